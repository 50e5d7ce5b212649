// The address book's columns and the cart's address values, both ways, and when two addresses are
// the same place (docs/decisions/0717). Pure.
import type { AddressValues } from '../checkout/address.js';
import type { Selectable } from 'kysely';
import type { CustomerAddressTable } from './tables.js';

type AddressRow = Selectable<CustomerAddressTable>;

/** The address part of a book row, as the cart keeps it. */
export function cartValuesOf(row: AddressRow): AddressValues {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    middlename: row.middlename,
    prefix: row.prefix,
    suffix: row.suffix,
    company: row.company,
    street: row.street,
    city: row.city,
    region_id: row.region_id,
    region_code: row.region_code,
    region_label: row.region,
    postcode: row.postcode,
    country_code: row.country_code.trim(),
    telephone: row.telephone,
    fax: row.fax,
    vat_id: row.vat_id,
  };
}

const norm = (v: string | null | undefined): string => (v ?? '').trim().toLowerCase();

/** The same place and person: every field a shopper types, compared without case or outer spaces. */
export function sameAddress(a: AddressValues, b: AddressValues): boolean {
  const fields = [
    'firstname',
    'lastname',
    'middlename',
    'prefix',
    'suffix',
    'company',
    'city',
    'region_code',
    'region_label',
    'postcode',
    'country_code',
    'telephone',
    'fax',
    'vat_id',
  ] as const;
  return (
    fields.every((f) => norm(a[f]) === norm(b[f])) &&
    (a.region_id ?? null) === (b.region_id ?? null) &&
    a.street.map(norm).join('\n') === b.street.map(norm).join('\n')
  );
}

export function bookColumns(a: AddressValues) {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    middlename: a.middlename,
    prefix: a.prefix,
    suffix: a.suffix,
    company: a.company,
    street: JSON.stringify(a.street),
    city: a.city,
    region: a.region_label,
    region_code: a.region_code,
    region_id: a.region_id,
    postcode: a.postcode,
    country_code: a.country_code,
    // Never empty here: the validation requires a telephone.
    telephone: a.telephone ?? '',
    fax: a.fax,
    vat_id: a.vat_id,
  };
}
