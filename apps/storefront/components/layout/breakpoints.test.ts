// Breakpoints (spec §defaults: "mobile 62em; theme xs 28em, sm 30em, md 48em, lg 62em, xl 80em").
// CSS custom properties cannot be used in media queries, so every stylesheet writes the values out
// (app/globals.css); this keeps each written width on the theme's scale, and the mobile/desktop
// switch at 62em.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const THEME_EM = { xs: 28, sm: 30, md: 48, lg: 62, xl: 80 };
const root = path.resolve(import.meta.dirname, '../..');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

interface Query {
  file: string;
  bound: 'min' | 'max';
  value: number;
  unit: string;
}

const queries: Query[] = ['app', 'components'].flatMap((dir) =>
  stylesheets(path.join(root, dir)).flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(
        /@media[^{]*?\((min|max)-width:\s*([\d.]+)([a-z]+)\)/g,
      ),
    ].map((m) => ({
      file: path.relative(root, file),
      bound: m[1] as 'min' | 'max',
      value: Number(m[2]),
      unit: m[3]!,
    })),
  ),
);

const scale = Object.values(THEME_EM);

describe('breakpoints', () => {
  it('finds the stylesheets’ width queries', () => {
    expect(queries.length).toBeGreaterThan(10);
  });

  it('writes every width query in em on the theme scale (max-width just below a step)', () => {
    const off = queries.filter(
      (q) =>
        q.unit !== 'em' ||
        !(q.bound === 'min'
          ? scale.includes(q.value)
          : scale.some((step) => q.value === step || Math.abs(q.value - (step - 0.01)) < 1e-9)),
    );
    expect(off).toEqual([]);
  });

  it('switches the header between the mobile drawer and the desktop navigation at 62em', () => {
    for (const file of [
      'components/layout/DesktopNav.module.css',
      'components/layout/MobileDrawer.module.css',
      'components/layout/Header.module.css',
    ]) {
      const widths = queries.filter((q) => q.file === file).map((q) => `${q.bound}:${q.value}`);
      expect(widths.length, file).toBeGreaterThan(0);
      expect(new Set(widths), file).toEqual(new Set([`min:${THEME_EM.lg}`]));
    }
  });
});
