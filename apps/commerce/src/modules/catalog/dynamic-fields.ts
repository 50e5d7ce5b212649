// Schema parts generated from data: a filter input field per filterable attribute, and product
// fields for option attributes and marketing_sku_* texts. Names that would shadow a fixed field
// or are not valid GraphQL names are left out.
import { readFileSync } from 'node:fs';
import { Kind, parse, type InterfaceTypeDefinitionNode } from 'graphql';
import type { AttributeCatalog } from './attribute.service.js';

const NAME_RE = /^[_A-Za-z][_0-9A-Za-z]*$/;

const PRODUCT_SDL = readFileSync(new URL('./product.graphql', import.meta.url), 'utf8');

/** Field names ProductInterface defines itself, plus those of the routable/physical interfaces and types. */
const RESERVED = new Set<string>([
  ...(
    parse(PRODUCT_SDL).definitions.find(
      (d) => d.kind === Kind.INTERFACE_TYPE_DEFINITION && d.name.value === 'ProductInterface',
    ) as InterfaceTypeDefinitionNode
  ).fields!.map((f) => f.name.value),
  'relative_url',
  'redirect_code',
  'type',
  'weight',
  'options',
  'configurable_options',
  'variants',
  'configurable_product_options_selection',
  'giftcard_amounts',
  'allow_open_amount',
  'open_amount_min',
  'open_amount_max',
  'giftcard_type',
  'is_redeemable',
  'lifetime',
  'allow_message',
  'message_max_length',
  'giftcard_options',
]);

/** Filter fields the fixed ProductAttributeFilterInput already has. */
const RESERVED_FILTERS = new Set([
  'category_id',
  'category_uid',
  'category_url_path',
  'sku',
  'url_key',
  'name',
  'description',
  'short_description',
  'price',
]);

export interface DynamicField {
  name: string;
  type: 'Int' | 'String';
  /** option: one option id; options: comma-separated ids (multiselect); text: product.attributes value. */
  source: 'option' | 'options' | 'text';
  attributeId?: number;
}

export function dynamicProductFields(attributes: AttributeCatalog): DynamicField[] {
  const fields: DynamicField[] = [];
  for (const a of attributes.filterable()) {
    if (!NAME_RE.test(a.code) || RESERVED.has(a.code)) continue;
    const multi = a.frontend_input === 'multiselect';
    fields.push({
      name: a.code,
      type: multi ? 'String' : 'Int',
      source: multi ? 'options' : 'option',
      attributeId: a.id,
    });
  }
  for (const key of attributes.marketingSkuKeys) {
    if (NAME_RE.test(key) && !RESERVED.has(key) && !fields.some((f) => f.name === key)) {
      fields.push({ name: key, type: 'String', source: 'text' });
    }
  }
  return fields;
}

export function dynamicFilterFields(attributes: AttributeCatalog): string[] {
  return attributes
    .filterable()
    .map((a) => a.code)
    .filter((code) => NAME_RE.test(code) && !RESERVED_FILTERS.has(code));
}

/** SDL lines for the generated product fields (without braces). */
export function dynamicProductFieldSdl(attributes: AttributeCatalog): string {
  return dynamicProductFields(attributes)
    .map((f) => `  ${f.name}: ${f.type}`)
    .join('\n');
}

/** Whether product answers carry a field of this name (a fixed one or a generated one). */
export function isProductFieldName(attributes: AttributeCatalog, name: string): boolean {
  return RESERVED.has(name) || dynamicProductFields(attributes).some((f) => f.name === name);
}
