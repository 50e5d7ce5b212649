// Attribute-derived product fields: visiture_custom_attributes and custom_attributesV2.
import type { AttributeCatalog } from './attribute.service.js';
import type { AttributeValueRow, ProductRow } from './product.service.js';

/** Option labels per attribute code, in attribute order. */
function selectedByAttribute(values: readonly AttributeValueRow[], attributes: AttributeCatalog) {
  const out = new Map<string, { label: string; value: string }[]>();
  for (const v of values) {
    const a = attributes.attribute(v.attribute_id);
    const o = attributes.option(v.option_id);
    if (!a || !o || !a.is_visible_on_front) continue;
    const list = out.get(a.code) ?? [];
    list.push({ label: o.label, value: String(o.id) });
    out.set(a.code, list);
  }
  return out;
}

/** JSON text of [{attribute_code, value}] with option labels, used when the product has none stored. */
export function visitureCustomAttributes(values: readonly AttributeValueRow[], attributes: AttributeCatalog): string {
  const pairs = [...selectedByAttribute(values, attributes)].map(([code, opts]) => ({
    attribute_code: code,
    value: opts.map((o) => o.label).join(', '),
  }));
  return JSON.stringify(pairs);
}

const TEXT_ATTRIBUTES_HIDDEN = new Set(['visiture_custom_attributes']);

export function customAttributesV2(p: ProductRow, values: readonly AttributeValueRow[], attributes: AttributeCatalog) {
  const selected = [...selectedByAttribute(values, attributes)].map(([code, opts]) => ({
    __typename: 'AttributeSelectedOptions',
    code,
    selected_options: opts,
  }));
  const texts = Object.entries(p.attributes)
    .filter(([k, v]) => !TEXT_ATTRIBUTES_HIDDEN.has(k) && typeof v === 'string')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, value]) => ({ __typename: 'AttributeValue', code, value }));
  return { items: [...selected, ...texts], errors: [] };
}
