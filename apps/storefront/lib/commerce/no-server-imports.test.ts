// lib/commerce is the client of the commerce API: it must not know the storefront's HTTP server
// (server/), whose page cache it reaches only through lib/page-cache-hook.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(new URL(import.meta.url).pathname);

function sources(d: string): string[] {
  return readdirSync(d, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(path.join(d, e.name))
      : /\.tsx?$/.test(e.name)
        ? [path.join(d, e.name)]
        : [],
  );
}

describe('lib/commerce', () => {
  it('imports nothing under server/', () => {
    const offenders = sources(dir).filter((f) =>
      /from\s+['"](@\/server\/|(\.\.\/)+server\/)|import\(\s*['"](@\/server\/|(\.\.\/)+server\/)/.test(
        readFileSync(f, 'utf8'),
      ),
    );
    expect(offenders.map((f) => path.relative(dir, f))).toEqual([]);
  });
});
