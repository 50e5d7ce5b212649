// A large product CSV for the import tests and the measurement in docs/decisions/1434: `count`
// rows, new SKUs, spread over existing and new categories, each with a base image.
export const BIG_HEADER = [
  'sku',
  'product_type',
  'attribute_set_code',
  'name',
  'description',
  'short_description',
  'price',
  'special_price',
  'special_price_from_date',
  'special_price_to_date',
  'qty',
  'is_in_stock',
  'product_online',
  'visibility',
  'categories',
  'url_key',
  'base_image',
  'base_image_label',
];

const CATEGORIES = [
  'Default Category/Seating',
  'Default Category/Tables',
  'Default Category/Seating/Lounge Chairs',
  'Default Category/Imported/Bulk A',
  'Default Category/Imported/Bulk B',
];

export function bigCsv(count: number, prefix = 'BULK'): string {
  const lines = [BIG_HEADER.join(',')];
  for (let i = 0; i < count; i++) {
    const sale = i % 7 === 0;
    lines.push(
      [
        `${prefix}-${String(i).padStart(6, '0')}`,
        i % 10 === 0 ? 'virtual' : 'simple',
        'Default',
        `Bulk Chair Model ${i}`,
        `"<p>Contract seating, model ${i}, stackable, with a 10-year frame warranty.</p>"`,
        `Model ${i}`,
        (100 + (i % 900) + 0.99).toFixed(2),
        sale ? '89.00' : '',
        sale ? '2026-01-01' : '',
        sale ? '2027-01-01' : '',
        String(i % 50),
        i % 50 === 0 ? '0' : '1',
        '1',
        '"Catalog, Search"',
        `"${CATEGORIES[i % CATEGORIES.length]},${CATEGORIES[(i + 1) % CATEGORIES.length]}"`,
        '',
        `catalog/product/bulk/${i}.svg`,
        `Bulk chair ${i}`,
      ].join(','),
    );
  }
  return lines.join('\n');
}
