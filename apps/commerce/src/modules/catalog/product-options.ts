// Customizable options and configurable options, shaped as Magento returns them.
import type { Answer } from '../../graphql/resolvers.js';
import { centsToFloat } from '../../shared/money.js';
import {
  configurableValueUid,
  customOptionUid,
  customOptionValueUid,
  encodeUid,
} from '../../shared/ids.js';
import type { AttributeCatalog, AttributeOption } from './attribute.service.js';
import { mediaUrl } from './product-media.js';
import type { AttributeValueRow, CustomOptionRow, ProductRow } from './product.service.js';

/** The option types with a list of values; a field or an area option has a single value. */
const LIST_OPTION_TYPES = {
  drop_down: 'CustomizableDropDownOption',
  radio: 'CustomizableRadioOption',
  checkbox: 'CustomizableCheckboxOption',
  multiple: 'CustomizableMultipleOption',
} as const;

/**
 * Option prices as Magento's GraphQL returns them: FIXED in currency units, PERCENT as the
 * configured percentage (10 = 10% of the product's final price), which the client applies.
 */
const optionPrice = (amount: number | null, type: 'FIXED' | 'PERCENT' | null) =>
  amount === null ? null : type === 'PERCENT' ? amount / 100 : centsToFloat(amount);

export function shapeCustomOption(
  o: CustomOptionRow,
  productSku: string,
): Answer<'CustomizableOptionInterface'> {
  const base = {
    uid: customOptionUid(o.id),
    option_id: o.id,
    title: o.title,
    required: o.is_required,
    sort_order: o.sort_order,
  };
  if (o.type === 'field' || o.type === 'area') {
    return {
      __typename: o.type === 'area' ? 'CustomizableAreaOption' : 'CustomizableFieldOption',
      ...base,
      product_sku: productSku,
      value: {
        uid: customOptionUid(o.id),
        price: optionPrice(o.price_amount, o.price_type) ?? 0,
        price_type: o.price_type ?? 'FIXED',
        sku: o.sku,
        max_characters: o.max_characters ?? 0,
      },
    };
  }
  return {
    __typename: LIST_OPTION_TYPES[o.type],
    ...base,
    value: o.values.map((v) => ({
      uid: customOptionValueUid(o.id, v.id),
      option_type_id: v.id,
      title: v.title,
      price: optionPrice(v.price_amount, v.price_type),
      price_type: v.price_type,
      sku: v.sku,
      sort_order: v.sort_order,
    })),
  };
}

export type SwatchOut = Answer<'SwatchDataInterface'> | null;

export function swatchData(o: AttributeOption, mediaBase: string): SwatchOut {
  if (!o.swatch_type || o.swatch_value === null) return null;
  if (o.swatch_type === 'color') return { __typename: 'ColorSwatchData', value: o.swatch_value };
  if (o.swatch_type === 'image') {
    const url = mediaUrl(mediaBase, o.swatch_value);
    return { __typename: 'ImageSwatchData', value: url, thumbnail: url };
  }
  return { __typename: 'TextSwatchData', value: o.swatch_value };
}

export interface ConfigurableAttrRow {
  id: number;
  attribute_id: number;
  position: number;
  label: string | null;
}

export interface ConfigurableShape {
  options: ReturnType<typeof shapeOption>[];
  /** Per variant: attribute id → option id. */
  selections: Map<number, Map<number, number>>;
}

function shapeOption(
  parentId: number,
  ca: ConfigurableAttrRow,
  attributes: AttributeCatalog,
  optionIds: Set<number>,
  mediaBase: string,
) {
  // The internal shape keeps its exact fields (the product resolvers read them); `satisfies`
  // checks it against the schema's ConfigurableProductOptions.
  const attr = attributes.attribute(ca.attribute_id);
  const options = (attr?.options ?? []).filter((o) => optionIds.has(o.id));
  return {
    id: ca.id,
    uid: encodeUid(`configurable/${parentId}/${ca.attribute_id}`),
    attribute_id: String(ca.attribute_id),
    attribute_id_v2: ca.attribute_id,
    attribute_uid: encodeUid(ca.attribute_id),
    attribute_code: attr?.code ?? null,
    label: ca.label ?? attr?.label ?? null,
    position: ca.position,
    use_default: false,
    product_id: parentId,
    values: options.map((o) => {
      const swatch = swatchData(o, mediaBase);
      return {
        uid: configurableValueUid(ca.attribute_id, o.id),
        value_index: o.id,
        label: o.label,
        default_label: o.label,
        store_label: o.label,
        use_default_value: true,
        swatch_data: swatch,
        visiture_swatch_data: swatch ? { type: o.swatch_type, value: swatch.value } : null,
      };
    }),
  } satisfies Answer<'ConfigurableProductOptions'>;
}

/** configurable_options in position order; values are those some enabled variant carries, in option order. */
export function shapeConfigurable(
  parent: ProductRow,
  configAttrs: readonly ConfigurableAttrRow[],
  variants: readonly ProductRow[],
  variantValues: readonly AttributeValueRow[][],
  attributes: AttributeCatalog,
  mediaBase: string,
): ConfigurableShape {
  const superIds = new Set(configAttrs.map((c) => c.attribute_id));
  const selections = new Map<number, Map<number, number>>();
  const used = new Map<number, Set<number>>();
  variants.forEach((v, i) => {
    const sel = new Map<number, number>();
    for (const row of variantValues[i] ?? []) {
      if (!superIds.has(row.attribute_id)) continue;
      sel.set(row.attribute_id, row.option_id);
      const set = used.get(row.attribute_id) ?? new Set<number>();
      set.add(row.option_id);
      used.set(row.attribute_id, set);
    }
    selections.set(v.id, sel);
  });
  const options = [...configAttrs]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((ca) =>
      shapeOption(parent.id, ca, attributes, used.get(ca.attribute_id) ?? new Set(), mediaBase),
    );
  return { options, selections };
}
