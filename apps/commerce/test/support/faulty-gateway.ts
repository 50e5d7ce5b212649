// A card gateway with faults, injected through ServerDeps.gateway: it wraps the sandbox (tokens
// stay real) and, on a share of calls, times out before or after doing its work, answers with a
// processing error, or answers slowly. It keeps its own ledger of authorisations and captures,
// the gateway's side of the truth, to count charges independently of our database.
import type { CardInput } from '@charter/shared/card';
import type {
  AuthorizeRequest,
  GatewayCall,
  GatewayResult,
  PaymentGateway,
  VaultedAuthorizeRequest,
} from '../../src/modules/payment/gateway.js';
import { SandboxGateway } from '../../src/modules/payment/sandbox-gateway.js';

export type Fault = 'ok' | 'slow' | 'error' | 'timeout_before' | 'timeout_after';

export interface LedgerEntry {
  /** Our reference: the order number the authorisation was for. */
  reference: string;
  amount: number;
  captured: number;
  captures: number;
  voided: boolean;
}

export class GatewayTimeout extends Error {
  constructor(what: string) {
    super(`${what}: gateway timed out`);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Small seeded PRNG (the seed's mulberry32): the same seed gives the same faults. */
export { mulberry32 as rng } from '../../src/seed/random.js';

export class FaultyGateway implements PaymentGateway {
  // The sandbox's code, so the server still offers its tokenisation route.
  readonly code = 'sandbox';
  readonly ledger = new Map<string, LedgerEntry>();
  readonly faults: Record<Fault, number> = {
    ok: 0,
    slow: 0,
    error: 0,
    timeout_before: 0,
    timeout_after: 0,
  };
  private readonly inner = new SandboxGateway({ fingerprintKey: 'f'.repeat(32) });
  private seq = 0;

  constructor(
    private readonly random: () => number,
    /** Share of calls for each fault; the rest succeed at once. */
    private readonly rates: {
      slow: number;
      error: number;
      timeoutBefore: number;
      timeoutAfter: number;
    },
    private readonly delayMs = 40,
  ) {}

  private pick(): Fault {
    const x = this.random();
    const r = this.rates;
    const f: Fault =
      x < r.timeoutBefore
        ? 'timeout_before'
        : x < r.timeoutBefore + r.timeoutAfter
          ? 'timeout_after'
          : x < r.timeoutBefore + r.timeoutAfter + r.error
            ? 'error'
            : x < r.timeoutBefore + r.timeoutAfter + r.error + r.slow
              ? 'slow'
              : 'ok';
    this.faults[f]++;
    return f;
  }

  tokenize(call: GatewayCall, card: CardInput) {
    return this.inner.tokenize(call, card);
  }

  describeToken(call: GatewayCall, token: string) {
    return this.inner.describeToken(call, token);
  }

  async authorize(call: GatewayCall, req: AuthorizeRequest): Promise<GatewayResult> {
    const fault = this.pick();
    if (fault === 'timeout_before') {
      await sleep(this.delayMs);
      throw new GatewayTimeout('authorize');
    }
    if (fault === 'error')
      return {
        status: 'error',
        reference: null,
        code: 'processing_error',
        message: 'Gateway error.',
      };
    if (fault === 'slow') await sleep(this.delayMs * 3);
    const r = await this.inner.authorize(call, req);
    if (r.status === 'approved') {
      const reference = `flt_auth_${++this.seq}`;
      this.ledger.set(reference, {
        reference: req.reference,
        amount: req.amountCents,
        captured: 0,
        captures: 0,
        voided: false,
      });
      if (fault === 'timeout_after') throw new GatewayTimeout('authorize');
      return { ...r, reference };
    }
    return r;
  }

  async capture(
    _call: GatewayCall,
    req: { authorization: string; amountCents: number },
  ): Promise<GatewayResult> {
    const fault = this.pick();
    const entry = this.ledger.get(req.authorization);
    if (fault === 'timeout_before') {
      await sleep(this.delayMs);
      throw new GatewayTimeout('capture');
    }
    if (fault === 'error')
      return {
        status: 'error',
        reference: null,
        code: 'processing_error',
        message: 'Gateway error.',
      };
    if (fault === 'slow') await sleep(this.delayMs * 3);
    // A real gateway captures an authorisation once, for at most its amount.
    if (!entry || entry.voided || entry.captures > 0 || req.amountCents > entry.amount) {
      return {
        status: 'error',
        reference: null,
        code: 'processing_error',
        message: 'Not capturable.',
      };
    }
    entry.captures++;
    entry.captured += req.amountCents;
    if (fault === 'timeout_after') throw new GatewayTimeout('capture');
    return { status: 'approved', reference: `flt_cap_${++this.seq}`, code: null, message: null };
  }

  /** Releases the authorisation and reverses an unsettled capture on it (Braintree's void). */
  async void(_call: GatewayCall, req: { authorization: string }): Promise<GatewayResult> {
    const entry = this.ledger.get(req.authorization);
    if (entry) {
      entry.voided = true;
      entry.captured = 0;
    }
    return { status: 'approved', reference: `flt_void_${++this.seq}`, code: null, message: null };
  }

  authorizeVaulted(call: GatewayCall, req: VaultedAuthorizeRequest) {
    return this.inner.authorizeVaulted(call, req);
  }

  vault(call: GatewayCall, req: { token: string; customerId: number }) {
    return this.inner.vault(call, req);
  }
}
