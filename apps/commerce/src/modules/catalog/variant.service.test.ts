import { describe, expect, it } from 'vitest';
import { configurableValueUid } from '../../shared/ids.js';
import type { AttributeCatalog, AttributeDef } from './attribute.service.js';
import { shapeConfigurable } from './product-options.js';
import type { ProductRow } from './product.service.js';
import { selectVariant, type Configurable } from './variant.service.js';

// Colour (10: red 1, blue 2) and size (20: S 3, M 4); variants red S, red M and blue S (no blue M).
const COLOR = 10;
const SIZE = 20;
const option = (id: number, label: string) => ({
  id,
  label,
  position: id,
  swatch_type: null,
  swatch_value: null,
});
const defs = new Map<number, Pick<AttributeDef, 'code' | 'label' | 'options'>>([
  [COLOR, { code: 'color', label: 'Colour', options: [option(1, 'Red'), option(2, 'Blue')] }],
  [SIZE, { code: 'size', label: 'Size', options: [option(3, 'S'), option(4, 'M')] }],
]);
// shapeConfigurable reads only attribute(id); the rows only their ids and names.
const attributes = { attribute: (id: number) => defs.get(id) } as unknown as AttributeCatalog;
const row = (id: number) => ({ id, name: `Product ${id}` }) as ProductRow;
const variants = [row(101), row(102), row(103)];
const carried = [
  [COLOR, 1, SIZE, 3],
  [COLOR, 1, SIZE, 4],
  [COLOR, 2, SIZE, 3],
].map(([a, o, b, p], i) => [
  { product_id: 101 + i, attribute_id: a as number, option_id: o as number },
  { product_id: 101 + i, attribute_id: b as number, option_id: p as number },
]);
const configAttrs = [
  { id: 1, attribute_id: COLOR, position: 0, label: null },
  { id: 2, attribute_id: SIZE, position: 1, label: null },
];
const configurable: Configurable = {
  variants,
  ...shapeConfigurable(row(100), configAttrs, variants, carried, attributes, 'http://media/'),
};

const uid = configurableValueUid;
/** Per option code, the labels of its available values. */
const available = (uids: string[]) =>
  Object.fromEntries(
    selectVariant(configurable, uids).options.map((o) => [
      o.option.attribute_code,
      o.values.filter((v) => v.available).map((v) => v.value.label),
    ]),
  );

describe('selectVariant', () => {
  it('names a variant only once every option has a value that one variant carries', () => {
    expect(selectVariant(configurable, []).variant).toBeNull();
    expect(selectVariant(configurable, [uid(COLOR, 2)]).variant).toBeNull();
    expect(selectVariant(configurable, [uid(COLOR, 2), uid(SIZE, 3)]).variant?.id).toBe(103);
    expect(selectVariant(configurable, [uid(COLOR, 2), uid(SIZE, 4)]).variant).toBeNull();
  });

  it("marks a value available when some variant carries it with the other options' chosen values", () => {
    expect(available([])).toEqual({ color: ['Red', 'Blue'], size: ['S', 'M'] });
    // Blue leaves S only; the colours stay open (the choice of colour itself is not held against them).
    expect(available([uid(COLOR, 2)])).toEqual({ color: ['Red', 'Blue'], size: ['S'] });
    expect(available([uid(SIZE, 4)])).toEqual({ color: ['Red'], size: ['S', 'M'] });
  });

  it('ignores uids that are not configurable values', () => {
    expect(available(['not-a-uid', 'Y3VzdG9tLW9wdGlvbi8x'])).toEqual({
      color: ['Red', 'Blue'],
      size: ['S', 'M'],
    });
  });
});
