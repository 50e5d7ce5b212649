// Reading submitted form fields in server actions: text is trimmed and bounded; passwords are
// taken as typed (spaces count), only bounded in length.
import { ADDRESS_FIELDS, type AddressValues } from '@charter/shared/address';

export function formText(form: FormData, name: string, max = 255): string {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim().slice(0, max) : '';
}

/** An address's values under the names a form posts them: `prefix` + field (address_city, ...). */
export function prefixedAddress(values: AddressValues, prefix: string): Record<string, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [`${prefix}${f}`, values[f]]));
}

export function formSecret(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v.slice(0, 256) : '';
}
