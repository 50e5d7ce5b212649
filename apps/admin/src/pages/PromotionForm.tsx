// The coupon form, for a new rule and for an edit: the fields the admin API takes
// (AdminCartRuleInput). Here only the shape is checked (something entered, a number where a number
// goes); the bounds are the API's, and its refusal shows beside the field it names
// (extensions.field, docs/decisions/1470 and 1471).
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { ApiResult } from '../api/client';
import { Field } from '../components/Field';
import type {
  AdminCartRuleFieldsFragment,
  AdminCartRuleInput,
  AdminDiscountType,
} from '../generated/graphql';

export const DISCOUNT_TYPES: { code: AdminDiscountType; label: string }[] = [
  { code: 'PERCENT', label: 'Percent of the price' },
  { code: 'FIXED_PER_ITEM', label: 'Fixed amount off each unit' },
  { code: 'FIXED_CART', label: 'Fixed amount off the cart' },
  { code: 'NONE', label: 'No discount (free shipping only)' },
];

const NUMBER = /^-?\d+(\.\d+)?$/;
const WHOLE = /^-?\d+$/;
const optional = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || pattern.test(v), message);

const schema = z
  .object({
    name: z.string().trim().min(1, 'Enter the rule’s name.'),
    label: z.string().trim(),
    code: z.string().trim().min(1, 'Enter a coupon code.'),
    is_active: z.boolean(),
    discount_type: z.enum(['PERCENT', 'FIXED_PER_ITEM', 'FIXED_CART', 'NONE']),
    discount_amount: z.string().trim(),
    free_shipping: z.boolean(),
    min_subtotal: optional(NUMBER, 'Enter an amount such as 50 or 49.99, or leave it empty.'),
    from_date: z.string(),
    to_date: z.string(),
    uses_per_coupon: optional(WHOLE, 'Enter a whole number, or leave it empty for no limit.'),
    uses_per_customer: optional(WHOLE, 'Enter a whole number, or leave it empty for no limit.'),
  })
  .refine(
    (v) =>
      (v.discount_type === 'NONE' && v.discount_amount === '') || NUMBER.test(v.discount_amount),
    { path: ['discount_amount'], message: 'Enter a number such as 10 or 12.50.' },
  );

export type RuleValues = z.infer<typeof schema>;
const FIELDS: readonly Path<RuleValues>[] = [
  'name',
  'label',
  'code',
  'discount_type',
  'discount_amount',
  'free_shipping',
  'min_subtotal',
  'from_date',
  'to_date',
  'uses_per_coupon',
  'uses_per_customer',
];
const isField = (f: string | null | undefined): f is Path<RuleValues> =>
  FIELDS.some((name) => name === f);

/** The form's starting values: empty for a new rule, the rule's own for an edit. */
export function valuesOf(rule?: AdminCartRuleFieldsFragment): RuleValues {
  const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    name: rule?.name ?? '',
    label: rule && rule.label !== rule.name ? rule.label : '',
    code: rule?.code ?? '',
    is_active: rule?.is_active ?? true,
    discount_type: rule?.discount_type ?? 'PERCENT',
    discount_amount: rule && rule.discount_type !== 'NONE' ? String(rule.discount_amount) : '',
    free_shipping: rule?.free_shipping ?? false,
    min_subtotal: text(rule?.min_subtotal),
    // The API answers the window's instants in UTC; the form edits whole UTC days.
    from_date: rule?.from_date?.slice(0, 10) ?? '',
    to_date: rule?.to_date?.slice(0, 10) ?? '',
    uses_per_coupon: text(rule?.uses_per_coupon),
    uses_per_customer: text(rule?.uses_per_customer),
  };
}

function inputOf(v: RuleValues): AdminCartRuleInput {
  const num = (s: string) => (s === '' ? null : Number(s));
  return {
    name: v.name,
    label: v.label === '' ? null : v.label,
    code: v.code,
    is_active: v.is_active,
    discount_type: v.discount_type,
    discount_amount: v.discount_amount === '' ? 0 : Number(v.discount_amount),
    free_shipping: v.free_shipping,
    min_subtotal: num(v.min_subtotal),
    from_date: v.from_date || null,
    to_date: v.to_date || null,
    uses_per_coupon: num(v.uses_per_coupon),
    uses_per_customer: num(v.uses_per_customer),
  };
}

type Props = {
  rule?: AdminCartRuleFieldsFragment;
  submitLabel: string;
  /** Sends the input; answers the saved rule or the API's refusal. */
  save: (input: AdminCartRuleInput) => Promise<ApiResult<AdminCartRuleFieldsFragment>>;
  onSaved: (rule: AdminCartRuleFieldsFragment) => void;
};

export function PromotionForm({ rule, submitLabel, save, onSaved }: Props) {
  const form = useForm<RuleValues>({ resolver: zodResolver(schema), values: valuesOf(rule) });
  const [problem, setProblem] = useState<string | null>(null);
  const type = useWatch({ control: form.control, name: 'discount_type' });
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const r = await save(inputOf(values));
    if (r.ok) {
      onSaved(r.data);
      return;
    }
    const field = r.failure.kind === 'graphql' ? r.failure.errors[0]?.field : null;
    if (isField(field))
      form.setError(field, { type: 'server', message: r.failure.message }, { shouldFocus: true });
    else setProblem(r.failure.message);
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="promo-form">
      <fieldset>
        <legend>Coupon</legend>
        <Field label="Name" error={errors.name?.message}>
          <input autoComplete="off" {...form.register('name')} />
        </Field>
        <Field
          label="Label"
          hint="What the shopper sees beside the discount; the name when empty."
          error={errors.label?.message}
        >
          <input autoComplete="off" {...form.register('label')} />
        </Field>
        <Field
          label="Coupon code"
          hint="3 to 32 letters, digits, hyphens or underscores; matched without regard to case."
          error={errors.code?.message}
        >
          <input autoComplete="off" spellCheck={false} {...form.register('code')} />
        </Field>
        {rule ? null : (
          <div className="promo-check">
            <input id="promo-active" type="checkbox" {...form.register('is_active')} />
            <label htmlFor="promo-active">Active as soon as it is saved</label>
          </div>
        )}
      </fieldset>
      <fieldset>
        <legend>Discount</legend>
        <Field label="Discount type" error={errors.discount_type?.message}>
          <select {...form.register('discount_type')}>
            {DISCOUNT_TYPES.map((t) => (
              <option key={t.code} value={t.code}>
                {t.label}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="Discount amount"
          hint={
            type === 'PERCENT'
              ? 'In percent, e.g. 10 or 12.5.'
              : type === 'NONE'
                ? 'None: leave it empty.'
                : 'In dollars, e.g. 5 or 7.50.'
          }
          error={errors.discount_amount?.message}
        >
          <input inputMode="decimal" autoComplete="off" {...form.register('discount_amount')} />
        </Field>
        <div className="promo-check">
          <input
            id="promo-free-shipping"
            type="checkbox"
            aria-invalid={errors.free_shipping ? true : undefined}
            aria-describedby={errors.free_shipping ? 'promo-free-shipping-error' : undefined}
            {...form.register('free_shipping')}
          />
          <label htmlFor="promo-free-shipping">Free shipping</label>
          {errors.free_shipping ? (
            <p className="field-error" id="promo-free-shipping-error">
              {errors.free_shipping.message}
            </p>
          ) : null}
        </div>
      </fieldset>
      <fieldset>
        <legend>Conditions</legend>
        <Field
          label="Minimum subtotal"
          hint="In dollars; empty for none."
          error={errors.min_subtotal?.message}
        >
          <input inputMode="decimal" autoComplete="off" {...form.register('min_subtotal')} />
        </Field>
        <Field
          label="Valid from (UTC)"
          hint="From the start of that day; empty for now."
          error={errors.from_date?.message}
        >
          <input type="date" {...form.register('from_date')} />
        </Field>
        <Field
          label="Valid to (UTC)"
          hint="To the end of that day; empty for no end."
          error={errors.to_date?.message}
        >
          <input type="date" {...form.register('to_date')} />
        </Field>
        <Field
          label="Uses per coupon"
          hint="Orders in all; empty for no limit."
          error={errors.uses_per_coupon?.message}
        >
          <input inputMode="numeric" autoComplete="off" {...form.register('uses_per_coupon')} />
        </Field>
        <Field
          label="Uses per customer"
          hint="Orders by one signed-in customer; empty for no limit."
          error={errors.uses_per_customer?.message}
        >
          <input inputMode="numeric" autoComplete="off" {...form.register('uses_per_customer')} />
        </Field>
      </fieldset>
      {problem ? (
        <p role="alert" className="error">
          {problem}
        </p>
      ) : null}
      <button type="submit" disabled={form.formState.isSubmitting}>
        {submitLabel}
      </button>
    </form>
  );
}
