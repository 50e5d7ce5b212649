import { describe, expect, it } from 'vitest';
import { MAX_GROUP_MEMBERS, parseAddToCartForm, parseGroupedForm } from './cart-form';

function form(entries: [string, string][]): FormData {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
}

describe('parseAddToCartForm', () => {
  it('reads a simple product with customizable options', () => {
    expect(
      parseAddToCartForm(
        form([
          ['sku', 'CH-DC-1001'],
          ['quantity', '2'],
          ['entered_uids', 'Y3VzdG9tLW9wdGlvbi8x'],
          ['options[Y3VzdG9tLW9wdGlvbi8x]', 'ABC'],
          ['options[Y3VzdG9tLW9wdGlvbi8y]', 'Y3VzdG9tLW9wdGlvbi8yLzU='],
          ['options[Y3VzdG9tLW9wdGlvbi8z]', ''],
        ]),
      ),
    ).toEqual({
      sku: 'CH-DC-1001',
      quantity: 2,
      selected_options: ['Y3VzdG9tLW9wdGlvbi8yLzU='],
      entered_options: [{ uid: 'Y3VzdG9tLW9wdGlvbi8x', value: 'ABC' }],
    });
  });

  it('sends a configurable as its parent SKU with the chosen value uids', () => {
    expect(
      parseAddToCartForm(
        form([
          ['sku', 'CH-LC-1001'],
          ['variant_sku', 'CH-LC-1001-OAT-TEK'],
          ['selected_options', 'Y29uZmlndXJhYmxlLzEvMg=='],
          ['quantity', '1'],
        ]),
      ),
    ).toEqual({ sku: 'CH-LC-1001', quantity: 1, selected_options: ['Y29uZmlndXJhYmxlLzEvMg=='] });
  });

  it('falls back to the variant SKU with parent_sku when value uids are unknown', () => {
    expect(
      parseAddToCartForm(
        form([
          ['sku', 'P'],
          ['parent_sku', 'P'],
          ['variant_sku', 'P-1'],
          ['quantity', '3'],
        ]),
      ),
    ).toEqual({
      sku: 'P-1',
      parent_sku: 'P',
      quantity: 3,
    });
  });

  it('rejects bad quantities and a missing SKU', () => {
    expect(
      parseAddToCartForm(
        form([
          ['sku', 'X'],
          ['quantity', '0'],
        ]),
      ),
    ).toBeNull();
    expect(
      parseAddToCartForm(
        form([
          ['sku', 'X'],
          ['quantity', '1.5'],
        ]),
      ),
    ).toBeNull();
    expect(parseAddToCartForm(form([['quantity', '1']]))).toBeNull();
    expect(
      parseAddToCartForm(
        form([
          ['sku', 'X'],
          ['selected_options', '<script>'],
        ]),
      ),
    ).toEqual({ sku: 'X', quantity: 1 });
  });
});

describe('parseGroupedForm', () => {
  it('adds each member with a quantity above 0, by its own SKU', () => {
    expect(
      parseGroupedForm(
        form([
          ['group_sku', 'GP-DN-1001'],
          ['member_sku', 'TB-DN-1004'],
          ['member_qty[TB-DN-1004]', '1'],
          ['member_sku', 'CH-DC-1006'],
          ['member_qty[CH-DC-1006]', '0'],
          ['member_sku', 'SL-DC-1005'],
          ['member_qty[SL-DC-1005]', '3'],
        ]),
      ),
    ).toEqual([
      { sku: 'TB-DN-1004', quantity: 1 },
      { sku: 'SL-DC-1005', quantity: 3 },
    ]);
  });

  it('answers an empty list when nothing is chosen, and null for a quantity out of bounds', () => {
    expect(
      parseGroupedForm(
        form([
          ['member_sku', 'A'],
          ['member_qty[A]', '0'],
        ]),
      ),
    ).toEqual([]);
    expect(
      parseGroupedForm(
        form([
          ['member_sku', 'A'],
          ['member_qty[A]', '1.5'],
        ]),
      ),
    ).toBeNull();
    expect(
      parseGroupedForm(
        form([
          ['member_sku', 'A'],
          ['member_qty[A]', '-1'],
        ]),
      ),
    ).toBeNull();
    expect(
      parseGroupedForm(
        form([
          ['member_sku', 'A'],
          ['member_qty[A]', '10001'],
        ]),
      ),
    ).toBeNull();
    const many = form(
      Array.from({ length: MAX_GROUP_MEMBERS + 1 }, (_, i): [string, string] => [
        'member_sku',
        `S${i}`,
      ]),
    );
    expect(parseGroupedForm(many)).toBeNull();
  });
});
