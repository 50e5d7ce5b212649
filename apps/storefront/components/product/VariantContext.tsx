'use client';
// The configurable product's chosen variant, shared by the small client islands of the product
// page (name, SKU, price, stock, gallery, option selector). Until a full combination is chosen
// they show the parent product.
import {
  createContext,
  useContext,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type {
  ConfigurableOption,
  GalleryItem,
  PriceInfo,
  StockStatus,
  Variant,
} from '@/lib/commerce/types';
import { Gallery, type GalleryLabels } from './Gallery';
import { PriceDisplay } from './PriceDisplay';
import styles from './product.module.css';
import {
  findVariant,
  isComplete,
  isValueAvailable,
  missingOptions,
  type Selection,
} from './variant-selection';

export interface VariantBase {
  sku: string;
  name: string;
  price: PriceInfo;
  stockStatus: StockStatus;
  gallery: GalleryItem[];
}

interface VariantState {
  options: ConfigurableOption[];
  variants: Variant[];
  selection: Selection;
  choose: (code: string, value: number) => void;
  /** The chosen variant, or null (incomplete or unavailable combination). */
  variant: Variant | null;
  current: VariantBase;
}

const VariantCtx = createContext<VariantState | null>(null);

export function useVariant(): VariantState {
  const ctx = useContext(VariantCtx);
  if (!ctx) throw new Error('useVariant outside VariantProvider');
  return ctx;
}

export function VariantProvider({
  options,
  variants,
  base,
  children,
}: {
  options: ConfigurableOption[];
  variants: Variant[];
  base: VariantBase;
  children: ReactNode;
}) {
  const [selection, setSelection] = useState<Selection>({});
  const value = useMemo<VariantState>(() => {
    const variant = findVariant(options, variants, selection);
    const current: VariantBase = variant
      ? {
          sku: variant.sku,
          name: variant.name,
          price: variant.price.final ? variant.price : base.price,
          stockStatus: variant.stockStatus,
          gallery: variant.gallery.length > 0 ? variant.gallery : base.gallery,
        }
      : base;
    return {
      options,
      variants,
      selection,
      choose: (code, v) => setSelection((s) => ({ ...s, [code]: v })),
      variant,
      current,
    };
  }, [options, variants, selection, base]);
  return <VariantCtx.Provider value={value}>{children}</VariantCtx.Provider>;
}

export function VariantName({ className }: { className?: string }) {
  const { current } = useVariant();
  return (
    <h1 className={className} data-testid="product-name">
      {current.name}
    </h1>
  );
}

export function VariantSku() {
  const { current } = useVariant();
  return <span data-testid="product-sku">{current.sku}</span>;
}

export function VariantPrice({
  labels,
}: {
  labels: { regular: string; final: string; asLowAs: string };
}) {
  const { current, variant, variants } = useVariant();
  // Until a variant is chosen, a price that varies by variant is a starting price.
  const from = current.price.final?.cents ?? 0;
  const varies = !variant && variants.some((v) => (v.price.final?.cents ?? from) !== from);
  return <PriceDisplay price={current.price} labels={labels} asLowAs={varies} />;
}

export function VariantStock({ labels }: { labels: { inStock: string; outOfStock: string } }) {
  const { current } = useVariant();
  const inStock = current.stockStatus === 'IN_STOCK';
  return (
    <p className={inStock ? styles.inStock : styles.outOfStock} data-testid="stock-status">
      {inStock ? labels.inStock : labels.outOfStock}
    </p>
  );
}

export function VariantGallery({ labels }: { labels: GalleryLabels }) {
  const { current } = useVariant();
  // A new variant starts its gallery at the first image.
  return <Gallery key={current.sku} items={current.gallery} labels={labels} />;
}

export interface OptionLabels {
  /** Template with {label}. */
  selected: string;
  /** Template with {label}. */
  unavailableValue: string;
  /** Template with {options}. */
  choose: string;
  unavailableCombination: string;
}

export function OptionSelector({ labels }: { labels: OptionLabels }) {
  const { options, variants, selection, choose, variant } = useVariant();
  if (options.length === 0) return null;
  const missing = missingOptions(options, selection);
  const complete = isComplete(options, selection);
  return (
    <div data-testid="configurable-options">
      {options.map((o) => {
        const chosen = o.values.find((v) => v.valueIndex === selection[o.code]);
        return (
          <fieldset key={o.code} className={styles.optionGroup} data-option={o.code}>
            <legend>
              {o.label}
              {chosen ? <span className={styles.selectedValue}>: {chosen.label}</span> : null}
            </legend>
            <ul className={styles.values}>
              {o.values.map((v) => {
                const available = isValueAvailable(variants, selection, o.code, v.valueIndex);
                const id = `opt-${o.code}-${v.valueIndex}`;
                const label = available
                  ? v.label
                  : labels.unavailableValue.replace('{label}', v.label);
                return (
                  <li
                    key={v.valueIndex}
                    className={`${styles.value} ${available ? '' : styles.unavailable}`}
                  >
                    <input
                      id={id}
                      type="radio"
                      name={`option-${o.code}`}
                      value={v.valueIndex}
                      checked={selection[o.code] === v.valueIndex}
                      onChange={() => choose(o.code, v.valueIndex)}
                      aria-label={label}
                      data-available={available}
                    />
                    {o.display === 'swatch' && v.swatch && v.swatch.type !== 'text' ? (
                      <span
                        className={styles.swatch}
                        title={label}
                        aria-hidden="true"
                        style={swatchStyle(v.swatch)}
                      />
                    ) : (
                      <span className={styles.textValue} aria-hidden="true">
                        {v.label}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
      <p className={styles.hint} role="status" aria-live="polite">
        {complete && !variant
          ? labels.unavailableCombination
          : missing.length > 0
            ? labels.choose.replace('{options}', missing.map((m) => m.label).join(', '))
            : ''}
      </p>
    </div>
  );
}

function swatchStyle(
  swatch: ConfigurableOption['values'][number]['swatch'],
): CSSProperties | undefined {
  if (!swatch) return undefined;
  if (swatch.type === 'color') return { backgroundColor: swatch.value };
  if (swatch.type === 'image') {
    const url = swatch.thumbnail || swatch.value;
    return /^(https?:)?\/\//.test(url) || url.startsWith('/')
      ? { backgroundImage: `url("${url.replace(/"/g, '%22')}")` }
      : undefined;
  }
  return undefined;
}
