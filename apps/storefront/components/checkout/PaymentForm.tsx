'use client';
// The payment step: billing address (same as shipping, or its own form), payment method (card,
// Check / Money order, Purchase Order), the gift message, and 'Complete order' with a
// 'Processing...' state. Errors show on touched fields; a submit touches all and focuses the first.
import { useActionState, useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '@/components/ui/Toast';
import { Captcha } from '@/components/account/auth/Captcha';
import {
  CARD_PAYMENT_METHOD as CARD_METHOD,
  type AddressValues,
} from '@/lib/commerce/checkout/checkout-validation';
import { placeOrderAction } from './actions';
import { braintreeClientTokenAction } from './braintree-actions';
import type { SavedAddressOption } from './AddressBookChoice';
import { BillingFields, type BillingLabels } from './BillingFields';
import { CardFields, type CardLabels } from './CardFields';
import { GiftMessageFields, type GiftMessageLabels } from './GiftMessageFields';
import { PaymentMethodChoice } from './PaymentMethodChoice';
import {
  initialPaymentChoice,
  paymentChoices,
  paymentErrorOrder,
  paymentFormErrors,
  type PaymentValues,
} from './payment-form-rules';
import { isCardField, useCardCheck } from './use-card-check';
import type { RegionOption } from '@/components/forms/AddressFields';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { TextField } from '@/components/forms/Field';
import { serverFieldErrors, shownError, summaryOf } from '@/components/forms/form-errors';
import formStyles from '@/components/forms/forms.module.css';
import styles from './checkout.module.css';
import { useConformFields } from '@/components/forms/use-conform-fields';
import { useFocusFirstError } from '@/components/forms/use-focus-first-error';
import { useUnsavedChanges } from '@/components/forms/use-unsaved-changes';

export interface PaymentFormLabels extends GiftMessageLabels, BillingLabels {
  method: string;
  methodRequired: string;
  poNumber: string;
  poRequired: string;
  /** The captcha widget's label. */
  captcha?: string;
  placeOrder: string;
  processing: string;
  errorsTitle: string;
  postcodeInvalid: string;
  card: CardLabels;
  saveInBook: string;
  /** The confirm shown when a link is clicked with unsaved changes. */
  unsaved: string;
  saveCard: string;
  /** Shown when the browser could not turn the card into a gateway nonce. */
  cardInvalid: string;
}

/** A signed-in customer: saved cards to pay with, the address book for billing, saving a new card. */
export interface PaymentAccount {
  cards: { choice: string; label: string }[];
  addresses: SavedAddressOption[];
  /** A saved address id, or 'new'. */
  initialBillingChoice: string;
}

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
  captchaSiteKey = null,
  hostedCard = false,
}: {
  /** Braintree: the browser tokenises the card fields; only the nonce is submitted (docs/decisions/1325). */
  hostedCard?: boolean;
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
  /**
   * reCAPTCHA site key. The API asks for an answer after a declined card (docs/decisions/0556), so
   * the widget is shown once an attempt has failed, and asks afresh after each further failure.
   */
  captchaSiteKey?: string | null;
}) {
  const [state, formAction, pending] = useActionState(placeOrderAction, null);
  const formRef = useRef<HTMLFormElement>(null);
  const card = useCardCheck(formRef);
  const { savedCards, choices } = paymentChoices(methods, account?.cards ?? null);
  const asksEmail = askEmail !== null;
  const nonceRef = useRef<HTMLInputElement>(null);
  /** Set for the one submit that carries a fresh nonce. */
  const nonceReady = useRef(false);
  const [tokenising, setTokenising] = useState(false);

  const { methodRequired, poRequired, postcodeInvalid } = labels;
  const validate = useCallback(
    (v: PaymentValues) =>
      paymentFormErrors(v, { methodRequired, poRequired, postcodeInvalid }, asksEmail),
    [asksEmail, methodRequired, poRequired, postcodeInvalid],
  );
  const f = useConformFields<PaymentValues>(
    {
      ...initialAddress,
      email: askEmail ?? '',
      billing_same: sameAsShipping ? 'on' : '',
      payment_method: initialPaymentChoice(selectedMethod, choices, savedCards),
      po_number: '',
      gift_enabled: '',
      gift_from: '',
      gift_to: '',
      gift_message: '',
      billing_choice: account?.initialBillingChoice ?? 'new',
    },
    validate,
  );
  useUnsavedChanges(f.dirty && !pending, labels.unsaved);
  useFocusFirstError(formRef, f.submits);

  const lastAt = useRef(0);
  useEffect(() => {
    if (state?.ok !== false || state.at === lastAt.current) return;
    lastAt.current = state.at;
    card.reset();
    if (state.message) showToast({ message: state.message, status: 'error' });
  }, [state, card.reset]);

  const isCard = f.values.payment_method === CARD_METHOD;
  const fieldError = shownError(f, serverFieldErrors(state));
  const errorFor = (name: string): string | undefined =>
    isCardField(name) ? card.errorFor(name) : fieldError(name);
  const set = (name: keyof PaymentValues & string, value: string) => f.set(name, value);
  const summary = summaryOf(f.submits, paymentErrorOrder(f.values, asksEmail, isCard), errorFor);
  const busy = pending || tokenising;

  /** Braintree: card fields -> nonce in the browser (braintree-web, loaded now), then the real submit. */
  const tokeniseThenSubmit = async () => {
    const form = formRef.current;
    if (!form || !nonceRef.current) return;
    nonceRef.current.value = '';
    const read = (id: string) =>
      (form.elements.namedItem(id) as HTMLInputElement | null)?.value ?? '';
    setTokenising(true);
    try {
      const [clientToken, { braintreeNonce }] = await Promise.all([
        braintreeClientTokenAction(),
        import('./braintree-card'),
      ]);
      const nonce = clientToken
        ? await braintreeNonce(clientToken, {
            number: read('card_number'),
            expMonth: read('card_exp_month'),
            expYear: read('card_exp_year'),
            cvv: read('card_cvv'),
          })
        : null;
      if (!nonce) {
        showToast({ message: labels.cardInvalid, status: 'error' });
        return;
      }
      nonceRef.current.value = nonce;
      nonceReady.current = true;
      form.requestSubmit();
    } finally {
      setTokenising(false);
    }
  };

  return (
    <form
      ref={formRef}
      id={f.formId}
      action={formAction}
      noValidate
      onSubmit={(e) => {
        if (nonceReady.current) {
          nonceReady.current = false;
          return;
        }
        const sending = f.submit(e, () => {
          if (!isCard) return {};
          card.touchAll();
          return card.check();
        });
        if (!sending || !isCard || !hostedCard) return;
        e.preventDefault();
        void tokeniseThenSubmit();
      }}
      data-testid="payment-form"
    >
      <ErrorSummary title={labels.errorsTitle} errors={summary} />
      {state?.ok === false && state.message ? (
        <p className={formStyles.formError} role="alert" data-testid="checkout-error">
          {state.message}
        </p>
      ) : null}

      <BillingFields
        labels={labels}
        values={f.values}
        set={set}
        touch={f.touch}
        errorFor={errorFor}
        askEmail={asksEmail}
        sameAsShipping={sameAsShipping}
        addresses={account?.addresses ?? []}
        countries={countries}
        regions={regions}
      />

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
          named={!hostedCard}
          errorFor={errorFor}
          onBlur={(name) => {
            card.touch(name);
            card.check();
          }}
        />
      ) : null}
      {hostedCard ? (
        <input type="hidden" name="payment_nonce" ref={nonceRef} defaultValue="" />
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
        <GiftMessageFields
          labels={labels}
          values={f.values}
          onChange={set}
          onBlur={(name) => f.touch(name)}
          errorFor={errorFor}
        />
      ) : null}

      {captchaSiteKey && state?.ok === false ? (
        <Captcha
          siteKey={captchaSiteKey}
          label={labels.captcha ?? 'Verification'}
          resetKey={state.at}
        />
      ) : null}

      <button
        type="submit"
        className={`${formStyles.primaryButton} ${styles.placeOrder}`}
        disabled={busy}
        aria-busy={busy || undefined}
        data-testid="place-order"
      >
        {busy ? labels.processing : labels.placeOrder}
      </button>
    </form>
  );
}
