import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilterInput, FilterSelect } from './FilterFields';

describe('FilterInput', () => {
  it('labels its input and starts from the value given', () => {
    const html = renderToStaticMarkup(
      createElement(FilterInput, {
        id: 'orders-from',
        name: 'date_from',
        type: 'date',
        label: 'Placed from (UTC)',
        defaultValue: '2026-11-01',
      }),
    );
    expect(html).toBe(
      '<div class="field"><label for="orders-from">Placed from (UTC)</label>' +
        '<input id="orders-from" type="date" name="date_from" value="2026-11-01"/></div>',
    );
  });

  it('reads its hint with the field', () => {
    const html = renderToStaticMarkup(
      createElement(FilterInput, {
        id: 'customers-search',
        name: 'search',
        type: 'search',
        label: 'Name or e-mail starts with',
        hint: 'For example “jane”.',
        defaultValue: '',
      }),
    );
    expect(html).toContain('aria-describedby="customers-search-hint"');
    expect(html).toContain('<p class="hint" id="customers-search-hint">For example “jane”.</p>');
  });
});

describe('FilterSelect', () => {
  const options = [
    { value: 'active', label: 'Active' },
    { value: 'disabled', label: 'Disabled' },
  ];

  it('offers "any" first with an empty value, then the options, the given one chosen', () => {
    const html = renderToStaticMarkup(
      createElement(FilterSelect, {
        id: 'promo-status',
        name: 'status',
        label: 'Status',
        defaultValue: 'disabled',
        any: 'Any status',
        options,
      }),
    );
    expect(html).toContain('<label for="promo-status">Status</label>');
    expect(
      [...html.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)</g)].map((m) => [
        m[1],
        Boolean(m[2]),
        m[3],
      ]),
    ).toEqual([
      ['', false, 'Any status'],
      ['active', false, 'Active'],
      ['disabled', true, 'Disabled'],
    ]);
  });

  it('has no empty option without "any"', () => {
    const html = renderToStaticMarkup(
      createElement(FilterSelect, {
        id: 'terms-sort',
        name: 'sort',
        label: 'Order',
        defaultValue: 'active',
        options,
      }),
    );
    expect(html).not.toContain('<option value="">');
    expect(html).toContain('<option value="active" selected="">Active</option>');
  });
});
