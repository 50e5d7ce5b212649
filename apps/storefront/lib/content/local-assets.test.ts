// Every image a local content document points at must ship in public/, or the page shows a
// broken image.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const contentDir = new URL('../../content/', import.meta.url);
const publicDir = new URL('../../public/', import.meta.url);

function assetPaths(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && value.startsWith('/content/')) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => assetPaths(v, out));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => assetPaths(v, out));
  return out;
}

describe('local content documents', () => {
  const files = readdirSync(contentDir).filter((f) => f.endsWith('.json'));

  it.each(files)('%s only references images that exist', (file) => {
    const doc: unknown = JSON.parse(readFileSync(new URL(file, contentDir), 'utf8'));
    const missing = assetPaths(doc).filter((p) => !existsSync(new URL(`.${p}`, publicDir)));
    expect(missing).toEqual([]);
  });
});
