// The checkout steps on a cart: guest e-mail, addresses, shipping method, payment method and gift
// message. Every method takes the request context first, looks the cart up with the cart module's
// ownership rules, and returns expected failures as values (Magento's texts and categories).
import type { Selectable } from 'kysely';
import { isValidEmail } from '@charter/shared/validation';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import type { CartAddressTable, GiftMessage } from '../cart/tables.js';
import type { CartRow, CartView } from '../cart/cart-view.js';
import { fail, ok, type Result } from '../../shared/result.js';
import type { ShippingRater } from '../cart/shipping-contract.js';
import type { PaymentGateway } from '../payment/gateway.js';
import {
  CARD_METHOD,
  CARD_VAULT_METHOD,
  PAYMENT_METHODS,
  availableMethods,
  type PaymentMethodDef,
} from '../payment/methods.js';
import { hasSavedCards } from '../payment/vault.service.js';
import { offlineAllowedFor, type OfflinePaymentPolicy } from '../payment/offline-policy.js';
import type { StoreService } from '../store/store.service.js';
import {
  addressOf,
  validateCartAddress,
  type AddressValues,
  type CartAddressInput,
} from './address.js';
import { CHECKOUT_MSG as M } from './messages.js';
import { quoteUnquotedLines } from '../cart/price-quotes.js';

export type CartAddressRow = Selectable<CartAddressTable>;

/** The cart module's lookup with Magento's ownership checks (reference 3.1). */
export interface CartAccess {
  getCartForUser(ctx: RequestContext, maskedId: string): Promise<Result<CartRow>>;
  /** Lines, totals and rates of the cart, computed now (inside the context's unit of work when it has one). */
  view(ctx: RequestContext, cart: CartRow): Promise<CartView>;
}

/** The customer's address book as checkout reads it (the customer module supplies it). */
export interface SavedAddresses {
  /** One of the customer's own addresses as cart address values; 'foreign' for another customer's address, null for an unknown id. */
  findOwn(customerId: number, addressId: number): Promise<AddressValues | 'foreign' | null>;
  /**
   * save_in_address_book: puts a typed address in the signed-in customer's book (an equal one
   * already there is reused) and answers its id; null for a guest.
   */
  saveFromCheckout(ctx: RequestContext, address: AddressValues): Promise<number | null>;
}

export interface CheckoutDeps {
  db: Db;
  carts: CartAccess;
  addresses: SavedAddresses;
  stores: StoreService;
  rater: ShippingRater;
  gateway: PaymentGateway;
  /** Which customer groups are offered the offline methods (docs/decisions/0558). */
  offline: OfflinePaymentPolicy;
}

export interface ShippingAddressInput {
  address?: CartAddressInput | null;
  customer_address_id?: number | null;
  customer_notes?: string | null;
}

export interface BillingAddressInput {
  address?: CartAddressInput | null;
  customer_address_id?: number | null;
  same_as_shipping?: boolean | null;
  use_for_shipping?: boolean | null;
}

export interface PaymentMethodInput {
  code?: string | null;
  purchase_order_number?: string | null;
  braintree?: {
    payment_method_nonce?: string | null;
    is_active_payment_token_enabler?: boolean | null;
  } | null;
  braintree_cc_vault?: { public_hash?: string | null } | null;
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

export class CheckoutService {
  constructor(private readonly deps: CheckoutDeps) {}

  /** The cart as every read shows it (lines, totals, rates), computed now. */
  view(ctx: RequestContext, cart: CartRow): Promise<CartView> {
    return this.deps.carts.view(ctx, cart);
  }

  async addresses(
    _ctx: RequestContext,
    cartId: number,
  ): Promise<{ shipping: CartAddressRow | null; billing: CartAddressRow | null }> {
    const rows = await this.deps.db
      .selectFrom('cart_address')
      .selectAll()
      .where('cart_id', '=', cartId)
      .execute();
    return {
      shipping: rows.find((r) => r.kind === 'shipping') ?? null,
      billing: rows.find((r) => r.kind === 'billing') ?? null,
    };
  }

  async availablePaymentMethods(ctx: RequestContext, view: CartView): Promise<PaymentMethodDef[]> {
    return availableMethods(
      view.totals.grandTotalCents,
      await this.hasSavedCards(ctx),
      offlineAllowedFor(this.deps.offline, ctx.customerGroupId),
    );
  }

  async setGuestEmail(
    ctx: RequestContext,
    maskedId: string,
    email: string,
  ): Promise<Result<CartRow>> {
    const found = await this.deps.carts.getCartForUser(ctx, maskedId);
    if (!found.ok) return found;
    if (ctx.customerId !== null) return fail('graphql-input', M.emailForCustomer);
    const value = email.trim();
    if (!value) return fail('graphql-input', M.emailMissing);
    if (!isValidEmail(value)) return fail('graphql-input', M.emailInvalid);
    await this.quote(ctx, found.value);
    return this.touch(found.value.id, { email: value });
  }

  async setShippingAddresses(
    ctx: RequestContext,
    maskedId: string,
    inputs: readonly (ShippingAddressInput | null)[],
  ): Promise<Result<CartRow>> {
    const found = await this.deps.carts.getCartForUser(ctx, maskedId);
    if (!found.ok) return found;
    const entries = inputs.filter((i): i is ShippingAddressInput => i !== null);
    if (entries.length === 0) return fail('graphql-input', M.addressMissing);
    if (entries.length > 1) return fail('graphql-input', M.multipleShippingAddresses);
    const entry = entries[0] as ShippingAddressInput;
    const view = await this.view(ctx, found.value);
    if (view.isVirtual) return fail('graphql-input', M.virtualCart);
    const address = await this.resolveAddress(
      ctx,
      entry.address,
      entry.customer_address_id,
      'shipping',
    );
    if (!address.ok) return address;
    await this.saveAddress(found.value.id, 'shipping', address.value, {
      customer_notes: entry.customer_notes?.trim() || null,
      same_as_billing: false,
    });
    await quoteUnquotedLines(this.deps.db, view);
    return this.touch(found.value.id, {});
  }

  async setBillingAddress(
    ctx: RequestContext,
    maskedId: string,
    input: BillingAddressInput,
  ): Promise<Result<CartRow>> {
    const found = await this.deps.carts.getCartForUser(ctx, maskedId);
    if (!found.ok) return found;
    const cartId = found.value.id;
    const hasId = input.customer_address_id !== null && input.customer_address_id !== undefined;
    if (input.same_as_shipping) {
      const { shipping } = await this.addresses(ctx, cartId);
      if (!shipping) return fail('graphql-input', M.sameAsShippingMissing);
      await this.saveAddress(cartId, 'billing', addressOf(shipping), {
        customer_address_id: shipping.customer_address_id,
      });
      await this.deps.db
        .updateTable('cart_address')
        .set({ same_as_billing: true })
        .where('id', '=', shipping.id)
        .execute();
      return this.touch(cartId, {});
    }
    if (hasId && input.address) return fail('graphql-input', M.billingAddressBoth);
    if (!hasId && !input.address) return fail('graphql-input', M.billingAddressEither);
    const address = await this.resolveAddress(
      ctx,
      input.address,
      input.customer_address_id,
      'billing',
    );
    if (!address.ok) return address;
    await this.saveAddress(cartId, 'billing', address.value, {});
    if (input.use_for_shipping) {
      const view = await this.view(ctx, found.value);
      if (!view.isVirtual)
        await this.saveAddress(cartId, 'shipping', address.value, { same_as_billing: true });
    }
    return this.touch(cartId, {});
  }

  async setShippingMethods(
    ctx: RequestContext,
    maskedId: string,
    methods: readonly ({ carrier_code: string; method_code: string } | null)[],
  ): Promise<Result<CartRow>> {
    const entries = methods.filter(
      (m): m is { carrier_code: string; method_code: string } => m !== null,
    );
    if (entries.length === 0) return fail('graphql-input', M.shippingMethodsMissing);
    const found = await this.deps.carts.getCartForUser(ctx, maskedId);
    if (!found.ok) return found;
    if (entries.length > 1) return fail('graphql-input', M.multipleShippingMethods);
    const carrier = (entries[0]?.carrier_code ?? '').trim();
    const method = (entries[0]?.method_code ?? '').trim();
    if (!carrier) return fail('graphql-input', M.carrierCodeMissing);
    if (!method) return fail('graphql-input', M.methodCodeMissing);
    const view = await this.view(ctx, found.value);
    if (view.lines.length === 0) return fail('graphql-input', M.emptyCartShipping);
    if (!view.shippingAddress) return fail('graphql-input', M.shippingAddressMissing);
    if (!view.shippingQuotes.some((q) => q.carrierCode === carrier && q.methodCode === method)) {
      return fail('graphql-input', M.carrierNotFound(carrier, method));
    }
    await this.deps.db
      .updateTable('cart_address')
      .set({ shipping_carrier_code: carrier, shipping_method_code: method })
      .where('id', '=', view.shippingAddress.id)
      .execute();
    await quoteUnquotedLines(this.deps.db, view);
    return this.touch(found.value.id, {});
  }

  async setPaymentMethod(
    ctx: RequestContext,
    maskedId: string,
    input: PaymentMethodInput,
  ): Promise<Result<CartRow>> {
    const found = await this.deps.carts.getCartForUser(ctx, maskedId);
    if (!found.ok) return found;
    const code = (input.code ?? '').trim();
    if (!code) return fail('graphql-input', M.paymentCodeMissing);
    const view = await this.view(ctx, found.value);
    if (!view.isVirtual && !view.shippingAddress)
      return fail('graphql-input', M.shippingAddressMissing);
    const def =
      (await this.availablePaymentMethods(ctx, view)).find((m) => m.code === code) ??
      (code === CARD_VAULT_METHOD ? PAYMENT_METHODS[code] : undefined);
    if (!def) return fail('graphql-input', M.paymentNotAvailable);

    let data: Record<string, unknown> = {};
    if (code === 'purchaseorder') {
      const po = (input.purchase_order_number ?? '').trim();
      if (!po) return fail('graphql-input', M.purchaseOrderNumberMissing);
      if (po.length > 64)
        return fail('graphql-input', 'Purchase order number cannot be longer than 64 characters.');
      data = { purchase_order_number: po };
    } else if (code === CARD_METHOD) {
      const nonce = (input.braintree?.payment_method_nonce ?? '').trim();
      if (!nonce) return fail('graphql-input', M.nonceMissing);
      const card = await this.deps.gateway.describeToken({ db: this.deps.db, now: ctx.now }, nonce);
      if (!card) return fail('graphql-input', M.cardCheck);
      // Saving a card needs an account; for guests the flag is ignored, as in Magento.
      const save =
        ctx.customerId !== null && input.braintree?.is_active_payment_token_enabler === true;
      data = {
        token: card.token,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        save,
      };
    } else if (code === CARD_VAULT_METHOD) {
      if (ctx.customerId === null) return fail('graphql-authorization', M.notAuthorized);
      const hash = (input.braintree_cc_vault?.public_hash ?? '').trim();
      if (!hash) return fail('graphql-input', M.publicHashMissing);
      const saved = await this.deps.db
        .selectFrom('vault_payment_token')
        .select(['public_hash', 'details'])
        .where('public_hash', '=', hash)
        .where('customer_id', '=', ctx.customerId)
        .where('is_active', '=', true)
        .executeTakeFirst();
      if (!saved) return fail('graphql-input', M.paymentNotAvailable);
      data = { public_hash: saved.public_hash, ...saved.details };
    }
    await quoteUnquotedLines(this.deps.db, view);
    return this.touch(found.value.id, {
      payment_method_code: code,
      payment_data: JSON.stringify(data),
    });
  }

  async setGiftMessage(
    ctx: RequestContext,
    maskedId: string,
    message: Partial<GiftMessage> | null | undefined,
  ): Promise<Result<CartRow>> {
    const found = await this.deps.carts.getCartForUser(ctx, maskedId);
    if (!found.ok) return found;
    const fields = [message?.from, message?.to, message?.message].map((v) => (v ?? '').trim());
    if (fields.every((f) => f === '')) return this.touch(found.value.id, { gift_message: null });
    if (fields.some((f) => f === '')) return fail('graphql-input', M.giftMessageField);
    if (fields.some((f) => f.length > 1000)) return fail('graphql-input', M.giftMessageTooLong);
    const [from, to, text] = fields as [string, string, string];
    return this.touch(found.value.id, {
      gift_message: JSON.stringify({ from, to, message: text }),
    });
  }

  /** Rates for a hypothetical destination; the cart is not changed. */
  async estimateShipping(
    ctx: RequestContext,
    maskedId: string,
    address: {
      country_code: string;
      postcode?: string | null;
      region?: { region_code?: string | null; region?: string | null } | null;
    },
  ) {
    const found = await this.deps.carts.getCartForUser(ctx, maskedId);
    if (!found.ok) return found;
    const country = address.country_code.trim().toUpperCase();
    if (!country) return fail('graphql-input', M.countryMissing);
    const view = await this.view(ctx, found.value);
    if (!view.hasPhysicalProducts) return ok([]);
    return ok(
      this.deps.rater({
        items: view.lines.map((l) => ({
          sku: (l.variant ?? l.product).sku,
          quantity: l.item.quantity,
          weight: (l.variant ?? l.product).weight,
          rowTotalCents: l.totals.rowTotalCents,
          isVirtual:
            l.product.type_id === 'virtual' ||
            l.product.type_id === 'giftcard' ||
            l.product.type_id === 'downloadable',
        })),
        subtotalCents: view.totals.subtotalWithDiscountCents,
        freeShipping: view.totals.freeShipping,
        address: {
          countryCode: country,
          regionCode: address.region?.region_code ?? address.region?.region ?? null,
          postcode: address.postcode ?? null,
        },
      }),
    );
  }

  // ---- helpers ----

  /** Saved cards are offered to a signed-in customer who has at least one (customerPaymentTokens). */
  /** The prices shown at this step become the ones placeOrder holds the order to (docs/decisions/0948). */
  private async quote(ctx: RequestContext, cart: CartRow): Promise<void> {
    await quoteUnquotedLines(this.deps.db, await this.view(ctx, cart));
  }

  private async hasSavedCards(ctx: RequestContext): Promise<boolean> {
    return ctx.customerId !== null && (await hasSavedCards(this.deps.db, ctx.customerId));
  }

  private async resolveAddress(
    ctx: RequestContext,
    input: CartAddressInput | null | undefined,
    customerAddressId: number | null | undefined,
    kind: 'shipping' | 'billing',
  ): Promise<Result<AddressValues & { customer_address_id?: number }>> {
    const hasId = customerAddressId !== null && customerAddressId !== undefined;
    if (hasId && input)
      return fail(
        'graphql-input',
        kind === 'shipping' ? M.shippingAddressBoth : M.billingAddressBoth,
      );
    if (hasId) {
      if (ctx.customerId === null) return fail('graphql-authorization', M.notAuthorized);
      const saved = await this.deps.addresses.findOwn(ctx.customerId, customerAddressId);
      if (!saved)
        return fail('graphql-no-such-entity', M.customerAddressNotFound(customerAddressId));
      // Magento's answer for another customer's address: refused, and nothing of it is read.
      if (saved === 'foreign')
        return fail('graphql-authorization', M.addressForbidden(customerAddressId));
      return ok({ ...saved, customer_address_id: customerAddressId });
    }
    if (!input)
      return fail(
        'graphql-input',
        kind === 'shipping' ? M.shippingAddressEither : M.billingAddressEither,
      );
    const config = ctx.storeView.config;
    const valid = validateCartAddress(input, (code) => this.deps.stores.findCountry(ctx, code), {
      regionRequired: list(String(config.countries_with_required_region ?? 'US,CA')),
      postcodeOptional: list(String(config.optional_zip_countries ?? '')),
    });
    // Magento's save_in_address_book for a signed-in customer (docs/decisions/0717); a guest's
    // flag is ignored, as Magento ignores it. The cart address then names the book entry.
    if (!valid.ok || input.save_in_address_book !== true || ctx.customerId === null) return valid;
    const saved = await this.deps.addresses.saveFromCheckout(ctx, valid.value);
    return saved === null ? valid : ok({ ...valid.value, customer_address_id: saved });
  }

  private async saveAddress(
    cartId: number,
    kind: 'shipping' | 'billing',
    address: AddressValues,
    extra: {
      customer_notes?: string | null;
      same_as_billing?: boolean;
      customer_address_id?: number | null;
    },
  ): Promise<void> {
    // An address taken from the address book carries its id; keep it on the cart address.
    const { customer_address_id: fromBook, ...fields } = address as AddressValues & {
      customer_address_id?: number;
    };
    const values = {
      ...fields,
      street: JSON.stringify(address.street),
      customer_address_id: extra.customer_address_id ?? fromBook ?? null,
    };
    const onlyShipping =
      kind === 'shipping'
        ? {
            customer_notes: extra.customer_notes ?? null,
            same_as_billing: extra.same_as_billing ?? false,
          }
        : {};
    await this.deps.db
      .insertInto('cart_address')
      .values({ cart_id: cartId, kind, ...values, ...onlyShipping })
      // The selected shipping method stays: it is re-rated for the new address on every read.
      .onConflict((oc) =>
        oc.columns(['cart_id', 'kind']).doUpdateSet({ ...values, ...onlyShipping }),
      )
      .execute();
  }

  private async touch(
    cartId: number,
    set: {
      email?: string;
      payment_method_code?: string;
      payment_data?: string;
      gift_message?: string | null;
    },
  ): Promise<Result<CartRow>> {
    const row = await this.deps.db
      .updateTable('cart')
      .set({ ...set, updated_at: new Date() })
      .where('id', '=', cartId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok(row);
  }
}
