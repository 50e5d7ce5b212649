// Magento 2.4.8's checkout texts (reference sections 3.2 and 5).
export const CHECKOUT_MSG = {
  emailMissing: 'Required parameter "email" is missing',
  emailInvalid: 'Invalid email format',
  emailForCustomer: 'The request is not allowed for logged in customers',
  notAuthorized: "The current customer isn't authorized.",
  addressMissing: 'Required parameter "shipping_addresses" is missing',
  multipleShippingAddresses: 'You cannot specify multiple shipping addresses.',
  virtualCart: 'The Cart includes virtual product(s) only, so a shipping address is not used.',
  shippingAddressEither:
    'The shipping address must contain either "customer_address_id" or "address".',
  shippingAddressBoth:
    'The shipping address cannot contain "customer_address_id" and "address" at the same time.',
  billingAddressEither:
    'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
  billingAddressBoth:
    'The billing address cannot contain "customer_address_id" and "address" at the same time.',
  sameAsShippingMissing:
    'Could not use the "same_as_shipping" option, because the shipping address has not been set.',
  customerAddressNotFound: (id: number) => `Could not find a address with ID "${id}"`,
  addressForbidden: (id: number) =>
    `Current customer does not have permission to address with ID "${id}"`,
  shippingMethodsMissing: 'Required parameter "shipping_methods" is missing',
  multipleShippingMethods: 'You cannot specify multiple shipping methods.',
  carrierCodeMissing: 'Required parameter "carrier_code" is missing.',
  methodCodeMissing: 'Required parameter "method_code" is missing.',
  emptyCartShipping:
    "The shipping method can't be set for an empty cart. Add an item to cart and try again.",
  shippingAddressMissing: 'The shipping address is missing. Set the address and try again.',
  carrierNotFound: (carrier: string, method: string) =>
    `Carrier with such method not found: ${carrier}, ${method}`,
  paymentCodeMissing: 'Required parameter "code" for "payment_method" is missing.',
  paymentNotAvailable: 'The requested Payment Method is not available.',
  purchaseOrderNumberMissing: 'Purchase order number is a required field.',
  nonceMissing: 'Required parameter "payment_method_nonce" for "braintree" is missing.',
  publicHashMissing: 'Required parameter "public_hash" for "braintree_cc_vault" is missing.',
  cardCheck: 'Please check your credit card information and billing address.',
  giftMessageField: 'Please complete this field',
  giftMessageTooLong: 'The gift message cannot be longer than 1000 characters.',
  countryMissing: 'Required parameter "country_code" is missing',
} as const;
