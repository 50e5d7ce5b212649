import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  ADDRESS_FIELDS,
  addressSchema,
  type AddressValues,
} from './address';
import { validationMessages } from './validation';

const texts = { postcodeInvalid: 'Please enter a valid zip code.' };
const empty: AddressValues = Object.fromEntries(
  ADDRESS_FIELDS.map((f) => [f, '']),
) as AddressValues;
const good: AddressValues = {
  ...empty,
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: '1 Main St',
  city: 'Austin',
  country: 'US',
  region: 'TX',
  postcode: '73301',
  telephone: '5125550100',
};

/** The schema's first message per field, as a form shows them (empty when the address is good). */
function messagesOf(values: Partial<AddressValues>, t: typeof texts): Record<string, string> {
  const result = addressSchema(t).safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('address rules', () => {
  it('accepts a complete US address, with or without the optional fields', () => {
    expect(messagesOf(good, texts)).toEqual({});
    expect(
      messagesOf({ ...good, company: 'Analytical Engines', street2: 'Suite 4' }, texts),
    ).toEqual({});
  });

  it('gives the specification message for each missing field', () => {
    expect(messagesOf({ ...empty, country: 'US' }, texts)).toEqual({
      firstname: 'First name is required.',
      lastname: 'Last name is required.',
      street: 'Street is required.',
      city: 'City is required.',
      region: 'State is required.',
      postcode: 'Zip code is required.',
      telephone: 'Phone number is required.',
    });
    expect(messagesOf({ ...good, country: '' }, texts)).toEqual({
      country: 'Country is required.',
    });
  });

  it('counts whitespace-only and absent values as missing', () => {
    expect(messagesOf({ ...good, city: '   ' }, texts)).toEqual({ city: 'City is required.' });
    const { telephone: _omit, ...rest } = good;
    expect(messagesOf(rest, texts)).toEqual({ telephone: 'Phone number is required.' });
  });

  it('checks US and CA postcode patterns; State and the pattern are optional elsewhere', () => {
    expect(messagesOf({ ...good, postcode: '7330' }, texts)).toEqual({
      postcode: texts.postcodeInvalid,
    });
    expect(messagesOf({ ...good, postcode: '73301-1234' }, texts)).toEqual({});
    expect(
      messagesOf({ ...good, country: 'CA', region: 'ON', postcode: 'K1A 0B1' }, texts),
    ).toEqual({});
    expect(messagesOf({ ...good, country: 'CA', region: '', postcode: 'K1A0B1' }, texts)).toEqual({
      region: 'State is required.',
      postcode: texts.postcodeInvalid,
    });
    expect(messagesOf({ ...good, country: 'GB', region: '', postcode: 'SW1A 1AA' }, texts)).toEqual(
      {},
    );
  });

  it('takes up to 255 characters in every field and says so, not "required", beyond that', () => {
    expect(ADDRESS_FIELD_MAX_LENGTH).toBe(255);
    expect(validationMessages.fieldTooLong).toBe('Please enter no more than 255 characters.');
    for (const field of [
      'firstname',
      'lastname',
      'company',
      'street',
      'street2',
      'city',
      'region',
      'telephone',
    ] as const) {
      expect(messagesOf({ ...good, [field]: 'x'.repeat(255) }, texts)).toEqual({});
      expect(messagesOf({ ...good, [field]: 'x'.repeat(256) }, texts)).toEqual({
        [field]: 'Please enter no more than 255 characters.',
      });
    }
    expect(messagesOf({ ...good, country: 'GB', postcode: '9'.repeat(256) }, texts)).toEqual({
      postcode: 'Please enter no more than 255 characters.',
    });
  });
});
