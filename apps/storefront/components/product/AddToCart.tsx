'use client';
// The add-to-cart control of the product page: quantity and the button, inside the page's product
// form (so configurable choices and customizable options travel with it). The button submits to
// the addToCartAction server action through `formAction`, which also works before hydration.
// It stays disabled until a full, available configurable combination is chosen and the required
// customizable options are filled in. Success opens the 'Product Added to Cart' dialog and shows
// a toast; failure shows the spec's failure toast.
import { useCallback, useEffect, useRef, useState } from 'react';
import cartStyles from '@/components/cart/cart.module.css';
import {
  AddToCartSubmit,
  useAddToCartSubmission,
  type AddToCartLabels,
} from './add-to-cart-submit';
import styles from './product.module.css';
import { useVariant } from './VariantContext';

/** True when every customizable-option control of the form passes its own constraints. */
function optionsFilled(form: HTMLFormElement | null): boolean {
  if (!form) return false;
  const controls = form.querySelectorAll<
    HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
  >('[name^="options["]');
  return Array.from(controls).every((c) => c.validity.valid);
}

export function AddToCart({
  productName,
  sku,
  textOptionUids,
  hasRequiredOptions,
  labels,
}: {
  productName: string;
  sku: string;
  textOptionUids: string[];
  hasRequiredOptions: boolean;
  labels: AddToCartLabels;
}) {
  const { options, selection, variant, current } = useVariant();
  const submission = useAddToCartSubmission();
  const [quantity, setQuantity] = useState('1');
  // Before hydration the server cannot know whether required options are filled.
  const [filled, setFilled] = useState(!hasRequiredOptions);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const recheck = useCallback(() => setFilled(optionsFilled(buttonRef.current?.form ?? null)), []);
  useEffect(() => {
    const form = buttonRef.current?.form;
    if (!form) return;
    recheck();
    form.addEventListener('input', recheck);
    form.addEventListener('change', recheck);
    // React resets the form after an action: required options are empty again.
    form.addEventListener('reset', () => setTimeout(recheck));
    return () => {
      form.removeEventListener('input', recheck);
      form.removeEventListener('change', recheck);
    };
  }, [recheck]);

  const isConfigurable = options.length > 0;
  const chosen = options.map(
    (o) => o.values.find((v) => v.valueIndex === selection[o.code]) ?? null,
  );
  const complete = !isConfigurable || variant !== null;
  const inStock = current.stockStatus === 'IN_STOCK';
  const uidsKnown = chosen.every((v) => v?.uid);
  const hint = !complete
    ? labels.chooseFirst
    : !inStock
      ? labels.outOfStock
      : !filled
        ? labels.requiredOptions
        : '';

  return (
    <div className={styles.purchase}>
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="product_name" value={productName} />
      {textOptionUids.map((uid) => (
        <input key={uid} type="hidden" name="entered_uids" value={uid} />
      ))}
      {isConfigurable && variant ? (
        uidsKnown ? (
          chosen.map((v) => (
            <input key={v!.uid} type="hidden" name="selected_options" value={v!.uid ?? ''} />
          ))
        ) : (
          <input type="hidden" name="parent_sku" value={sku} />
        )
      ) : null}
      {isConfigurable && variant ? (
        <input type="hidden" name="variant_sku" value={variant.sku} />
      ) : null}
      <div className={cartStyles.quantityRow}>
        <label htmlFor="add-to-cart-qty">{labels.quantity}</label>
        <input
          id="add-to-cart-qty"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          step={1}
          required
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          className={cartStyles.quantityInput}
          data-testid="add-to-cart-qty"
        />
      </div>
      <AddToCartSubmit
        submission={submission}
        disabled={!complete || !inStock || !filled}
        hint={hint}
        labels={labels}
        buttonRef={buttonRef}
      />
    </div>
  );
}
