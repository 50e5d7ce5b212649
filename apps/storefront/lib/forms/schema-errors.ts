// A form's values checked against a zod schema through Conform's zod integration, the same way
// in the browser (the form's rules) and in the server action: the first message per field.
// Values are taken as typed (no coercion: an empty field is '' for the schema's own message); an
// absent value is left out (the schemas read it as '').
import { parseWithZod } from '@conform-to/zod/v4';
import { addressSchema, type AddressTexts, type AddressValues } from '@charter/shared/address';
import type { FieldErrors } from './field-errors';
import { prefixedAddress } from './form-data';

type Schema = Parameters<typeof parseWithZod>[1]['schema'];

export function schemaErrors(
  schema: Schema,
  values: Readonly<Record<string, string | undefined>>,
): FieldErrors {
  const entries = Object.entries(values).filter(
    (e): e is [string, string] => typeof e[1] === 'string',
  );
  const submission = parseWithZod(new URLSearchParams(entries), {
    schema,
    disableAutoCoercion: true,
  });
  const errors: FieldErrors = {};
  if (submission.status === 'success') return errors;
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    if (name !== '' && messages?.[0]) errors[name] = messages[0];
  }
  return errors;
}

/**
 * An address form's errors: the shared address schema (packages/shared) under the names the form
 * posts (`prefix` + field: shipping_city, billing_city, address_city). The checkout's shipping and
 * billing forms and the address book use it in the browser and in their server actions.
 */
export function addressFormErrors(
  values: AddressValues,
  texts: AddressTexts,
  prefix = '',
): FieldErrors {
  return schemaErrors(addressSchema(texts, prefix), prefixedAddress(values, prefix));
}
