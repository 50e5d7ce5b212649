// The actions on one order's page: record an offline payment, ship with a carrier and tracking
// number, cancel (after a confirmation) and refund an amount. Each answers the order as it is now.
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { execute, request } from '../api/client';
import { Field } from '../components/Field';
import {
  AdminCancelOrderDocument,
  AdminOrderOptionsDocument,
  AdminRecordOrderPaymentDocument,
  AdminRefundOrderDocument,
  AdminShipOrderDocument,
  type AdminOrderFieldsFragment,
} from '../generated/graphql';
import { centsToAmount, formatCents } from '../money';

type Order = AdminOrderFieldsFragment;
/** Runs a mutation; answers the new order or shows the refusal. */
export type Run = (
  call: () => Promise<{ ok: true; order: Order } | { ok: false; message: string }>,
  done: string,
) => Promise<boolean>;

const shipSchema = z
  .object({
    carrier_code: z.string().min(1, 'Choose a carrier.'),
    carrier_title: z.string().trim().max(64, 'At most 64 characters.'),
    track_number: z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9 -]{2,63}$/,
        'Enter 3 to 64 letters, digits, spaces or dashes.',
      ),
  })
  .refine((v) => v.carrier_code !== 'custom' || v.carrier_title !== '', {
    path: ['carrier_title'],
    message: 'Enter the carrier’s name.',
  });
type ShipValues = z.infer<typeof shipSchema>;

export function ShipForm({ order, busy, run }: { order: Order; busy: boolean; run: Run }) {
  const options = useQuery({
    queryKey: ['order-options'],
    queryFn: () => request(AdminOrderOptionsDocument),
    staleTime: Infinity,
  });
  const form = useForm<ShipValues>({
    resolver: zodResolver(shipSchema),
    defaultValues: { carrier_code: '', carrier_title: '', track_number: '' },
  });
  const custom = useWatch({ control: form.control, name: 'carrier_code' }) === 'custom';
  const onSubmit = form.handleSubmit(async (v) => {
    const shipped = await run(async () => {
      const r = await execute(AdminShipOrderDocument, {
        input: { number: order.number, ...v, carrier_title: custom ? v.carrier_title : null },
      });
      return r.ok
        ? { ok: true, order: r.data.adminShipOrder }
        : { ok: false, message: r.failure.message };
    }, 'The order is shipped; the customer was e-mailed the tracking number.');
    if (shipped) form.reset();
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="ship-heading">
      <h3 id="ship-heading">Ship</h3>
      <Field label="Carrier" error={errors.carrier_code?.message}>
        <select {...form.register('carrier_code')}>
          <option value="">Choose a carrier</option>
          {(options.data?.adminTrackingCarriers ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.title ?? 'Other carrier'}
            </option>
          ))}
        </select>
      </Field>
      {custom ? (
        <Field label="Carrier name" error={errors.carrier_title?.message}>
          <input {...form.register('carrier_title')} />
        </Field>
      ) : null}
      <Field label="Tracking number" error={errors.track_number?.message}>
        <input autoComplete="off" {...form.register('track_number')} />
      </Field>
      <button type="submit" disabled={busy}>
        Ship order
      </button>
    </form>
  );
}

export function RefundForm({ order, busy, run }: { order: Order; busy: boolean; run: Run }) {
  const left = order.refundable_cents;
  const schema = z.object({
    amount: z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, 'Enter an amount such as 12.50.')
      .refine((v) => Math.round(Number(v) * 100) > 0, 'Enter an amount greater than zero.')
      .refine(
        (v) => Math.round(Number(v) * 100) <= left,
        `At most ${formatCents(left, order.currency)} is left to refund.`,
      ),
  });
  const form = useForm<{ amount: string }>({
    resolver: zodResolver(schema),
    values: { amount: centsToAmount(left) },
  });
  const onSubmit = form.handleSubmit(async ({ amount }) => {
    await run(
      async () => {
        const r = await execute(AdminRefundOrderDocument, { number: order.number, amount });
        return r.ok
          ? { ok: true, order: r.data.adminRefundOrder }
          : { ok: false, message: r.failure.message };
      },
      `Refunded ${formatCents(Math.round(Number(amount) * 100), order.currency)}.`,
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="refund-heading">
      <h3 id="refund-heading">Refund</h3>
      <Field
        label={`Amount (${order.currency})`}
        hint={`Up to ${formatCents(left, order.currency)}${order.payment_method === 'checkmo' || order.payment_method === 'purchaseorder' ? ', returned offline' : ', through the payment gateway'}.`}
        error={form.formState.errors.amount?.message}
      >
        <input inputMode="decimal" {...form.register('amount')} />
      </Field>
      <button type="submit" disabled={busy}>
        Refund
      </button>
    </form>
  );
}

export function CancelAction({ order, busy, run }: { order: Order; busy: boolean; run: Run }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const show = () => {
    dialog.current?.showModal();
    setOpen(true);
  };
  const close = () => {
    dialog.current?.close();
    setOpen(false);
  };
  const confirm = async () => {
    close();
    await run(async () => {
      const r = await execute(AdminCancelOrderDocument, { number: order.number });
      return r.ok
        ? { ok: true, order: r.data.adminCancelOrder }
        : { ok: false, message: r.failure.message };
    }, 'The order is cancelled.');
  };
  const refund = order.refundable_cents;
  return (
    <div>
      <h3>Cancel</h3>
      <button
        type="button"
        disabled={busy}
        onClick={show}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        Cancel order…
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="cancel-title"
        aria-describedby="cancel-text"
        onClose={() => setOpen(false)}
      >
        <h2 id="cancel-title">Cancel order {order.number}?</h2>
        <p id="cancel-text">
          {refund > 0
            ? `${formatCents(refund, order.currency)} will be refunded, then the stock, gift card balances and coupon use come back. `
            : 'The stock, gift card balances and coupon use come back. '}
          This cannot be undone.
        </p>
        <button type="button" onClick={() => void confirm()}>
          Yes, cancel the order
        </button>{' '}
        <button type="button" onClick={close}>
          Keep the order
        </button>
      </dialog>
    </div>
  );
}

export function RecordPaymentAction({
  order,
  busy,
  run,
}: {
  order: Order;
  busy: boolean;
  run: Run;
}) {
  const pay = () =>
    run(async () => {
      const r = await execute(AdminRecordOrderPaymentDocument, { number: order.number });
      return r.ok
        ? { ok: true, order: r.data.adminRecordOrderPayment }
        : { ok: false, message: r.failure.message };
    }, 'The payment is recorded; the order’s gift cards are active.');
  return (
    <div>
      <h3>Payment</h3>
      <p>{order.payment_method_title}: record it once the money has arrived.</p>
      <button type="button" disabled={busy} onClick={() => void pay()}>
        Record payment received
      </button>
    </div>
  );
}
