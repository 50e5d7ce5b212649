import { describe, expect, it } from 'vitest';
import { validationMessages } from '@charter/shared/validation';
import {
  addressBookChoice,
  addressFromForm,
  EMPTY_ADDRESS,
  hasErrors,
  validateCard,
  validateEmail,
  validateGiftMessage,
  validatePromoCode,
  savedCardChoice,
  savedCardHash,
} from './checkout-validation';
import { addressFormErrors } from '@/lib/forms/schema-errors';

const texts = { postcodeInvalid: 'Please enter a valid zip code.' };
const good = {
  ...EMPTY_ADDRESS,
  firstname: 'Ada',
  lastname: 'L',
  street: '1 Main',
  city: 'Austin',
  country: 'US',
  region: 'TX',
  postcode: '73301',
  telephone: '5125550100',
};
const now = new Date('2026-06-15T00:00:00Z');

describe('address rules (the shared schema through Conform)', () => {
  it('accepts a complete US address', () => {
    expect(addressFormErrors(good, texts)).toEqual({});
  });

  it('uses the spec messages for each missing field', () => {
    expect(addressFormErrors({ ...EMPTY_ADDRESS, country: 'US' }, texts)).toEqual({
      firstname: validationMessages.firstNameRequired,
      lastname: validationMessages.lastNameRequired,
      street: validationMessages.streetRequired,
      city: validationMessages.cityRequired,
      region: validationMessages.stateRequired,
      postcode: validationMessages.zipRequired,
      telephone: validationMessages.phoneRequired,
    });
    expect(addressFormErrors({ ...good, country: '' }, texts).country).toBe(
      validationMessages.countryRequired,
    );
  });

  it('checks US and CA postcode patterns; State is optional elsewhere', () => {
    expect(addressFormErrors({ ...good, postcode: '7330' }, texts).postcode).toBe(
      texts.postcodeInvalid,
    );
    expect(
      addressFormErrors({ ...good, country: 'CA', region: 'ON', postcode: 'K1A 0B1' }, texts),
    ).toEqual({});
    expect(
      addressFormErrors({ ...good, country: 'GB', region: '', postcode: 'SW1A 1AA' }, texts),
    ).toEqual({});
  });

  it('says a field is too long, not that it is required, past 255 characters', () => {
    expect(addressFormErrors({ ...good, street2: 'x'.repeat(255) }, texts)).toEqual({});
    expect(addressFormErrors({ ...good, street2: 'x'.repeat(256) }, texts)).toEqual({
      street2: validationMessages.fieldTooLong,
    });
    expect(addressFormErrors({ ...good, city: 'x'.repeat(256) }, texts).city).toBe(
      'Please enter no more than 255 characters.',
    );
  });

  it('reads a prefixed address from form data', () => {
    const fd = new FormData();
    fd.set('billing_firstname', ' Ada ');
    fd.set('billing_country', 'us');
    expect(addressFromForm(fd, 'billing_')).toMatchObject({
      firstname: 'Ada',
      country: 'US',
      city: '',
    });
  });
});

describe('card rules', () => {
  const card = { cardNumber: '4242 4242 4242 4242', expMonth: '12', expYear: '2030', cvv: '123' };
  it('accepts the sandbox cards', () => {
    expect(validateCard(card, now)).toEqual({});
    expect(validateCard({ ...card, cardNumber: '4000 0000 0000 0002' }, now)).toEqual({});
    expect(validateCard({ ...card, cardNumber: '3782 822463 10005', cvv: '1234' }, now)).toEqual(
      {},
    );
  });
  it('gives the spec message per field', () => {
    expect(
      validateCard(
        { cardNumber: '4242 4242 4242 4241', expMonth: '13', expYear: '2020', cvv: '12' },
        now,
      ),
    ).toEqual({
      cardNumber: validationMessages.cardNumber,
      expMonth: validationMessages.cardMonth,
      expYear: validationMessages.cardYear,
      cvv: validationMessages.cardCvv,
    });
    expect(validateCard({ ...card, expMonth: '5', expYear: '2026' }, now)).toEqual({
      expMonth: validationMessages.cardMonth,
    });
    expect(validateCard({ ...card, expYear: '30' }, now)).toEqual({});
    expect(validateCard({ ...card, cardNumber: '3782 822463 10005', cvv: '123' }, now)).toEqual({
      cvv: validationMessages.cardCvv,
    });
  });
  it('rejects a number that fails the Luhn check', () => {
    expect(validateCard({ ...card, cardNumber: '4242 4242 4242 4241' }, now)).toEqual({
      cardNumber: validationMessages.cardNumber,
    });
    expect(validateCard({ ...card, cardNumber: '42' }, now).cardNumber).toBe(
      validationMessages.cardNumber,
    );
  });
});

describe('other rules', () => {
  it('email, promo code and gift message', () => {
    expect(validateEmail('a@b.co')).toBeNull();
    expect(validateEmail('nope')).toBe(validationMessages.emailValid);
    expect(validatePromoCode('  ')).toBe('Please enter a promo code');
    expect(validatePromoCode('WELCOME10')).toBeNull();
    const gift = validateGiftMessage({ giftFrom: 'A', giftTo: '', giftMessage: ' ' });
    expect(gift).toEqual({
      giftTo: 'Please complete this field',
      giftMessage: 'Please complete this field',
    });
    expect(hasErrors(gift)).toBe(true);
    expect(hasErrors({})).toBe(false);
  });
});

describe('signed-in checkout choices', () => {
  it('reads a saved card choice and nothing else', () => {
    expect(savedCardHash(savedCardChoice('ab12cd'))).toBe('ab12cd');
    expect(savedCardHash('braintree')).toBeNull();
    expect(savedCardHash('saved:')).toBeNull();
    expect(savedCardHash('saved:a b')).toBeNull();
  });

  it('reads an address book choice as an id, anything else as a new address', () => {
    expect(addressBookChoice('12')).toBe(12);
    expect(addressBookChoice('new')).toBe('new');
    expect(addressBookChoice('0')).toBe('new');
    expect(addressBookChoice('1; drop')).toBe('new');
  });
});
