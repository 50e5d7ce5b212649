// The page loading indicator (spec: "centred spinner in a box 85% of viewport height,
// overridable"): the routes that have a loading state render it with the translated status text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@/lib/i18n/catalog';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/i18n/translator', () => ({
  getTranslator: async () => createTranslator({ 'app.loading': 'Loading the page…' }),
}));

describe('page loading indicator', () => {
  it.each(['cart', 'compare'])(
    'the %s route shows a spinner with a status text from the message catalogue',
    async (route) => {
      const { default: Loading } = await import(`@/app/${route}/loading.tsx`);
      const html = renderToStaticMarkup(await Loading());
      expect(html).toMatch(
        /^<div[^>]*><span role="status"[^>]*><span class="visually-hidden">Loading the page…<\/span><\/span><\/div>$/,
      );
    },
  );

  it('the box is 85% of the viewport high and centres the spinner', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'Spinner.module.css'), 'utf8');
    const box = /\.box\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(box).toMatch(/min-height:\s*85vh/);
    expect(box).toMatch(/display:\s*grid/);
    expect(box).toMatch(/place-items:\s*center/);
  });
});
