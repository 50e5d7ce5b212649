// A saved cart address, printed.
import type { CartAddress } from '@/lib/commerce/cart/cart-types';
import styles from './checkout.module.css';

export function AddressBlock({ address }: { address: CartAddress }) {
  return (
    <address className={styles.address}>
      {address.firstname} {address.lastname}
      <br />
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {address.street.join(', ')}
      <br />
      {address.city}, {address.regionCode || address.regionLabel} {address.postcode}
      <br />
      {address.countryCode}
      <br />
      {address.telephone}
    </address>
  );
}
