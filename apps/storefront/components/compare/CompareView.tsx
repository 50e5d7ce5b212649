// The /compare page: products side by side (image, name, SKU, price, stock, the comparable
// attributes), with remove, clear all and add to cart. Products are columns; the first column
// (the row names) stays fixed while the table scrolls sideways on narrow screens.
import Link from '@/components/ui/Link';
import { EMPTY_COMPARE_VIEW, type CompareRead } from '@/lib/commerce/catalog/compare-adapter';
import { dataOr, isAbsent } from '@/lib/result';
import { formatMoney } from '@charter/shared/money';
import type { Translate } from '@/lib/i18n/catalog';
import cartStyles from '@/components/cart/cart.module.css';
import { MerchantHtml } from '@/components/product/MerchantHtml';
import { ClearCompare, CompareAddToCart, RemoveFromCompare } from './CompareControls';
import styles from './compare.module.css';

export function CompareView({ read, t }: { read: CompareRead; t: Translate }) {
  const { products, attributes } = dataOr(read, EMPTY_COMPARE_VIEW);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('compare.title')}</h1>
      {products.length === 0 ? (
        <div className={styles.empty} data-testid="compare-empty">
          <p>{!read.ok && !isAbsent(read.error) ? t('compare.unavailable') : t('compare.empty')}</p>
          <Link href="/" className={cartStyles.secondaryButton}>
            {t('compare.emptyContinue')}
          </Link>
        </div>
      ) : (
        <>
          <div className={styles.toolbar}>
            <p className={styles.count} data-testid="compare-count" aria-live="polite">
              {products.length === 1
                ? t('compare.countOne')
                : t('compare.count', { count: products.length })}
            </p>
            <ClearCompare
              labels={{
                clear: t('compare.clear'),
                confirm: t('compare.clearConfirm'),
                working: t('compare.working'),
              }}
            />
          </div>
          <p className={styles.hint} id="compare-hint">
            {t('compare.scrollHint')}
          </p>
          {/* Focusable so keyboard users can scroll it; named for screen readers. */}
          <div
            className={styles.scroller}
            role="region"
            aria-label={t('compare.caption')}
            aria-describedby="compare-hint"
            tabIndex={0}
            data-testid="compare-scroller"
          >
            <table className={styles.table} data-testid="compare-table">
              <caption className={styles.srOnly}>{t('compare.caption')}</caption>
              <thead>
                <tr>
                  <td className={styles.rowHead}>
                    <span className={styles.srOnly}>{t('compare.row.product')}</span>
                  </td>
                  {products.map((p) => (
                    <th key={p.uid} scope="col" data-testid="compare-product" data-sku={p.sku}>
                      <div className={styles.product}>
                        {p.image ? (
                          // Plain img: media URLs come from the configured commerce host (as the product tiles).
                          <img
                            src={p.image.url}
                            alt=""
                            className={styles.image}
                            width={220}
                            height={140}
                            loading="lazy"
                            decoding="async"
                          />
                        ) : null}
                        <p className={styles.name}>
                          <Link href={p.href}>{p.name}</Link>
                        </p>
                        <RemoveFromCompare
                          productUid={p.uid}
                          name={p.name}
                          labels={{
                            remove: t('compare.remove'),
                            removeNamed: t('compare.removeNamed', { name: p.name }),
                            working: t('compare.working'),
                          }}
                        />
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row" className={styles.rowHead}>
                    {t('compare.row.sku')}
                  </th>
                  {products.map((p) => (
                    <td key={p.uid} data-testid="compare-sku">
                      {p.displaySku}
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row" className={styles.rowHead}>
                    {t('compare.row.price')}
                  </th>
                  {products.map((p) => (
                    <td key={p.uid}>{p.price ? formatMoney(p.price) : ''}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row" className={styles.rowHead}>
                    {t('compare.row.stock')}
                  </th>
                  {products.map((p) => (
                    <td key={p.uid} className={p.inStock ? undefined : styles.outOfStock}>
                      {p.inStock ? t('compare.inStock') : t('compare.outOfStock')}
                    </td>
                  ))}
                </tr>
                {attributes.map((a) => (
                  <tr key={a.code} data-testid="compare-attribute" data-code={a.code}>
                    <th scope="row" className={styles.rowHead}>
                      {a.label}
                    </th>
                    {products.map((p) => (
                      <td key={p.uid}>
                        {a.html && p.values[a.code] ? (
                          <MerchantHtml html={p.values[a.code] as string} />
                        ) : (
                          (p.values[a.code] ?? '')
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <th scope="row" className={styles.rowHead}>
                    <span className={styles.srOnly}>{t('compare.row.actions')}</span>
                  </th>
                  {products.map((p) => (
                    <td key={p.uid}>
                      {!p.inStock ? null : p.needsOptions ? (
                        <Link
                          href={p.href}
                          className={cartStyles.secondaryButton}
                          aria-label={t('compare.chooseOptionsNamed', { name: p.name })}
                          data-testid="compare-choose-options"
                        >
                          {t('compare.chooseOptions')}
                        </Link>
                      ) : (
                        <CompareAddToCart
                          sku={p.sku}
                          name={p.name}
                          labels={{
                            add: t('compare.addToCart'),
                            addNamed: t('compare.addToCartNamed', { name: p.name }),
                            adding: t('catalog.product.add.adding'),
                          }}
                        />
                      )}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
