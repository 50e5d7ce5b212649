// XML the way Braintree's Node SDK reads it (lib/braintree/http.js: xml2js with attrkey '@' and
// charkey '#', then Util.convertNodeToObject): dashed element names, type="array|boolean|integer",
// nil="true" for null; errors as <api-error-response> (docs/decisions/1324).
export type XmlValue =
  string | number | boolean | null | undefined | XmlValue[] | { [k: string]: XmlValue };
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const dash = (k: string) => k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/_/g, '-');

export function xml(name: string, v: XmlValue, itemName = 'item'): string {
  const tag = dash(name);
  if (v === null || v === undefined) return `<${tag} nil="true"/>`;
  if (Array.isArray(v))
    return `<${tag} type="array">${v.map((i) => xml(itemName, i)).join('')}</${tag}>`;
  if (typeof v === 'boolean') return `<${tag} type="boolean">${v}</${tag}>`;
  if (typeof v === 'number') return `<${tag} type="integer">${v}</${tag}>`;
  if (typeof v === 'object')
    return `<${tag}>${Object.entries(v)
      .map(([k, x]) => xml(k, x, k === 'errors' ? 'error' : 'item'))
      .join('')}</${tag}>`;
  return `<${tag}>${esc(v)}</${tag}>`;
}

export const apiError = (
  codes: { code: string; attribute: string; message: string }[],
  message: string,
  transaction?: XmlValue,
) =>
  xml('apiErrorResponse', {
    errors: {
      errors: [],
      transaction: {
        errors: codes.map((c) => ({ code: c.code, attribute: c.attribute, message: c.message })),
      },
    },
    message,
    ...(transaction ? { transaction } : {}),
  });
