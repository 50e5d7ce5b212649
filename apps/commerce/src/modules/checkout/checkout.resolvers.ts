// Checkout GraphQL: parse, delegate to CheckoutService, shape Magento's output types.
import type { RequestContext } from '../../context.js';
import { inputError } from '../../shared/errors.js';
import { encodeUid } from '../../shared/ids.js';
import { toMoney } from '../../shared/money.js';
import { cartSource } from '../cart/cart.resolvers.js';
import type { CartService } from '../cart/cart.service.js';
import type { CartRow } from '../cart/cart-view.js';
import { orThrow, type Result } from '../../shared/result.js';
import { MSG } from '../cart/results.js';
import type { ShippingQuote } from '../cart/shipping-contract.js';
import { PAYMENT_METHODS } from '../payment/methods.js';
import { CARRIER_TITLES } from './carriers.js';
import type { CartAddressRow, CheckoutService } from './checkout.service.js';
import type { Answer, ResolverMap } from '../../graphql/resolvers.js';

function shapeAddress(row: CartAddressRow) {
  return {
    uid: encodeUid(row.id),
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    middlename: row.middlename,
    prefix: row.prefix,
    suffix: row.suffix,
    company: row.company,
    street: row.street,
    city: row.city,
    region: row.region_label
      ? {
          code: row.region_code?.toUpperCase() ?? null,
          label: row.region_label,
          region_id: row.region_id,
        }
      : null,
    postcode: row.postcode,
    country: { code: row.country_code.trim(), label: row.country_code.trim() },
    telephone: row.telephone,
    fax: row.fax,
    vat_id: row.vat_id,
    customer_address_id: row.customer_address_id,
  } satisfies Answer<'BillingCartAddress'>;
}

export function shapeRate(q: ShippingQuote, currency: string) {
  const t = CARRIER_TITLES[q.carrierCode] ?? { carrier: q.carrierCode, method: q.methodCode };
  const amount = toMoney(q.amountCents, currency);
  // Shipping is not taxed (see the cart's totals), so both prices equal the amount.
  return {
    amount,
    base_amount: amount,
    available: true,
    carrier_code: q.carrierCode,
    carrier_title: t.carrier,
    error_message: '',
    method_code: q.methodCode,
    method_title: t.method,
    price_excl_tax: amount,
    price_incl_tax: amount,
  } satisfies Answer<'AvailableShippingMethod'>;
}

export function checkoutResolvers(checkout: CheckoutService, carts: CartService): ResolverMap {
  const out = (ctx: RequestContext, r: Result<CartRow>) => ({
    cart: cartSource(ctx, carts, orThrow(r)),
  });
  const cartId = (
    input: { cart_id?: string | null } | null | undefined,
    missing: string = MSG.cartIdMissing,
  ) => {
    if (!input?.cart_id) throw inputError(missing);
    return input.cart_id;
  };

  return {
    Mutation: {
      setGuestEmailOnCart: async (_, { input }, ctx) =>
        out(ctx, await checkout.setGuestEmail(ctx, cartId(input), input?.email ?? '')),
      setShippingAddressesOnCart: async (_, { input }, ctx) =>
        out(
          ctx,
          await checkout.setShippingAddresses(ctx, cartId(input), input?.shipping_addresses ?? []),
        ),
      setBillingAddressOnCart: async (_, { input }, ctx) =>
        out(
          ctx,
          await checkout.setBillingAddress(ctx, cartId(input), input?.billing_address ?? {}),
        ),
      setShippingMethodsOnCart: async (_, { input }, ctx) =>
        out(
          ctx,
          await checkout.setShippingMethods(ctx, cartId(input), input?.shipping_methods ?? []),
        ),
      setPaymentMethodOnCart: async (_, { input }, ctx) =>
        out(
          ctx,
          await checkout.setPaymentMethod(
            ctx,
            cartId(input, MSG.cartIdMissingDot),
            input?.payment_method ?? {},
          ),
        ),
      setGiftOptionsOnCart: async (_, { input }, ctx) =>
        out(ctx, await checkout.setGiftMessage(ctx, cartId(input), input?.gift_message)),
      estimateShippingMethods: async (_, { input }, ctx) =>
        orThrow(await checkout.estimateShipping(ctx, cartId(input), input.address)).map((q) =>
          shapeRate(q, ctx.currency),
        ),
    },
    CartPrices: {
      gift_options: () => ({}),
    },
    CartAddressInterface: {
      resolveType: (a) =>
        'available_shipping_methods' in a ? 'ShippingCartAddress' : 'BillingCartAddress',
    },
    Cart: {
      gift_receipt_included: () => false,
      printed_card_included: () => false,
      gift_wrapping: () => null,
      available_gift_wrappings: () => [],
      shipping_addresses: async (cart, _, ctx) => {
        const view = await cart.view();
        if (!view.shippingAddress || view.isVirtual) return [];
        const a = view.shippingAddress;
        return [
          {
            ...shapeAddress(a),
            customer_notes: a.customer_notes,
            same_as_billing: a.same_as_billing,
            available_shipping_methods: view.shippingQuotes.map((q) => shapeRate(q, ctx.currency)),
            selected_shipping_method: view.selectedShipping
              ? shapeRate(view.selectedShipping, ctx.currency)
              : null,
          },
        ];
      },
      billing_address: async (cart, _, ctx) => {
        const { billing } = await checkout.addresses(ctx, cart.row.id);
        return billing ? shapeAddress(billing) : null;
      },
      available_payment_methods: async (cart, _, ctx) =>
        (await checkout.availablePaymentMethods(ctx, await cart.view())).map((m) => ({
          code: m.code,
          title: m.title,
          is_deferred: false,
        })),
      selected_payment_method: (cart) => {
        const code = cart.row.payment_method_code ?? '';
        const data = (cart.row.payment_data ?? {}) as Record<string, unknown>;
        return {
          code,
          title: PAYMENT_METHODS[code]?.title ?? '',
          purchase_order_number:
            typeof data.purchase_order_number === 'string' ? data.purchase_order_number : null,
        };
      },
      gift_message: (cart) => cart.row.gift_message ?? null,
    },
  };
}
