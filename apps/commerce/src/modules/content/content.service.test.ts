import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentService } from './content.service.js';

describe('content documents for cmsPage and cmsBlocks', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('skips a document that is not valid JSON and still serves the others', () => {
    dir = mkdtempSync(join(tmpdir(), 'charter-content-'));
    writeFileSync(join(dir, 'a-broken.json'), '{ "id": "broken", ');
    writeFileSync(join(dir, 'b-null.json'), 'null');
    writeFileSync(
      join(dir, 'page.about.json'),
      JSON.stringify({ id: 'p1', uid: 'about', type: 'page', data: { title: 'About us' } }),
    );
    const content = new ContentService(dir);
    expect(content.page('about')?.title).toBe('About us');
    expect(content.blocks(['p1', 'broken']).map((b) => b.identifier)).toEqual(['p1']);
  });
});
