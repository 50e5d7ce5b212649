// A local fake of the Braintree endpoints our two SDKs call, for tests without the internet
// (docs/decisions/1324). Written from Braintree's published API and the SDKs' own source:
// - the gateway API the server SDK (`braintree`) speaks: JSON bodies with snake_case keys in
//   (lib/braintree/http.js), XML out (Accept: application/xml, parsed by xml2js and
//   Util.convertNodeToObject: dashes in names, type="array|boolean|integer", nil="true"), 422
//   with <api-error-response> for validation errors and declines, HTTP basic auth with the keys;
// - the client API the browser SDK (`braintree-web`) asks for: the configuration at the client
//   token's configUrl (GET, authorizationFingerprint and configVersion=3 in the query) and card
//   tokenisation at clientApiUrl + /v1/payment_methods/credit_cards (POST JSON { creditCard }).
// It knows Braintree's documented test cards and static nonces, and the sandbox's amount rules
// (2000.00-2999.99 declines with that processor code, 3000.00-3000.99 a processor network error).
// Nothing in the service starts it: a test starts it and points BRAINTREE_GATEWAY_URL at it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { apiError, xml } from './braintree-fake-xml.js';

export interface Received {
  api: 'gateway' | 'client';
  method: string;
  path: string;
  /** The body as sent (the browser's card request included: the fake is Braintree's side). */
  body: string;
}

export interface FakeTransaction {
  id: string;
  type: 'sale' | 'credit';
  status:
    | 'authorized'
    | 'submitted_for_settlement'
    | 'settled'
    | 'voided'
    | 'processor_declined'
    | 'gateway_rejected';
  amount: string;
  orderId: string | null;
  customerId: string | null;
  paymentMethodToken: string | null;
  card: Card;
  refundedTransactionId: string | null;
  refundIds: string[];
}

interface Card {
  number: string;
  expMonth: string;
  expYear: string;
  cvv: string;
}

interface Nonce {
  card: Card;
  consumed: boolean;
  /** Braintree's static fake nonces never wear out. */
  reusable: boolean;
}

export type FakeFault = 'http500' | 'declined';

export interface BraintreeFake {
  /** The gateway API's base URL (BRAINTREE_GATEWAY_URL). */
  url: string;
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** The service's environment for this fake. */
  env: Record<string, string>;
  /** The host braintree-web is sent to (in the client token and configuration); tests route it here. */
  clientApiOrigin: string;
  received: Received[];
  transactions: Map<string, FakeTransaction>;
  customers: Map<string, { paymentMethods: string[] }>;
  /** Makes the next call of that operation fail. */
  failNext(op: 'sale' | 'submit_for_settlement' | 'void' | 'refund', fault?: FakeFault): void;
  /** Marks a transaction settled (Braintree's nightly batch). */
  settle(id: string): void;
  close(): Promise<void>;
}

const TEST_CARDS: Record<string, { type: string; decline?: string }> = {
  '4111111111111111': { type: 'Visa' },
  '4005519200000004': { type: 'Visa' },
  '4009348888881881': { type: 'Visa' },
  '5555555555554444': { type: 'MasterCard' },
  '2223000048400011': { type: 'MasterCard' },
  '378282246310005': { type: 'American Express' },
  '6011111111111117': { type: 'Discover' },
  '3530111333300000': { type: 'JCB' },
  '4000111111111115': { type: 'Visa', decline: '2000' },
  '5105105105105100': { type: 'MasterCard', decline: '2000' },
  '378734493671000': { type: 'American Express', decline: '2000' },
};

/** Braintree's static test nonces (developer docs, "Testing: nonces"). */
const STATIC_NONCES: Record<string, Card> = {
  'fake-valid-nonce': { number: '4009348888881881', expMonth: '12', expYear: '2030', cvv: '' },
  'fake-valid-visa-nonce': { number: '4009348888881881', expMonth: '12', expYear: '2030', cvv: '' },
  'fake-valid-mastercard-nonce': {
    number: '5555555555554444',
    expMonth: '12',
    expYear: '2030',
    cvv: '',
  },
  'fake-valid-amex-nonce': { number: '378282246310005', expMonth: '12', expYear: '2030', cvv: '' },
  'fake-processor-declined-visa-nonce': {
    number: '4000111111111115',
    expMonth: '12',
    expYear: '2030',
    cvv: '',
  },
  'fake-processor-declined-mastercard-nonce': {
    number: '5105105105105100',
    expMonth: '12',
    expYear: '2030',
    cvv: '',
  },
};

const typeOf = (digits: string) =>
  TEST_CARDS[digits]?.type ??
  (digits.startsWith('4')
    ? 'Visa'
    : /^(5[1-5]|2[2-7])/.test(digits)
      ? 'MasterCard'
      : /^3[47]/.test(digits)
        ? 'American Express'
        : 'Unknown');

/** Braintree's uniqueNumberIdentifier: 32 hex characters, the same for a card number within one merchant. */
const uniqueNumberIdentifier = (number: string) =>
  createHash('sha256').update(`charter_fake_merchant:${number}`).digest('hex').slice(0, 32);

const cardXml = (c: Card, token: string | null) => ({
  token,
  uniqueNumberIdentifier: uniqueNumberIdentifier(c.number),
  bin: c.number.slice(0, 6),
  last4: c.number.slice(-4),
  cardType: typeOf(c.number),
  expirationMonth: c.expMonth,
  expirationYear: c.expYear,
  maskedNumber: `${c.number.slice(0, 6)}******${c.number.slice(-4)}`,
});

function txXml(
  t: FakeTransaction,
  extra: { processorResponseCode?: string; gatewayRejectionReason?: string | null } = {},
) {
  return {
    id: t.id,
    status: t.status,
    type: t.type,
    currencyIsoCode: 'USD',
    amount: t.amount,
    orderId: t.orderId,
    customer: { id: t.customerId },
    processorResponseCode: extra.processorResponseCode ?? '1000',
    processorResponseText:
      extra.processorResponseCode && extra.processorResponseCode !== '1000'
        ? 'Do Not Honor'
        : 'Approved',
    gatewayRejectionReason: extra.gatewayRejectionReason ?? null,
    refundedTransactionId: t.refundedTransactionId,
    refundIds: t.refundIds,
    creditCard: cardXml(t.card, t.paymentMethodToken),
  };
}

/** Starts the fake on 127.0.0.1 (a free port unless given). */
export interface FakeOptions {
  port?: number;
  clientApiOrigin?: string;
  publicKey?: string;
  privateKey?: string;
  /**
   * Serve /__fake/ (what was received, failNext, settle) for a test in another process (the
   * browser journeys). Off by default.
   */
  control?: boolean;
}

export async function startBraintreeFake(opts: FakeOptions = {}): Promise<BraintreeFake> {
  const merchantId = 'charter_fake_merchant';
  const publicKey = opts.publicKey ?? `pub_${randomBytes(6).toString('hex')}`;
  const privateKey = opts.privateKey ?? `priv_${randomBytes(12).toString('hex')}`;
  const clientApiOrigin = opts.clientApiOrigin ?? 'https://api.sandbox.braintreegateway.com:443';
  const received: Received[] = [];
  const transactions = new Map<string, FakeTransaction>();
  const customers = new Map<string, { paymentMethods: string[] }>();
  const vault = new Map<string, { card: Card; customerId: string }>();
  const nonces = new Map<string, Nonce>();
  const fingerprints = new Set<string>();
  const faults = new Map<string, FakeFault>();
  const id = (n = 8) => randomBytes(n).toString('hex').slice(0, n);
  const mp = `/merchants/${merchantId}`;

  const takeFault = (op: string) => {
    const f = faults.get(op);
    faults.delete(op);
    return f;
  };

  function nonceCard(nonce: string): Nonce | undefined {
    const s = STATIC_NONCES[nonce];
    return s ? { card: s, consumed: false, reusable: true } : nonces.get(nonce);
  }

  function sale(b: Record<string, unknown>): [number, string] {
    const opt = (b.options ?? {}) as Record<string, unknown>;
    let card: Card | undefined;
    let token: string | null = null;
    if (typeof b.payment_method_token === 'string') {
      const v = vault.get(b.payment_method_token);
      if (!v)
        return [
          422,
          apiError(
            [
              {
                code: '91518',
                attribute: 'payment_method_token',
                message: 'Payment method token is invalid.',
              },
            ],
            'Payment method token is invalid.',
          ),
        ];
      card = v.card;
      token = b.payment_method_token;
    } else {
      const nonce = String(b.payment_method_nonce ?? '');
      const n = nonceCard(nonce);
      if (!n)
        return [
          422,
          apiError(
            [
              {
                code: '91565',
                attribute: 'payment_method_nonce',
                message: 'Unknown payment_method_nonce.',
              },
            ],
            'Unknown payment_method_nonce.',
          ),
        ];
      if (n.consumed)
        return [
          422,
          apiError(
            [
              {
                code: '91564',
                attribute: 'payment_method_nonce',
                message: 'Cannot use a payment_method_nonce more than once.',
              },
            ],
            'Cannot use a payment_method_nonce more than once.',
          ),
        ];
      if (!n.reusable) n.consumed = true;
      card = n.card;
    }
    const customerId = typeof b.customer_id === 'string' ? b.customer_id : null;
    if (customerId && !customers.has(customerId))
      return [
        422,
        apiError(
          [{ code: '91510', attribute: 'customer_id', message: 'Customer ID is invalid.' }],
          'Customer ID is invalid.',
        ),
      ];
    const amount = String(b.amount ?? '');
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0)
      return [
        422,
        apiError(
          [{ code: '81503', attribute: 'amount', message: 'Amount must be greater than zero.' }],
          'Amount must be greater than zero.',
        ),
      ];
    const t: FakeTransaction = {
      id: id(),
      type: 'sale',
      status: 'authorized',
      amount,
      orderId: (b.order_id as string) ?? null,
      customerId,
      paymentMethodToken: token,
      card,
      refundedTransactionId: null,
      refundIds: [],
    };
    const value = Number(amount);
    const now = new Date();
    const expired =
      Number(card.expYear) < now.getUTCFullYear() ||
      (Number(card.expYear) === now.getUTCFullYear() &&
        Number(card.expMonth) < now.getUTCMonth() + 1);
    const declineCode =
      takeFault('sale') === 'declined'
        ? '2000'
        : (TEST_CARDS[card.number]?.decline ??
          (expired
            ? '2004'
            : value >= 2000 && value < 3001
              ? String(Math.min(Math.floor(value), 3000))
              : undefined));
    if (declineCode) {
      t.status = 'processor_declined';
      transactions.set(t.id, t);
      return [
        422,
        apiError(
          [],
          declineCode === '3000' ? 'Processor Network Unavailable - Try Again' : 'Do Not Honor',
          txXml(t, { processorResponseCode: declineCode }),
        ),
      ];
    }
    if (card.cvv === '200') {
      t.status = 'gateway_rejected';
      transactions.set(t.id, t);
      return [
        422,
        apiError([], 'Gateway Rejected: cvv', txXml(t, { gatewayRejectionReason: 'cvv' })),
      ];
    }
    if (opt.submit_for_settlement === true) t.status = 'submitted_for_settlement';
    if (opt.store_in_vault_on_success === true && customerId && !token) {
      t.paymentMethodToken = `tok${id(10)}`;
      vault.set(t.paymentMethodToken, { card, customerId });
      customers.get(customerId)?.paymentMethods.push(t.paymentMethodToken);
    }
    transactions.set(t.id, t);
    return [201, xml('transaction', txXml(t))];
  }

  function onTransaction(
    txId: string,
    action: string,
    b: Record<string, unknown>,
  ): [number, string] {
    const t = transactions.get(txId);
    if (!t) return [404, ''];
    const fault = takeFault(action);
    if (fault === 'http500') return [500, ''];
    const refuse = (code: string, message: string): [number, string] => [
      422,
      apiError([{ code, attribute: 'base', message }], message, txXml(t)),
    ];
    if (fault === 'declined')
      return refuse('91507', 'Cannot submit for settlement unless status is authorized.');
    if (action === 'submit_for_settlement') {
      if (t.status !== 'authorized')
        return refuse('91507', 'Cannot submit for settlement unless status is authorized.');
      const amount = (b.transaction as Record<string, unknown> | undefined)?.amount;
      if (amount !== undefined && Number(amount) > Number(t.amount))
        return refuse('91522', 'Settlement amount is too large.');
      if (amount !== undefined) t.amount = String(amount);
      t.status = 'submitted_for_settlement';
      return [200, xml('transaction', txXml(t))];
    }
    if (action === 'void') {
      if (t.status !== 'authorized' && t.status !== 'submitted_for_settlement')
        return refuse(
          '91504',
          'Transaction can only be voided if status is authorized, submitted_for_settlement, or - for PayPal - settlement_pending.',
        );
      t.status = 'voided';
      return [200, xml('transaction', txXml(t))];
    }
    if (action === 'refund') {
      if (t.status !== 'settled')
        return refuse('91506', 'Cannot refund transaction unless it is settled.');
      const refunded = t.refundIds.reduce(
        (s, r) => s + Number(transactions.get(r)?.amount ?? 0),
        0,
      );
      const amount = String(
        (b.transaction as Record<string, unknown> | undefined)?.amount ??
          (Number(t.amount) - refunded).toFixed(2),
      );
      if (Number(amount) + refunded > Number(t.amount) + 1e-9)
        return refuse('91521', 'Refund amount is too large.');
      const r: FakeTransaction = {
        ...t,
        id: id(),
        type: 'credit',
        status: 'submitted_for_settlement',
        amount,
        refundedTransactionId: t.id,
        refundIds: [],
      };
      transactions.set(r.id, r);
      t.refundIds.push(r.id);
      return [201, xml('transaction', txXml(r))];
    }
    return [404, ''];
  }

  function clientToken(b: Record<string, unknown>): [number, string] {
    const ct = (b.client_token ?? {}) as Record<string, unknown>;
    if (typeof ct.customer_id === 'string' && !customers.has(ct.customer_id)) {
      return [
        422,
        xml('apiErrorResponse', {
          errors: {
            errors: [],
            clientToken: {
              errors: [
                {
                  code: '92804',
                  attribute: 'customer_id',
                  message: 'Customer specified by customer_id does not exist',
                },
              ],
            },
          },
          message: 'Customer specified by customer_id does not exist',
        }),
      ];
    }
    const fingerprint = id(32);
    fingerprints.add(fingerprint);
    const token = {
      version: 2,
      authorizationFingerprint: fingerprint,
      configUrl: `${clientApiOrigin}${mp}/client_api/v1/configuration`,
      environment: 'sandbox',
      merchantId,
      graphQL: undefined,
    };
    return [
      201,
      xml('clientToken', { value: Buffer.from(JSON.stringify(token)).toString('base64') }),
    ];
  }

  function configuration() {
    return {
      environment: 'sandbox',
      merchantId,
      clientApiUrl: `${clientApiOrigin}${mp}/client_api`,
      assetsUrl: 'https://assets.braintreegateway.com',
      challenges: ['cvv'],
      creditCards: {
        supportedCardTypes: ['Visa', 'MasterCard', 'American Express', 'Discover', 'JCB'],
        collectDeviceData: false,
      },
      paypalEnabled: false,
      threeDSecureEnabled: false,
      analytics: { url: `${clientApiOrigin}/analytics` },
    };
  }

  function tokenizeCard(b: Record<string, unknown>): [number, string] {
    if (!fingerprints.has(String(b.authorizationFingerprint ?? b.authorization_fingerprint ?? '')))
      return [401, '{"error":{"message":"Authorization fingerprint is invalid"}}'];
    const c = (b.creditCard ?? b.credit_card ?? {}) as Record<string, unknown>;
    const number = String(c.number ?? '').replace(/\D/g, '');
    const [mm, yy] = String(c.expirationDate ?? c.expiration_date ?? '').split('/');
    const expMonth = String(c.expirationMonth ?? c.expiration_month ?? mm ?? '');
    const expYear = String(c.expirationYear ?? c.expiration_year ?? yy ?? '');
    const errors: { code: string; field: string; message: string }[] = [];
    if (number.length < 12 || number.length > 19)
      errors.push({
        code: '81716',
        field: 'number',
        message: 'Credit card number must be 12-19 digits.',
      });
    if (!/^\d{1,2}$/.test(expMonth) || !/^\d{2,4}$/.test(expYear))
      errors.push({
        code: '81710',
        field: 'expirationDate',
        message: 'Expiration date is invalid.',
      });
    if (errors.length > 0)
      return [
        422,
        JSON.stringify({
          error: { message: 'Credit card is invalid' },
          fieldErrors: [{ field: 'creditCard', fieldErrors: errors }],
        }),
      ];
    const nonce = `tokencc_${id(6)}_${id(6)}_${id(6)}`;
    const card: Card = {
      number,
      expMonth: expMonth.padStart(2, '0'),
      expYear: expYear.length === 2 ? `20${expYear}` : expYear,
      cvv: String(c.cvv ?? ''),
    };
    nonces.set(nonce, { card, consumed: false, reusable: false });
    const type = typeOf(number);
    return [
      201,
      JSON.stringify({
        creditCards: [
          {
            type: 'CreditCard',
            nonce,
            description: `ending in ${number.slice(-2)}`,
            consumed: false,
            details: {
              bin: number.slice(0, 6),
              cardType: type,
              lastFour: number.slice(-4),
              lastTwo: number.slice(-2),
              expirationMonth: card.expMonth,
              expirationYear: card.expYear,
            },
            binData: {},
          },
        ],
      }),
    ];
  }

  async function route(
    req: IncomingMessage,
    body: string,
    res: ServerResponse,
  ): Promise<[number, string, string]> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const XML = 'application/xml; charset=utf-8';
    const JSON_TYPE = 'application/json';
    if (opts.control && path.startsWith('/__fake/')) {
      if (path === '/__fake/health') return [200, '{"ok":true}', JSON_TYPE];
      if (path === '/__fake/received') return [200, JSON.stringify(received), JSON_TYPE];
      if (path === '/__fake/transactions')
        return [
          200,
          JSON.stringify([...transactions.values()].map(({ card: _card, ...t }) => t)),
          JSON_TYPE,
        ];
      if (path === '/__fake/fail' && req.method === 'POST') {
        faults.set(
          url.searchParams.get('op') ?? '',
          (url.searchParams.get('fault') as FakeFault | null) ?? 'http500',
        );
        return [200, '{}', JSON_TYPE];
      }
      return [404, '{}', JSON_TYPE];
    }
    // The client API (the browser's side): CORS, no basic auth, the fingerprint instead.
    if (path.startsWith(`${mp}/client_api/`) || path === '/analytics') {
      received.push({ api: 'client', method: req.method ?? '', path: path + url.search, body });
      res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
      res.setHeader(
        'access-control-allow-headers',
        'content-type, braintree-version, authorization',
      );
      res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
      if (req.method === 'OPTIONS') return [204, '', JSON_TYPE];
      if (path === '/analytics') return [200, '{}', JSON_TYPE];
      if (path === `${mp}/client_api/v1/configuration`) {
        if (!fingerprints.has(url.searchParams.get('authorizationFingerprint') ?? ''))
          return [401, '{}', JSON_TYPE];
        return [200, JSON.stringify(configuration()), JSON_TYPE];
      }
      if (path === `${mp}/client_api/v1/payment_methods/credit_cards` && req.method === 'POST') {
        const [s, b] = tokenizeCard(parseJson(body));
        return [s, b, JSON_TYPE];
      }
      return [404, '{}', JSON_TYPE];
    }
    received.push({ api: 'gateway', method: req.method ?? '', path, body });
    const auth = `Basic ${Buffer.from(`${publicKey}:${privateKey}`).toString('base64')}`;
    if (req.headers.authorization !== auth) return [401, '', XML];
    const b = parseJson(body);
    let m: RegExpExecArray | null;
    if (path === `${mp}/client_token` && req.method === 'POST') return [...clientToken(b), XML];
    if (path === `${mp}/transactions` && req.method === 'POST') {
      if (faults.get('sale') === 'http500' && takeFault('sale')) return [500, '', XML];
      return [...sale((b.transaction ?? {}) as Record<string, unknown>), XML];
    }
    if (
      (m = new RegExp(`^${mp}/transactions/([a-z0-9]+)/(submit_for_settlement|void|refund)$`).exec(
        path,
      ))
    )
      return [...onTransaction(m[1]!, m[2]!, b), XML];
    if (
      (m = new RegExp(`^${mp}/payment_method_nonces/([A-Za-z0-9_-]+)$`).exec(path)) &&
      req.method === 'GET'
    ) {
      const n = nonceCard(m[1]!);
      if (!n) return [404, '', XML];
      const c = n.card;
      return [
        200,
        xml('paymentMethodNonce', {
          nonce: m[1]!,
          type: 'CreditCard',
          consumed: n.consumed,
          details: {
            bin: c.number.slice(0, 6),
            cardType: typeOf(c.number),
            lastFour: c.number.slice(-4),
            lastTwo: c.number.slice(-2),
            expirationMonth: c.expMonth,
            expirationYear: c.expYear,
          },
        }),
        XML,
      ];
    }
    if ((m = new RegExp(`^${mp}/customers/([A-Za-z0-9_-]+)$`).exec(path)) && req.method === 'GET') {
      const c = customers.get(m[1]!);
      return c ? [200, xml('customer', { id: m[1]!, creditCards: [] }), XML] : [404, '', XML];
    }
    if (path === `${mp}/customers` && req.method === 'POST') {
      const cid = String((b.customer as Record<string, unknown> | undefined)?.id ?? id(9));
      if (customers.has(cid))
        return [
          422,
          xml('apiErrorResponse', {
            errors: {
              errors: [],
              customer: {
                errors: [
                  {
                    code: '91609',
                    attribute: 'id',
                    message: 'Customer ID has already been taken.',
                  },
                ],
              },
            },
            message: 'Customer ID has already been taken.',
          }),
          XML,
        ];
      customers.set(cid, { paymentMethods: [] });
      return [201, xml('customer', { id: cid, creditCards: [] }), XML];
    }
    return [404, '', XML];
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void route(req, Buffer.concat(chunks).toString('utf8'), res).then(([status, text, type]) => {
        res.writeHead(status, { 'content-type': type });
        res.end(
          status === 200 || status === 201 || status === 422
            ? type.startsWith('application/xml')
              ? `<?xml version="1.0" encoding="UTF-8"?>\n${text}`
              : text
            : text,
        );
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    merchantId,
    publicKey,
    privateKey,
    clientApiOrigin,
    env: {
      BRAINTREE_ENVIRONMENT: 'sandbox',
      BRAINTREE_MERCHANT_ID: merchantId,
      BRAINTREE_PUBLIC_KEY: publicKey,
      BRAINTREE_PRIVATE_KEY: privateKey,
      BRAINTREE_GATEWAY_URL: url,
    },
    received,
    transactions,
    customers,
    failNext: (op, fault = 'http500') => void faults.set(op, fault),
    settle: (txId) => {
      const t = transactions.get(txId);
      if (t && t.status === 'submitted_for_settlement') t.status = 'settled';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseJson(body: string): Record<string, unknown> {
  try {
    const v = JSON.parse(body) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
