import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PagedTable, type ListPage } from './PagedTable';

interface Row {
  id: number;
  name: string;
}

function render(list: ListPage<Row>, page: number, fetching = false): string {
  return renderToStaticMarkup(
    createElement(PagedTable<Row>, {
      list,
      rowKey: (r) => r.id,
      caption: 'Things, newest first',
      one: 'thing',
      many: 'things',
      pagerLabel: 'Thing pages',
      fetching,
      page,
      onPage: () => {},
      columns: [
        { header: 'Id', cell: (r) => String(r.id) },
        { header: 'Name', cell: (r) => createElement('strong', null, r.name) },
      ],
    }),
  );
}

const texts = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>(.*?)</${tag}>`, 'g'))].map((m) => m[1]);

describe('PagedTable', () => {
  it('shows the count, a header cell per column and a row per item, in order', () => {
    const html = render(
      {
        total_count: 3,
        page_info: { total_pages: 2 },
        items: [
          { id: 7, name: 'Chair' },
          { id: 5, name: 'Table' },
        ],
      },
      1,
    );
    expect(html).toContain('<p role="status" aria-live="polite">3 things, page 1 of 2</p>');
    expect(html).toContain('<caption class="visually-hidden">Things, newest first</caption>');
    expect(texts(html, 'th')).toEqual(['Id', 'Name']);
    expect(html).toContain('<th scope="col">Id</th>');
    expect(texts(html, 'tr').slice(1)).toEqual([
      '<td>7</td><td><strong>Chair</strong></td>',
      '<td>5</td><td><strong>Table</strong></td>',
    ]);
    // Page 1 of 2: no previous page, a next one.
    expect(html).toContain('<nav class="pager" aria-label="Thing pages">');
    expect(html).toMatch(/<button type="button" disabled="">Previous page<\/button>/);
    expect(html).toMatch(/<button type="button">Next page<\/button>/);
  });

  it('names one item in the singular, says when it is updating, and ends at the last page', () => {
    const html = render(
      { total_count: 1, page_info: { total_pages: 1 }, items: [{ id: 1, name: 'Lamp' }] },
      1,
      true,
    );
    expect(html).toContain('Updating… 1 thing, page 1 of 1');
    expect(html).toMatch(/<button type="button" disabled="">Next page<\/button>/);
  });

  it('counts an empty list as one page of none', () => {
    const html = render({ total_count: 0, page_info: { total_pages: 0 }, items: [] }, 1);
    expect(html).toContain('0 things, page 1 of 1');
    expect(html).toContain('<tbody></tbody>');
    expect(html).toMatch(/<button type="button" disabled="">Next page<\/button>/);
  });
});
