import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilterSelect } from './FilterSelect';

const options = [
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];

const render = (props: { defaultValue: string; any?: string }) =>
  renderToStaticMarkup(
    createElement(FilterSelect, { name: 'status', label: 'Status', options, ...props }),
  );

describe('FilterSelect', () => {
  it('is labelled: the label names the select', () => {
    const html = render({ defaultValue: '' });
    const labelFor = /<label for="([^"]+)">Status<\/label>/.exec(html)?.[1];
    expect(labelFor).toBeTruthy();
    expect(html).toContain(`<select name="status" id="${labelFor}">`);
  });

  it('offers "any" first with an empty value, then the options, the given one chosen', () => {
    const html = render({ defaultValue: 'disabled', any: 'Any status' });
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
    const html = render({ defaultValue: 'active' });
    expect(html).not.toContain('<option value="">');
    expect(html).toContain('<option value="active" selected="">Active</option>');
  });
});
