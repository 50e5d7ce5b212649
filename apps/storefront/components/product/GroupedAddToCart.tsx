'use client';
// A grouped product's purchase (docs/decisions/0508): the set's members, each with its price,
// stock and a quantity (prefilled with the member's default quantity in the set), and one button
// that adds every member whose quantity is above 0 by its own SKU. It submits to the same
// addToCartAction as the single product control (the group_sku field marks a set) and shows the
// same toast and 'Product Added to Cart' dialog.
import Link from '@/components/ui/Link';
import { useState } from 'react';
import { formatMoney } from '@charter/shared/money';
import type { GroupedMember } from '@/lib/commerce/types';
import cartStyles from '@/components/cart/cart.module.css';
import {
  AddToCartSubmit,
  useAddToCartSubmission,
  type AddToCartLabels,
} from './add-to-cart-submit';
import styles from './product.module.css';

export interface GroupedLabels {
  legend: string;
  item: string;
  price: string;
  /** Template with {name}. */
  quantityOf: string;
  inStock: string;
  outOfStock: string;
  chooseMembers: string;
}

export function GroupedAddToCart({
  productName,
  sku,
  members,
  labels,
  cartLabels,
}: {
  productName: string;
  sku: string;
  members: GroupedMember[];
  labels: GroupedLabels;
  cartLabels: AddToCartLabels;
}) {
  const submission = useAddToCartSubmission();
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      members.map((m) => [m.product.sku, m.stockStatus === 'IN_STOCK' ? String(m.qty) : '0']),
    ),
  );
  const chosen = members.some((m) => Number(quantities[m.product.sku] ?? 0) > 0);
  const inStock = members.some((m) => m.stockStatus === 'IN_STOCK');
  const hint = !inStock ? cartLabels.outOfStock : !chosen ? labels.chooseMembers : '';

  return (
    <div className={styles.purchase}>
      <input type="hidden" name="group_sku" value={sku} />
      <input type="hidden" name="product_name" value={productName} />
      <table className={styles.groupTable} data-testid="grouped-items">
        <caption>{labels.legend}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.item}</th>
            <th scope="col">{labels.price}</th>
            <th scope="col">{cartLabels.quantity}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => {
            const id = `group-qty-${m.product.sku}`;
            const available = m.stockStatus === 'IN_STOCK';
            return (
              <tr key={m.product.sku} data-testid="grouped-item" data-sku={m.product.sku}>
                <th scope="row">
                  <Link href={m.product.href}>{m.product.name}</Link>
                  <span className={styles.groupStock}>
                    {available ? labels.inStock : labels.outOfStock}
                  </span>
                </th>
                <td>{m.product.minPrice ? formatMoney(m.product.minPrice) : ''}</td>
                <td>
                  <input type="hidden" name="member_sku" value={m.product.sku} />
                  <label htmlFor={id} className={styles.srOnly}>
                    {labels.quantityOf.replace('{name}', m.product.name)}
                  </label>
                  <input
                    id={id}
                    name={`member_qty[${m.product.sku}]`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={10000}
                    step={1}
                    disabled={!available}
                    value={quantities[m.product.sku] ?? '0'}
                    onChange={(e) =>
                      setQuantities((q) => ({ ...q, [m.product.sku]: e.target.value }))
                    }
                    className={cartStyles.quantityInput}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <AddToCartSubmit
        submission={submission}
        disabled={!inStock || !chosen}
        hint={hint}
        labels={cartLabels}
      />
    </div>
  );
}
