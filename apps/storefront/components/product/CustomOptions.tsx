// Customizable options (field, area, drop-down, radio, checkbox, multiple) with their price
// deltas. Plain form controls, server-rendered; add-to-cart sends them as `options[<uid>]`
// (lib/commerce/cart/cart-form.ts).
import { formatMoney, percentOf, percentToHundredths, type Money } from '@charter/shared/money';
import type { CustomOption, PriceType } from '@/lib/commerce/types';
import type { Translate } from '@/lib/i18n/catalog';
import styles from './product.module.css';

function delta(t: Translate, price: number | null, type: PriceType, base: Money | null): string {
  if (price === null || price === 0) return '';
  if (type === 'PERCENT') {
    const cents = base ? percentOf(base.cents, percentToHundredths(price)) : null;
    return t('catalog.product.percentDelta', {
      percent: price,
      price: cents === null ? '' : formatMoney({ cents, currency: base?.currency ?? 'USD' }),
    });
  }
  return t('catalog.product.priceDelta', {
    price: formatMoney({ cents: price, currency: base?.currency ?? 'USD' }),
  });
}

function Title({
  option,
  t,
  deltaText,
}: {
  option: CustomOption;
  t: Translate;
  deltaText?: string;
}) {
  return (
    <>
      {option.title}
      {option.required ? (
        <span className={styles.required}>
          {' '}
          * <span className={styles.srOnly}>({t('catalog.product.required')})</span>
        </span>
      ) : null}
      {deltaText ? <span className={styles.delta}> {deltaText}</span> : null}
    </>
  );
}

export function CustomOptions({
  options,
  basePrice,
  t,
}: {
  options: CustomOption[];
  basePrice: Money | null;
  t: Translate;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.custom} data-testid="custom-options">
      <legend>{t('catalog.product.customOptions')}</legend>
      {options.map((o) => {
        const id = `custom-${o.uid.replace(/[^A-Za-z0-9_-]/g, '')}`;
        const name = `options[${o.uid}]`;
        if (o.kind === 'field' || o.kind === 'area') {
          const hintId = `${id}-hint`;
          return (
            <div key={o.uid} className={styles.field}>
              <label htmlFor={id}>
                <Title option={o} t={t} deltaText={delta(t, o.price, o.priceType, basePrice)} />
              </label>
              {o.kind === 'field' ? (
                <input
                  id={id}
                  name={name}
                  type="text"
                  required={o.required}
                  maxLength={o.maxCharacters ?? undefined}
                  aria-describedby={o.maxCharacters ? hintId : undefined}
                />
              ) : (
                <textarea
                  id={id}
                  name={name}
                  rows={3}
                  required={o.required}
                  maxLength={o.maxCharacters ?? undefined}
                  aria-describedby={o.maxCharacters ? hintId : undefined}
                />
              )}
              {o.maxCharacters ? (
                <small id={hintId}>
                  {t('catalog.product.maxCharacters', { count: o.maxCharacters })}
                </small>
              ) : null}
            </div>
          );
        }
        if (o.kind === 'drop_down' || o.kind === 'multiple') {
          return (
            <div key={o.uid} className={styles.field}>
              <label htmlFor={id}>
                <Title option={o} t={t} />
              </label>
              <select
                id={id}
                name={name}
                required={o.required}
                multiple={o.kind === 'multiple'}
                defaultValue={o.kind === 'multiple' ? [] : ''}
              >
                {o.kind === 'drop_down' ? (
                  <option value="">{t('catalog.product.choose')}</option>
                ) : null}
                {o.values.map((v) => {
                  const d = delta(t, v.price, v.priceType, basePrice);
                  return (
                    <option key={v.uid} value={v.uid}>
                      {v.title}
                      {d ? ` (${d})` : ''}
                    </option>
                  );
                })}
              </select>
            </div>
          );
        }
        const type = o.kind === 'radio' ? 'radio' : 'checkbox';
        return (
          <fieldset key={o.uid} className={styles.choiceGroup}>
            <legend>
              <Title option={o} t={t} />
            </legend>
            {o.values.map((v) => {
              const d = delta(t, v.price, v.priceType, basePrice);
              return (
                <label key={v.uid} className={styles.choice}>
                  <input
                    type={type}
                    name={name}
                    value={v.uid}
                    required={type === 'radio' && o.required}
                  />
                  <span>{v.title}</span>
                  {d ? <span className={styles.delta}>{d}</span> : null}
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
