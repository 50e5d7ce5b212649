// The API inputs an address form becomes: the cart's CartAddressInput (checkout) and the address
// book's CustomerAddressInput. Both take the same fields from the form's values, written once here;
// they differ only in how a region travels and in an empty company. Pure.
import type { AddressValues } from './checkout/checkout-validation';
import type { CartAddressInput, CountryCodeEnum, CustomerAddressInput } from './generated/graphql';

/** A region of the country's list (the API's directory). */
export interface ListedRegion {
  id: number;
  code: string;
  name: string;
}

/** The fields both inputs share: street2 is the second street line; blank lines are left out. */
function sharedFields(v: AddressValues) {
  return {
    firstname: v.firstname,
    lastname: v.lastname,
    street: [v.street, v.street2].map((s) => s.trim()).filter((s) => s !== ''),
    city: v.city,
    postcode: v.postcode,
    telephone: v.telephone,
  };
}

const listedRegion = (v: AddressValues, regions: readonly ListedRegion[]) =>
  regions.find((r) => r.code === v.region);

/** CartAddressInput: a listed region goes as its code and id, a typed one as text. */
export function toCartAddressInput(
  v: AddressValues,
  regions: readonly ListedRegion[],
): CartAddressInput {
  const region = listedRegion(v, regions);
  return {
    ...sharedFields(v),
    company: v.company || null,
    country_code: v.country,
    ...(region
      ? { region: region.code, region_id: region.id }
      : v.region
        ? { region: v.region }
        : {}),
  };
}

/** CustomerAddressInput: a listed region goes with its id, a typed one as text, none as null. */
export function toCustomerAddressInput(
  v: AddressValues,
  regions: readonly ListedRegion[],
  defaults: { billing: boolean; shipping: boolean },
): CustomerAddressInput {
  const listed = listedRegion(v, regions);
  const typed = v.region.trim();
  return {
    ...sharedFields(v),
    company: v.company,
    // The form's country select offers the API's directory, whose codes are CountryCodeEnum values.
    country_code: v.country as CountryCodeEnum,
    region: listed
      ? { region_code: listed.code, region: listed.name, region_id: listed.id }
      : typed !== ''
        ? { region: typed }
        : null,
    default_billing: defaults.billing,
    default_shipping: defaults.shipping,
  };
}
