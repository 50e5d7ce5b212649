// Braintree behind the payment gateway seam, through Braintree's own Node SDK (docs/decisions/1323).
//
// The browser turns the card into a one-time nonce with braintree-web; only the nonce reaches us.
// A sale carries the order number as Braintree's order id. With BRAINTREE_CAPTURE=sale the sale
// settles in the same call; with 'authorize' it only authorises and `capture` submits it for
// settlement. Either way the order's transaction voids it when the order does not commit
// (Braintree voids an authorised or a submitted-for-settlement transaction alike).
//
// 'Save my card information': a nonce can be used once, so the card is vaulted by the sale itself
// (storeInVaultOnSuccess, under the customer's Braintree customer record), and `vault` hands back
// the payment method token that sale created. Saved cards pay with that token.
import braintree from 'braintree';
import type { BraintreeConfig } from '../../braintree-config.js';
import { brandOf, thrownResult, transactionResult, type SdkResult } from './braintree-answers.js';
import type {
  AuthorizeRequest,
  CardTokenInfo,
  GatewayCall,
  GatewayResult,
  PaymentGateway,
  TokenizeResult,
  VaultedAuthorizeRequest,
  VaultedCard,
} from './gateway.js';
import { failWith } from '../../shared/result.js';

/** The SDK for a base URL (tests: a local fake of Braintree), else Braintree's own environment. */
function environmentOf(cfg: BraintreeConfig): braintree.Environment {
  if (!cfg.gatewayUrl)
    return cfg.environment === 'production'
      ? braintree.Environment.Production
      : braintree.Environment.Sandbox;
  const u = new URL(cfg.gatewayUrl);
  const ssl = u.protocol === 'https:';
  const port = u.port || (ssl ? '443' : '80');
  // environment.js: (server, port, authUrl, ssl, graphQLServer, graphQLPort); http.js connects to server:port.
  return new braintree.Environment(u.hostname, port, `${u.origin}/auth`, ssl, u.hostname, port);
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Our customer's record at Braintree: a stable id of letters, digits and '-' (Braintree's rule). */
export const braintreeCustomerId = (customerId: number) => `charter-${customerId}`;

interface SaleCard {
  token?: string | null;
  cardType?: string;
  last4?: string;
  expirationMonth?: string;
  expirationYear?: string;
}

export class BraintreeGateway implements PaymentGateway {
  readonly code = 'braintree';
  private readonly bt: braintree.BraintreeGateway;
  /** Cards vaulted by a sale, by the nonce that paid: read once by `vault` right after. */
  private readonly vaulted = new Map<string, VaultedCard>();
  /** Braintree customers known to exist (created or found), so each is looked up once per process. */
  private readonly customers = new Set<string>();

  constructor(private readonly cfg: BraintreeConfig) {
    this.bt = new braintree.BraintreeGateway({
      environment: environmentOf(cfg),
      merchantId: cfg.merchantId,
      publicKey: cfg.publicKey,
      privateKey: cfg.privateKey,
    });
    this.bt.config.timeout = cfg.timeoutMs;
  }

  /** Card data never reaches our servers with Braintree: the browser SDK tokenises it. */
  async tokenize(): Promise<TokenizeResult> {
    return failWith([
      {
        field: 'number',
        message: 'Cards are tokenised in the browser by Braintree; send the nonce.',
      },
    ]);
  }

  async describeToken(_call: GatewayCall, nonce: string): Promise<CardTokenInfo | null> {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(nonce)) return null;
    try {
      const found = (await this.bt.paymentMethodNonce.find(nonce)) as unknown as {
        consumed?: boolean;
        type?: string;
        details?: {
          cardType?: string;
          lastFour?: string;
          expirationMonth?: string;
          expirationYear?: string;
        };
      };
      if (found.consumed === true || found.type !== 'CreditCard') return null;
      const d = found.details ?? {};
      return {
        token: nonce,
        brand: brandOf(d.cardType),
        last4: d.lastFour ?? '',
        expMonth: Number(d.expirationMonth) || 0,
        expYear: Number(d.expirationYear) || 0,
      };
    } catch {
      // Unknown nonce (404) or the gateway unreachable: the card cannot be used now.
      return null;
    }
  }

  async authorize(_call: GatewayCall, req: AuthorizeRequest): Promise<GatewayResult> {
    if (req.amountCents <= 0)
      return {
        status: 'error',
        reference: null,
        code: 'processing_error',
        message: 'The amount must be positive.',
      };
    try {
      const customerId =
        req.saveFor !== undefined ? await this.ensureCustomer(req.saveFor) : undefined;
      const r = (await this.bt.transaction.sale({
        amount: dollars(req.amountCents),
        paymentMethodNonce: req.token,
        orderId: req.reference,
        ...(this.cfg.merchantAccountId ? { merchantAccountId: this.cfg.merchantAccountId } : {}),
        ...(customerId ? { customerId } : {}),
        options: {
          submitForSettlement: this.cfg.capture === 'sale',
          ...(customerId ? { storeInVaultOnSuccess: true } : {}),
        },
      })) as unknown as SdkResult;
      const result = transactionResult(r);
      const card = r.transaction?.creditCard as SaleCard | undefined;
      if (result.status === 'approved' && customerId && card?.token)
        this.vaulted.set(req.token, vaultedCard(card));
      return result;
    } catch (err) {
      return thrownResult(err);
    }
  }

  async authorizeVaulted(_call: GatewayCall, req: VaultedAuthorizeRequest): Promise<GatewayResult> {
    if (req.amountCents <= 0)
      return {
        status: 'error',
        reference: null,
        code: 'processing_error',
        message: 'The amount must be positive.',
      };
    try {
      const r = await this.bt.transaction.sale({
        amount: dollars(req.amountCents),
        paymentMethodToken: req.gatewayToken,
        orderId: req.reference,
        ...(this.cfg.merchantAccountId ? { merchantAccountId: this.cfg.merchantAccountId } : {}),
        options: { submitForSettlement: this.cfg.capture === 'sale' },
      });
      return transactionResult(r as unknown as SdkResult);
    } catch (err) {
      return thrownResult(err);
    }
  }

  /** 'sale' settled with the sale: nothing more to send. 'authorize': submit for settlement now. */
  async capture(
    _call: GatewayCall,
    req: { authorization: string; amountCents: number },
  ): Promise<GatewayResult> {
    if (this.cfg.capture === 'sale')
      return { status: 'approved', reference: req.authorization, code: null, message: null };
    try {
      return transactionResult(
        (await this.bt.transaction.submitForSettlement(
          req.authorization,
          dollars(req.amountCents),
        )) as unknown as SdkResult,
      );
    } catch (err) {
      return thrownResult(err);
    }
  }

  async void(_call: GatewayCall, req: { authorization: string }): Promise<GatewayResult> {
    try {
      return transactionResult(
        (await this.bt.transaction.void(req.authorization)) as unknown as SdkResult,
      );
    } catch (err) {
      return thrownResult(err);
    }
  }

  /**
   * A refund of a settled transaction; one not settled yet (Braintree refuses with 91506) is voided
   * instead when the whole amount goes back, as Braintree advises. A part of an unsettled one cannot be returned yet.
   */
  async refund(
    _call: GatewayCall,
    req: { authorization: string; amountCents: number; wholeAmount: boolean },
  ): Promise<GatewayResult> {
    try {
      const r = (await this.bt.transaction.refund(
        req.authorization,
        dollars(req.amountCents),
      )) as unknown as SdkResult;
      const unsettled =
        !r.success && (r.errors?.deepErrors() ?? []).some((e) => String(e.code) === '91506');
      if (unsettled && req.wholeAmount)
        return transactionResult(
          (await this.bt.transaction.void(req.authorization)) as unknown as SdkResult,
        );
      return transactionResult(r);
    } catch (err) {
      return thrownResult(err);
    }
  }

  async vault(
    _call: GatewayCall,
    req: { token: string; customerId: number },
  ): Promise<VaultedCard | null> {
    const card = this.vaulted.get(req.token) ?? null;
    this.vaulted.delete(req.token);
    return card;
  }

  /** A client token for braintree-web; for a signed-in customer with a Braintree record, that customer's. */
  async clientToken(req: { customerId: number | null }): Promise<string> {
    const account = this.cfg.merchantAccountId
      ? { merchantAccountId: this.cfg.merchantAccountId }
      : {};
    if (req.customerId !== null) {
      const r = (await this.bt.clientToken.generate({
        ...account,
        customerId: braintreeCustomerId(req.customerId),
      })) as { success: boolean; clientToken?: string };
      if (r.success && r.clientToken) return r.clientToken;
      // No Braintree customer yet (92804): the anonymous token serves until a card is saved.
    }
    const r = (await this.bt.clientToken.generate({ ...account })) as {
      success: boolean;
      clientToken?: string;
    };
    if (!r.success || !r.clientToken) throw new Error('Braintree did not issue a client token');
    return r.clientToken;
  }

  private async ensureCustomer(customerId: number): Promise<string> {
    const id = braintreeCustomerId(customerId);
    if (this.customers.has(id)) return id;
    try {
      await this.bt.customer.find(id);
    } catch (err) {
      if ((err as { type?: string }).type !== 'notFoundError') throw err;
      const created = (await this.bt.customer.create({ id })) as {
        success: boolean;
        errors?: { deepErrors(): { code: string }[] };
      };
      // 91609: created meanwhile by another request; it exists either way.
      if (
        !created.success &&
        !(created.errors?.deepErrors() ?? []).some((e) => String(e.code) === '91609')
      )
        throw new Error('Braintree did not create the customer');
    }
    this.customers.add(id);
    return id;
  }
}

function vaultedCard(card: SaleCard): VaultedCard {
  return {
    gatewayToken: String(card.token),
    details: {
      type: brandOf(card.cardType),
      maskedCC: card.last4 ?? '',
      expirationDate: `${String(card.expirationMonth ?? '').padStart(2, '0')}/${card.expirationYear ?? ''}`,
    },
  };
}
