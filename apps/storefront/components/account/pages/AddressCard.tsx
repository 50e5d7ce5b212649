// A saved address (address book, dashboard, checkout choices), printed.
import type { CustomerAddress } from '@/lib/commerce/customer/account-data';
import styles from './account.module.css';

export function addressName(a: CustomerAddress): string {
  return `${a.firstname} ${a.lastname}`.trim();
}

export function AddressText({ address: a }: { address: CustomerAddress }) {
  return (
    <address className={styles.address}>
      {addressName(a)}
      <br />
      {a.company ? (
        <>
          {a.company}
          <br />
        </>
      ) : null}
      {a.street.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
      {a.city}, {a.regionName || a.regionCode} {a.postcode}
      <br />
      {a.countryCode}
      <br />
      {a.telephone}
    </address>
  );
}
