// Refunds of card orders through Braintree (the fake), as `npm run order:refund` does them: whole
// or in part, never more than was captured, a second full refund refused; an unsettled sale is
// voided instead of refunded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BraintreeGateway } from '../src/modules/payment/braintree-gateway.js';
import { refundOrder } from '../src/modules/sales/order-refund.js';
import { startApp, type TestApp } from './support/app.js';
import { startBraintreeFake, type BraintreeFake } from './support/braintree-fake.js';
import {
  addItem,
  newCart,
  pickSimpleProduct,
  placeOrder,
  readyForPayment,
  setPayment,
} from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';
import { runService } from './support/service-entry.js';

describe.each(testDbKinds())('order refunds through Braintree (%s)', (kind) => {
  let fake: BraintreeFake;
  let t: TestApp;
  let gateway: BraintreeGateway;

  /** A paid card order; its Braintree sale settled unless asked not to. */
  const paidOrder = async (settle = true) => {
    const id = await newCart(t);
    await addItem(t, id, (await pickSimpleProduct(t)).sku);
    await readyForPayment(t, id);
    expect(
      (
        await setPayment(t, id, {
          code: 'braintree',
          braintree: {
            payment_method_nonce: 'fake-valid-nonce',
            is_active_payment_token_enabler: false,
          },
        })
      ).errors,
    ).toBeUndefined();
    const placed = await placeOrder(t, id);
    expect(placed.data.placeOrder.errors).toEqual([]);
    const number = placed.data.placeOrder.orderV2.number as string;
    const sale = [...fake.transactions.values()].find((s) => s.orderId === number)!;
    if (settle) fake.settle(sale.id);
    return { number, sale, cents: Math.round(Number(sale.amount) * 100) };
  };
  const refund = (number: string, cents: number | null) =>
    refundOrder(t.handle.db, gateway, number, cents, new Date());

  beforeAll(async () => {
    fake = await startBraintreeFake();
    t = await startApp(kind, { env: { ...fake.env, BRAINTREE_CAPTURE: 'sale' } });
    gateway = new BraintreeGateway(t.config.braintree!);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('refunds part, then the rest, then refuses: nothing is refunded twice or beyond the capture', async () => {
    const { number, sale, cents } = await paidOrder();
    expect(await refund(number, cents + 1)).toEqual({
      ok: false,
      failure: { reason: 'too_much', leftCents: cents },
    });
    expect(await refund(number, 1000)).toEqual({
      ok: true,
      value: { refundedCents: 1000, totalRefundedCents: 1000, capturedCents: cents },
    });
    expect(await refund(number, cents)).toEqual({
      ok: false,
      failure: { reason: 'too_much', leftCents: cents - 1000 },
    });
    expect(await refund(number, null)).toEqual({
      ok: true,
      value: { refundedCents: cents - 1000, totalRefundedCents: cents, capturedCents: cents },
    });
    expect(await refund(number, null)).toEqual({ ok: false, failure: { reason: 'nothing_left' } });
    // Braintree holds two refunds of the sale, adding up to it.
    const credits = sale.refundIds.map((id) => fake.transactions.get(id)!);
    expect(credits.map((c) => c.amount)).toEqual(['10.00', ((cents - 1000) / 100).toFixed(2)]);
    const rows = await t.handle.db
      .selectFrom('payment_transaction')
      .select(['kind', 'status', 'amount'])
      .where('parent_reference', '=', sale.id)
      .where('kind', '=', 'refund')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { kind: 'refund', status: 'approved', amount: 1000 },
      { kind: 'refund', status: 'approved', amount: cents - 1000 },
    ]);
  });

  it('voids a sale that is not settled yet when the whole amount goes back; a part of it cannot be refunded yet', async () => {
    const { number, sale } = await paidOrder(false);
    expect(await refund(number, 500)).toEqual({ ok: false, failure: { reason: 'declined' } });
    expect(fake.transactions.get(sale.id)?.status).toBe('submitted_for_settlement');
    expect((await refund(number, null)).ok).toBe(true);
    expect(fake.transactions.get(sale.id)?.status).toBe('voided');
    expect(await refund(number, null)).toEqual({ ok: false, failure: { reason: 'nothing_left' } });
  });

  it('answers an unknown order', async () => {
    expect(await refund('999999999', null)).toEqual({
      ok: false,
      failure: { reason: 'not_found' },
    });
  });
});

describe('order:refund command', () => {
  it('explains its usage and refuses a bad amount before opening anything', async () => {
    const run = (...args: string[]) =>
      runService('cli/order-refund', args, { env: { PATH: process.env.PATH }, timeout: 60_000 });
    expect((await run('12')).stderr).toContain(
      'Usage: order-refund <9-digit order number> [amount, e.g. 12.50]',
    );
    expect((await run('100000001', '1.234')).stderr).toContain('Usage: order-refund');
    expect((await run('100000001', '0')).stderr).toContain('The amount must be positive.');
  });
});
