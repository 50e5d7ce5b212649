import { describe, expect, it } from 'vitest';
import { toFilterGroups } from './adapters';
import { filterSettingsFromAttributes } from './filter-settings';

const agg = (attribute_code: string, position: number) => ({
  attribute_code,
  label: attribute_code.toUpperCase(),
  count: 1,
  position,
  options: [{ label: 'One', value: '1', count: 3 }],
});

describe('filterSettingsFromAttributes (attributesList on a stock Magento endpoint)', () => {
  it('lists each filterable attribute, open, with no position of its own', () => {
    const settings = filterSettingsFromAttributes([{ code: 'color' }, null, { code: 'material' }]);
    expect([...settings]).toEqual([
      ['color', { collapsed: false }],
      ['material', { collapsed: false }],
    ]);
    expect(settings.onlyListed).toBe(true);
  });

  it("shows only the groups of filterable attributes, plus category and price, at the aggregations' positions", () => {
    const settings = filterSettingsFromAttributes([{ code: 'color' }, { code: 'material' }]);
    const groups = toFilterGroups(
      [
        agg('material', 50),
        agg('collection', 60),
        agg('price', 10),
        agg('color', 40),
        agg('category_uid', 0),
        agg('category_id', 1),
      ],
      settings,
    );
    expect(groups.map((g) => [g.code, g.position, g.collapsed])).toEqual([
      ['category_uid', 0, false],
      ['category_id', 1, false],
      ['price', 10, false],
      ['color', 40, false],
      ['material', 50, false],
    ]);
  });

  it('still hides what the listing hides', () => {
    const groups = toFilterGroups(
      [agg('archive', 5), agg('color', 40)],
      filterSettingsFromAttributes([{ code: 'archive' }, { code: 'color' }]),
      new Set(['archive']),
    );
    expect(groups.map((g) => g.code)).toEqual(['color']);
  });

  it('with no attributes listed, keeps only category and price', () => {
    const groups = toFilterGroups(
      [agg('color', 40), agg('price', 10), agg('category_uid', 0)],
      filterSettingsFromAttributes(null),
    );
    expect(groups.map((g) => g.code)).toEqual(['category_uid', 'price']);
  });

  it('a plain settings map (our own service) still shows every group', () => {
    const groups = toFilterGroups(
      [agg('collection', 60), agg('color', 40)],
      new Map([['color', { position: 5, collapsed: true }]]),
    );
    expect(groups.map((g) => [g.code, g.position, g.collapsed])).toEqual([
      ['color', 5, true],
      ['collection', 60, false],
    ]);
  });
});
