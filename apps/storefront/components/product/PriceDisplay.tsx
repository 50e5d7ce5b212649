// Final price, with the regular price struck through when the product is on sale. No hooks:
// shared by the server-rendered page and the variant-aware client island.
import { formatMoney } from '@charter/shared/money';
import type { PriceInfo } from '@/lib/commerce/types';
import styles from './product.module.css';

export function PriceDisplay({
  price,
  labels,
  asLowAs = false,
}: {
  price: PriceInfo;
  /** asLowAs is a template with {price}. */
  labels: { regular: string; final: string; asLowAs?: string };
  asLowAs?: boolean;
}) {
  if (!price.final) return null;
  const text = formatMoney(price.final);
  const struck = price.regular !== null && price.regular.cents > price.final.cents;
  return (
    <p className={styles.price} data-testid="product-price">
      <span>
        {asLowAs && labels.asLowAs ? (
          labels.asLowAs.replace('{price}', text)
        ) : (
          <>
            <span className={styles.srOnly}>{labels.final}: </span>
            {text}
          </>
        )}
      </span>
      {struck && price.regular ? (
        <s className={styles.regular}>
          <span className={styles.srOnly}>{labels.regular}: </span>
          {formatMoney(price.regular)}
        </s>
      ) : null}
    </p>
  );
}
