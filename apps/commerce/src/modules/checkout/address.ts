// CartAddressInput validation (specification section 5 messages, Magento's rules from reference
// 3.2): required fields, at most two street lines, US/CA postcode patterns, region by code, name
// or id (case-insensitive), country code case-insensitive. Pure: the caller passes the country.
import { isValidPostcode, validationMessages as V } from '@charter/shared/validation';
import type { Selectable } from 'kysely';
import type { CartAddressTable } from '../cart/tables.js';
import type { CountryView } from '../store/store.service.js';
import { fail, ok, type Result } from '../../shared/result.js';

export interface CartAddressInput {
  firstname?: string | null;
  lastname?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  company?: string | null;
  street?: (string | null)[] | null;
  city?: string | null;
  region?: string | null;
  region_id?: number | null;
  postcode?: string | null;
  country_code?: string | null;
  telephone?: string | null;
  fax?: string | null;
  vat_id?: string | null;
  save_in_address_book?: boolean | null;
}

/** A validated address, ready for a cart_address row. */
export interface AddressValues {
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  street: string[];
  city: string;
  region_id: number | null;
  region_code: string | null;
  region_label: string | null;
  postcode: string | null;
  country_code: string;
  telephone: string | null;
  fax: string | null;
  vat_id: string | null;
}

export interface AddressRules {
  /** Countries whose addresses need a region (store config countries_with_required_region). */
  regionRequired: readonly string[];
  /** Countries where the postcode may be left out (store config optional_zip_countries). */
  postcodeOptional: readonly string[];
}

export const STREET_LINES_MESSAGE = '"Street Address" cannot contain more than 2 lines.';
export const POSTCODE_INVALID_MESSAGE =
  'Provided Zip/Postal Code seems to be invalid. Example: 12345; 12345-6789.';
const MAX_FIELD = 255;

const clean = (v: string | null | undefined): string => (v ?? '').trim();
const orNull = (v: string | null | undefined): string | null => clean(v) || null;

/**
 * Every problem is reported at once, in form order, joined into one message (an input error), so
 * a client that shows the message lists them all.
 */
export function validateCartAddress(
  input: CartAddressInput,
  findCountry: (code: string) => CountryView | null,
  rules: AddressRules,
): Result<AddressValues> {
  const streetIn = (input.street ?? []).map((s) => clean(s));
  if (streetIn.length > 2) return fail('graphql-input', STREET_LINES_MESSAGE);
  const errors: string[] = [];
  const firstname = clean(input.firstname);
  const lastname = clean(input.lastname);
  const city = clean(input.city);
  const street = streetIn.filter((s) => s !== '');
  const countryIn = clean(input.country_code).toUpperCase();
  const telephone = clean(input.telephone);
  if (!firstname) errors.push(V.firstNameRequired);
  if (!lastname) errors.push(V.lastNameRequired);
  if (street.length === 0) errors.push(V.streetRequired);
  if (!city) errors.push(V.cityRequired);

  const country = countryIn ? findCountry(countryIn) : null;
  if (!countryIn) errors.push(V.countryRequired);
  else if (!country)
    errors.push(
      `Invalid value of "${clean(input.country_code)}" provided for the countryId field.`,
    );

  let region: { id: number | null; code: string | null; label: string | null } = {
    id: null,
    code: null,
    label: null,
  };
  if (country) {
    const regions = country.available_regions ?? [];
    const text = clean(input.region);
    if (regions.length > 0 && (text || input.region_id)) {
      const lower = text.toLowerCase();
      const match = input.region_id
        ? regions.find((r) => r.id === input.region_id)
        : regions.find((r) => r.code.toLowerCase() === lower || r.name.toLowerCase() === lower);
      if (match) region = { id: match.id, code: match.code, label: match.name };
      else
        errors.push(
          `Invalid value of "${input.region_id ?? text}" provided for the regionId field.`,
        );
    } else if (text) {
      region = { id: null, code: text, label: text };
    }
    if (
      !region.label &&
      rules.regionRequired.includes(country.id) &&
      !errors.some((e) => e.includes('regionId'))
    )
      errors.push(V.stateRequired);
  }

  const postcode = clean(input.postcode);
  if (country) {
    if (!postcode) {
      if (!rules.postcodeOptional.includes(country.id)) errors.push(V.zipRequired);
    } else if (!isValidPostcode(country.id, postcode)) {
      errors.push(POSTCODE_INVALID_MESSAGE);
    }
  }
  if (!telephone) errors.push(V.phoneRequired);

  const long = [
    input.firstname,
    input.lastname,
    input.company,
    input.city,
    input.telephone,
    input.postcode,
    ...(input.street ?? []),
  ].some((v) => clean(v).length > MAX_FIELD);
  if (long) errors.push(`Address fields cannot be longer than ${MAX_FIELD} characters.`);
  if (errors.length > 0 || !country) return fail('graphql-input', errors.join(' '));

  return ok({
    firstname,
    lastname,
    middlename: orNull(input.middlename),
    prefix: orNull(input.prefix),
    suffix: orNull(input.suffix),
    company: orNull(input.company),
    street,
    city,
    region_id: region.id,
    region_code: region.code,
    region_label: region.label,
    postcode: postcode ? postcode.toUpperCase() : null,
    country_code: country.id,
    telephone,
    fax: orNull(input.fax),
    vat_id: orNull(input.vat_id),
  });
}

/** The address part of a stored row, to copy it to the other kind. */
export function addressOf(row: Selectable<CartAddressTable>): AddressValues {
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
    region_label: row.region_label,
    postcode: row.postcode,
    country_code: row.country_code.trim(),
    telephone: row.telephone,
    fax: row.fax,
    vat_id: row.vat_id,
  };
}
