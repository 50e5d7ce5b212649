// The product page: gallery, name, SKUs, badges, price, configurable and customizable options,
// stock status, the add-to-cart, description and cross-sells. Server component; the
// variant-aware parts are small client islands sharing one VariantProvider.
import { ProductTileItems } from '@/components/catalog/ProductTile';
import { MerchantHtml } from '@/components/product/MerchantHtml';
import { tileLabels } from '@/components/catalog/labels';
import type { ProductDetail } from '@/lib/commerce/types';
import type { Translate } from '@/lib/i18n/catalog';
import { prioritiseImage } from '@/lib/image-hints';
import { withGalleryImages, withVariantImages } from './gallery-images';
import { addToCartLabels } from '@/components/cart/labels';
import { AddToCart } from './AddToCart';
import { Downloads } from './Downloads';
import { CustomOptions } from './CustomOptions';
import { GiftCardOptions, GroupedAddToCart } from './product-islands';
import styles from './product.module.css';
import { WishlistButton } from './WishlistButton';
import { ProductRatingSummary } from './ProductRatingSummary';
import { ProductReviews } from './ProductReviews';
import { RecentlyViewed } from './recently-viewed-island';
import { CompareButton } from '@/components/compare/CompareButton';
import { compareButtonLabels } from '@/components/compare/labels';
import {
  OptionSelector,
  VariantGallery,
  VariantName,
  VariantPrice,
  VariantProvider,
  VariantSku,
  VariantStock,
} from './VariantContext';

export function ProductView({
  product,
  t,
  reviewPage = 1,
}: {
  product: ProductDetail;
  t: Translate;
  reviewPage?: number;
}) {
  const base = {
    sku: product.sku,
    name: product.name,
    price: product.price,
    stockStatus: product.stockStatus,
    gallery: withGalleryImages(product.gallery),
  };
  // The gallery's first image is the page's largest paint.
  prioritiseImage(base.gallery[0]?.stage);
  return (
    <div className={styles.page}>
      <VariantProvider
        options={product.configurableOptions}
        variants={withVariantImages(product.variants)}
        base={base}
      >
        <article className={styles.main} data-product-type={product.typename}>
          <VariantGallery
            labels={{
              gallery: t('catalog.product.gallery'),
              showImage: t('catalog.product.showImage', {
                index: '{index}',
                count: '{count}',
                label: '{label}',
              }),
              watchVideo: t('catalog.product.watchVideo'),
              previous: t('catalog.product.previous'),
              next: t('catalog.product.next'),
            }}
          />
          <div className={styles.summary}>
            {product.isNew || product.price.onSale || product.archived ? (
              <ul className={styles.flags} aria-label="Badges" data-testid="product-badges">
                {product.isNew ? (
                  <li className={`${styles.flag} ${styles.flagNew}`}>{t('catalog.product.new')}</li>
                ) : null}
                {product.price.onSale ? (
                  <li className={`${styles.flag} ${styles.flagSale}`}>
                    {t('catalog.product.sale')}
                  </li>
                ) : null}
                {product.archived ? (
                  <li className={`${styles.flag} ${styles.flagArchived}`}>
                    {t('catalog.product.archived')}
                  </li>
                ) : null}
              </ul>
            ) : null}
            <VariantName className={styles.name} />
            <ProductRatingSummary sku={product.sku} page={reviewPage} t={t} />
            <dl className={styles.skus}>
              <div>
                <dt>{t('catalog.product.sku')}</dt>
                <dd>
                  <VariantSku />
                </dd>
              </div>
              {product.marketingSku ? (
                <div>
                  <dt>{t('catalog.product.marketingSku')}</dt>
                  <dd data-testid="marketing-sku">{product.marketingSku}</dd>
                </div>
              ) : null}
            </dl>
            <VariantPrice
              labels={{
                regular: t('catalog.product.regularPrice'),
                final: t('catalog.product.finalPrice'),
                asLowAs: t('catalog.product.asLowAs', { price: '{price}' }),
              }}
            />
            <VariantStock
              labels={{
                inStock: t('catalog.product.inStock'),
                outOfStock: t('catalog.product.outOfStock'),
              }}
            />
            {product.orderingNote ? (
              <p className={styles.note}>
                <strong>{t('catalog.product.orderingNote')}:</strong> {product.orderingNote}
              </p>
            ) : null}
            {product.shortDescriptionHtml ? (
              <MerchantHtml html={product.shortDescriptionHtml} />
            ) : null}
            <form aria-label={product.name}>
              <OptionSelector
                labels={{
                  selected: t('catalog.product.selected', { label: '{label}' }),
                  unavailableValue: t('catalog.product.unavailableValue', { label: '{label}' }),
                  choose: t('catalog.product.chooseOptions', { options: '{options}' }),
                  unavailableCombination: t('catalog.product.unavailableCombination'),
                }}
              />
              <CustomOptions
                options={product.customOptions}
                basePrice={product.price.final}
                t={t}
              />
              {product.giftCard ? (
                <GiftCardOptions
                  giftCard={product.giftCard}
                  labels={{
                    legend: t('catalog.product.giftCard'),
                    amount: t('catalog.product.giftCardAmount'),
                    otherAmount: t('catalog.product.giftCardOtherAmount'),
                    openAmount: t('catalog.product.giftCardOpenAmount'),
                    openRange: t('catalog.product.giftCardOpenRange', {
                      min: '{min}',
                      max: '{max}',
                    }),
                    required: t('catalog.product.required'),
                  }}
                />
              ) : null}
              <Purchase product={product} t={t} />
            </form>
            {product.downloads ? (
              <Downloads
                downloads={product.downloads}
                labels={{
                  included: t('catalog.product.downloadsIncluded'),
                  samples: t('catalog.product.downloadSamples'),
                  sample: t('catalog.product.downloadSample'),
                  pdf: t('catalog.product.pdf'),
                }}
              />
            ) : null}
            <WishlistButton sku={product.sku} name={product.name} href={product.href} t={t} />
            <CompareButton
              productUid={product.uid}
              name={product.name}
              labels={compareButtonLabels(t)}
              testId="product-add-to-compare"
            />
          </div>
        </article>
      </VariantProvider>
      {product.descriptionHtml ? (
        <section className={styles.description} aria-labelledby="product-description-heading">
          <h2 id="product-description-heading">{t('catalog.product.description')}</h2>
          <MerchantHtml html={product.descriptionHtml} />
        </section>
      ) : null}
      <ProductReviews
        sku={product.sku}
        name={product.name}
        href={product.href}
        page={reviewPage}
        t={t}
      />
      {product.crossSells.length > 0 ? (
        <section className={styles.crossSells} aria-labelledby="cross-sells-heading">
          <h2 id="cross-sells-heading">{t('catalog.product.crossSells')}</h2>
          <ul className={styles.crossSellGrid}>
            <ProductTileItems products={product.crossSells} labels={tileLabels(t)} />
          </ul>
        </section>
      ) : null}
      <RecentlyViewed
        current={{
          sku: product.sku,
          name: product.name,
          href: product.href,
          image:
            product.gallery[0] && product.gallery[0].kind === 'image'
              ? { url: product.gallery[0].url, alt: product.gallery[0].alt }
              : null,
        }}
        title={t('recentlyViewed.title')}
      />
    </div>
  );
}

/** The add-to-cart control: a set's member table for a grouped product, else quantity and button. */
function Purchase({ product, t }: { product: ProductDetail; t: Translate }) {
  return (
    <>
      {product.grouped ? (
        <GroupedAddToCart
          productName={product.name}
          sku={product.sku}
          members={product.grouped}
          labels={{
            legend: t('catalog.product.groupItems'),
            item: t('catalog.product.groupItem'),
            price: t('catalog.product.finalPrice'),
            quantityOf: t('catalog.product.groupQty', { name: '{name}' }),
            inStock: t('catalog.product.inStock'),
            outOfStock: t('catalog.product.outOfStock'),
            chooseMembers: t('catalog.product.add.chooseMembers'),
          }}
          cartLabels={addToCartLabels(t)}
        />
      ) : (
        <AddToCart
          productName={product.name}
          sku={product.sku}
          textOptionUids={product.customOptions
            .filter((o) => o.kind === 'field' || o.kind === 'area')
            .map((o) => o.uid)}
          hasRequiredOptions={
            product.customOptions.some((o) => o.required) || product.giftCard !== null
          }
          labels={addToCartLabels(t)}
        />
      )}
    </>
  );
}
