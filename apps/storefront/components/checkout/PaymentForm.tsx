'use client';
// The payment step: billing address (same as shipping, or its own form), payment method (card,
// Check / Money order, Purchase Order), the gift message, and 'Complete order' with a
// 'Processing...' state. Errors show on touched fields; a submit touches all and focuses the first.
import { useActionState, useCallback, useEffect, useRef } from 'react';
import { showToast } from '@/components/ui/Toast';
import {
  ADDRESS_FIELDS,
  CARD_PAYMENT_METHOD as CARD_METHOD,
  SAVED_CARD_METHOD,
  validateAddress,
  validateEmail,
  validateGiftMessage,
  type AddressField,
  type AddressValues,
  type FieldErrors,
} from '@/lib/commerce/checkout-validation';
import { placeOrderAction } from './actions';
import { AddressBookChoice, type SavedAddressOption } from './AddressBookChoice';
import { AddressFields, type AddressLabels, type RegionOption } from './AddressFields';
import { CardFields, type CardLabels } from './CardFields';
import { GiftMessageFields, type GiftMessageLabels } from './GiftMessageFields';
import { PaymentMethodChoice } from './PaymentMethodChoice';
import { CARD_FIELDS, isCardField, useCardCheck } from './use-card-check';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { TextField } from '@/components/forms/Field';
import formStyles from '@/components/forms/forms.module.css';
import styles from './checkout.module.css';
import { useFormFields } from '@/components/forms/use-form-fields';
import { useFocusFirstError } from '@/components/forms/use-focus-first-error';
import { useUnsavedChanges } from '@/components/forms/use-unsaved-changes';

export interface PaymentFormLabels extends GiftMessageLabels {
  billingTitle: string;
  sameAsShipping: string;
  billingAddress: string;
  email: string;
  method: string;
  methodRequired: string;
  poNumber: string;
  poRequired: string;
  placeOrder: string;
  processing: string;
  errorsTitle: string;
  postcodeInvalid: string;
  card: CardLabels;
  address: AddressLabels;
  newAddress: string;
  saveInBook: string;
  saveCard: string;
}

/** A signed-in customer: saved cards to pay with, the address book for billing, saving a new card. */
export interface PaymentAccount {
  cards: { choice: string; label: string }[];
  addresses: SavedAddressOption[];
  /** A saved address id, or 'new'. */
  initialBillingChoice: string;
}

type Values = AddressValues & {
  email: string;
  billing_same: string;
  payment_method: string;
  po_number: string;
  gift_enabled: string;
  gift_from: string;
  gift_to: string;
  gift_message: string;
  billing_choice: string;
};

const P = 'billing_';

export function PaymentForm({
  initialAddress,
  sameAsShipping,
  askEmail = null,
  methods,
  selectedMethod,
  countries,
  regions,
  account = null,
  labels,
  giftMessages = true,
}: {
  initialAddress: AddressValues;
  account?: PaymentAccount | null;
  sameAsShipping: boolean;
  /** A virtual cart skips the shipping step: its guest e-mail is asked here (initial value). */
  askEmail?: string | null;
  methods: { code: string; title: string }[];
  selectedMethod: string | null;
  countries: { id: string; name: string }[];
  regions: Record<string, RegionOption[]>;
  labels: PaymentFormLabels;
  /** Whether the endpoint takes a gift message with the order. */
  giftMessages?: boolean;
}) {
  const [state, formAction, pending] = useActionState(placeOrderAction, null);
  const formRef = useRef<HTMLFormElement>(null);
  const card = useCardCheck(formRef);
  // Each saved card is a choice of its own in place of the API's one 'Stored Cards' method.
  const savedCards = account && methods.some((m) => m.code === SAVED_CARD_METHOD) ? account.cards : [];
  const choices = methods.flatMap((m) =>
    m.code === SAVED_CARD_METHOD ? savedCards.map((c) => ({ code: c.choice, title: c.label })) : [{ code: m.code, title: m.title }],
  );
  const initialMethod =
    selectedMethod && choices.some((m) => m.code === selectedMethod)
      ? selectedMethod
      : (savedCards[0]?.choice ?? choices[0]?.code ?? '');
  const bookChoices = account && account.addresses.length > 0;

  const validate = useCallback(
    (v: Values): FieldErrors => {
      const e: FieldErrors = {};
      if (askEmail !== null) {
        const email = validateEmail(v.email);
        if (email) e.email = email;
      }
      if (v.billing_same !== 'on' && v.billing_choice === 'new') {
        for (const [k, msg] of Object.entries(validateAddress(v, { postcodeInvalid: labels.postcodeInvalid }))) e[`${P}${k}`] = msg;
      }
      if (!v.payment_method) e.payment_method = labels.methodRequired;
      if (v.payment_method === 'purchaseorder' && v.po_number.trim() === '') e.po_number = labels.poRequired;
      if (v.gift_enabled === 'on') {
        const g = validateGiftMessage({ giftFrom: v.gift_from, giftTo: v.gift_to, giftMessage: v.gift_message });
        if (g.giftFrom) e.gift_from = g.giftFrom;
        if (g.giftTo) e.gift_to = g.giftTo;
        if (g.giftMessage) e.gift_message = g.giftMessage;
      }
      return e;
    },
    [askEmail, labels.methodRequired, labels.poRequired, labels.postcodeInvalid],
  );
  const f = useFormFields<Values>(
    {
      ...initialAddress,
      email: askEmail ?? '',
      billing_same: sameAsShipping ? 'on' : '',
      payment_method: initialMethod,
      po_number: '',
      gift_enabled: '',
      gift_from: '',
      gift_to: '',
      gift_message: '',
      billing_choice: account?.initialBillingChoice ?? 'new',
    },
    validate,
  );
  useUnsavedChanges(f.dirty && !pending);
  useFocusFirstError(formRef, f.submits);

  const lastAt = useRef(0);
  useEffect(() => {
    if (state?.ok !== false || state.at === lastAt.current) return;
    lastAt.current = state.at;
    card.reset();
    if (state.message) showToast({ message: state.message, status: 'error' });
  }, [state, card.reset]);

  const isCard = f.values.payment_method === CARD_METHOD;
  const serverErrors = state?.ok === false ? (state.fieldErrors ?? {}) : {};
  const errorFor = (name: string): string | undefined => {
    if (isCardField(name)) return card.errorFor(name);
    return f.visibleError(name) ?? (f.touched[name] ? undefined : serverErrors[name]);
  };
  const set = (name: keyof Values & string, value: string) => f.set(name, value);

  const order = [
    ...(askEmail !== null ? ['email'] : []),
    ...(f.values.billing_same === 'on' || f.values.billing_choice !== 'new' ? [] : ADDRESS_FIELDS.map((a) => `${P}${a}`)),
    'payment_method',
    ...(isCard ? Object.keys(CARD_FIELDS) : []),
    'po_number',
    'gift_from',
    'gift_to',
    'gift_message',
  ];
  const summary = f.submits > 0 ? order.filter((id) => errorFor(id)).map((id) => ({ fieldId: id, message: errorFor(id) as string })) : [];

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      onSubmit={(e) => {
        const cardErrors = isCard ? card.check() : {};
        if (isCard) card.touchAll();
        if (!f.attempt(cardErrors)) e.preventDefault();
      }}
      data-testid="payment-form"
    >
      <ErrorSummary title={labels.errorsTitle} errors={summary} />
      {state?.ok === false && state.message ? (
        <p className={formStyles.formError} role="alert" data-testid="checkout-error">
          {state.message}
        </p>
      ) : null}

      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{labels.billingTitle}</legend>
        {askEmail !== null ? (
          <TextField
            id="email"
            name="email"
            type="email"
            label={labels.email}
            required
            value={f.values.email}
            onChange={(v) => set('email', v)}
            onBlur={() => f.touch('email')}
            error={errorFor('email')}
          />
        ) : null}
        {sameAsShipping ? (
          <label className={formStyles.checkbox}>
            <input
              type="checkbox"
              name="billing_same"
              checked={f.values.billing_same === 'on'}
              onChange={(e) => set('billing_same', e.target.checked ? 'on' : '')}
            />
            {labels.sameAsShipping}
          </label>
        ) : null}
        {f.values.billing_same !== 'on' && bookChoices ? (
          <AddressBookChoice
            name="billing_choice"
            legend={labels.billingAddress}
            newLabel={labels.newAddress}
            options={account.addresses}
            value={f.values.billing_choice}
            onChange={(v) => set('billing_choice', v)}
          />
        ) : null}
        {f.values.billing_same === 'on' || f.values.billing_choice !== 'new' ? null : (
          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.legend}>{bookChoices ? labels.newAddress : labels.billingAddress}</legend>
            <AddressFields
              prefix={P}
              section="billing"
              values={f.values}
              onChange={(field: AddressField, v) => set(field, v)}
              onBlur={(field) => f.touch(`${P}${field}`)}
              errorFor={(field) => errorFor(`${P}${field}`)}
              countries={countries}
              regions={regions}
              labels={labels.address}
            />
          </fieldset>
        )}
      </fieldset>

      <PaymentMethodChoice
        legend={labels.method}
        choices={choices}
        value={f.values.payment_method}
        onChange={(code) => set('payment_method', code)}
        error={errorFor('payment_method')}
      />

      {isCard ? (
        <CardFields
          labels={labels.card}
          saveLabel={account ? labels.saveCard : null}
          errorFor={errorFor}
          onBlur={(name) => {
            card.touch(name);
            card.check();
          }}
        />
      ) : null}
      {f.values.payment_method === 'purchaseorder' ? (
        <TextField
          id="po_number"
          name="po_number"
          label={labels.poNumber}
          required
          value={f.values.po_number}
          onChange={(v) => set('po_number', v)}
          onBlur={() => f.touch('po_number')}
          error={errorFor('po_number')}
          maxLength={64}
        />
      ) : null}

      {giftMessages ? (
        <GiftMessageFields labels={labels} values={f.values} onChange={set} onBlur={(name) => f.touch(name)} errorFor={errorFor} />
      ) : null}

      <button type="submit" className={`${formStyles.primaryButton} ${styles.placeOrder}`} disabled={pending} aria-busy={pending || undefined} data-testid="place-order">
        {pending ? labels.processing : labels.placeOrder}
      </button>
    </form>
  );
}
