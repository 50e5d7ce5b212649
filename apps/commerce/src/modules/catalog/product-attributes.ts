// Attribute-derived product fields: visiture_custom_attributes, custom_attributesV2 and custom_attributes.
import type { UiInputTypeEnum } from '../../graphql/resolver-types.generated.js';
import type { Answer } from '../../graphql/resolvers.js';
import { encodeUid } from '../../shared/ids.js';
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
export function visitureCustomAttributes(
  values: readonly AttributeValueRow[],
  attributes: AttributeCatalog,
): string {
  const pairs = [...selectedByAttribute(values, attributes)].map(([code, opts]) => ({
    attribute_code: code,
    value: opts.map((o) => o.label).join(', '),
  }));
  return JSON.stringify(pairs);
}

const TEXT_ATTRIBUTES_HIDDEN = new Set(['visiture_custom_attributes']);

export function customAttributesV2(
  p: ProductRow,
  values: readonly AttributeValueRow[],
  attributes: AttributeCatalog,
): Answer<'ProductCustomAttributes'> {
  const selected = [...selectedByAttribute(values, attributes)].map(
    ([code, opts]): Answer<'AttributeSelectedOptions'> => ({
      __typename: 'AttributeSelectedOptions',
      code,
      selected_options: opts,
    }),
  );
  const texts = Object.entries(p.attributes)
    .filter(([k, v]) => !TEXT_ATTRIBUTES_HIDDEN.has(k) && typeof v === 'string')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, value]): Answer<'AttributeValue'> => ({
      __typename: 'AttributeValue',
      code,
      value,
    }));
  return { items: [...selected, ...texts], errors: [] };
}

const UI_INPUT: Record<string, UiInputTypeEnum> = {
  select: 'SELECT',
  multiselect: 'MULTISELECT',
  boolean: 'BOOLEAN',
  text: 'TEXT',
  textarea: 'TEXTAREA',
  price: 'PRICE',
};

/** custom_attributes: the product's option attributes visible on the storefront, in attribute order. */
export function customAttributes(
  values: readonly AttributeValueRow[],
  attributes: AttributeCatalog,
  storeCode: string,
): Answer<'CustomAttribute'>[] {
  const byAttribute = new Map<number, number[]>();
  for (const v of values)
    byAttribute.set(v.attribute_id, [...(byAttribute.get(v.attribute_id) ?? []), v.option_id]);
  return attributes.all
    .filter((a) => a.is_visible_on_front && byAttribute.has(a.id))
    .map((a): Answer<'CustomAttribute'> => {
      const chosen = new Set(byAttribute.get(a.id));
      return {
        selected_attribute_options: {
          attribute_option: a.options
            .filter((o) => chosen.has(o.id))
            .map((o) => ({
              __typename: 'CustomAttributeOption',
              uid: encodeUid(o.id),
              label: o.label,
              is_default: false,
            })),
        },
        entered_attribute_value: null,
        attribute_metadata: {
          __typename: 'ProductAttributeMetadata',
          uid: encodeUid(a.id),
          code: a.code,
          label: a.label,
          attribute_labels: [{ store_code: storeCode, label: a.label }],
          data_type: a.frontend_input === 'boolean' ? 'BOOLEAN' : 'STRING',
          sort_order: a.position,
          entity_type: 'CATALOG_PRODUCT',
          is_system: false,
          ui_input: {
            __typename: 'UiAttributeTypeAny',
            ui_input_type: UI_INPUT[a.frontend_input] ?? 'TEXT',
            is_html_allowed: false,
          },
          used_in_components: [
            'PRODUCT_DETAILS_PAGE',
            ...(a.is_comparable ? (['PRODUCTS_COMPARE'] as const) : []),
            ...(a.is_filterable ? (['PRODUCT_FILTER'] as const) : []),
          ],
        },
      };
    });
}
