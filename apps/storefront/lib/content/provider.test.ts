import { describe, expect, it, vi } from 'vitest';
import { createLocalSource } from './local';
import { localDocuments } from './local-documents';
import {
  createContentProvider,
  LOOKUP_REQUIRED_MESSAGE,
  lookupDocument,
  type DocumentSource,
} from './provider';
import type { ContentDocument } from './types';

const doc = (
  id: string,
  type: string,
  uid: string | null = null,
  lang = 'en-us',
): ContentDocument => ({ id, uid, type, lang, data: { items: [] } }) as unknown as ContentDocument;

function silentLogger() {
  return { warn: vi.fn(), error: vi.fn() };
}

describe('lookupDocument', () => {
  const source = createLocalSource([
    doc('a', 'footer'),
    doc('b', 'footer'),
    doc('c', 'dropdown_menu', 'tables'),
    doc('d', 'mega_menu_content', 'tables'),
    doc('e', 'mega_menu_content', 'seating'),
    doc('f', 'footer', null, 'fr-fr'),
  ]);

  it('uses the first document of a single-type lookup', async () => {
    expect((await lookupDocument(source, { single: 'footer' }))?.id).toBe('a');
  });

  it('filters by language when one is given', async () => {
    expect((await lookupDocument(source, { single: 'footer', lang: 'fr-fr' }))?.id).toBe('f');
  });

  it('finds a document by id', async () => {
    expect((await lookupDocument(source, { id: 'e' }))?.type).toBe('mega_menu_content');
  });

  it('uses the first non-empty result among the listed types, in order', async () => {
    expect(
      (
        await lookupDocument(source, {
          uid: 'tables',
          types: ['dropdown_menu', 'mega_menu_content'],
        })
      )?.id,
    ).toBe('c');
    expect(
      (
        await lookupDocument(source, {
          uid: 'tables',
          types: ['mega_menu_content', 'dropdown_menu'],
        })
      )?.id,
    ).toBe('d');
    expect(
      (
        await lookupDocument(source, {
          uid: 'seating',
          types: ['dropdown_menu', 'mega_menu_content'],
        })
      )?.id,
    ).toBe('e');
  });

  it('returns null for a missing document', async () => {
    expect(await lookupDocument(source, { uid: 'nope', types: ['dropdown_menu'] })).toBeNull();
    expect(await lookupDocument(source, { single: 'homepage' })).toBeNull();
  });

  it('logs the spec message and returns null for an incomplete lookup', async () => {
    const logger = silentLogger();
    expect(await lookupDocument(source, { uid: 'tables', types: [] }, logger)).toBeNull();
    expect(await lookupDocument(source, {}, logger)).toBeNull();
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn).toHaveBeenCalledWith(LOOKUP_REQUIRED_MESSAGE);
  });

  it('falls back to empty when the source fails', async () => {
    const failing: DocumentSource = {
      name: 'failing',
      findSingle: () => Promise.reject(new Error('offline')),
      findById: () => Promise.reject(new Error('offline')),
      findByUid: () => Promise.reject(new Error('offline')),
      findAll: () => Promise.reject(new Error('offline')),
    };
    const logger = silentLogger();
    expect(await createContentProvider(failing, logger).getSingle('footer')).toBeNull();
    expect(logger.error).toHaveBeenCalledOnce();
  });
});

describe('local documents', () => {
  const provider = createContentProvider(createLocalSource(localDocuments));

  it('are valid documents with unique ids', () => {
    const ids = localDocuments.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('hold one navigation and one homepage per landing view', async () => {
    for (const uid of ['hospitality', 'senior-living']) {
      expect(await provider.getByUid(uid, ['nav_bar'])).not.toBeNull();
      expect(await provider.getByUid(uid, ['homepage'])).not.toBeNull();
    }
  });

  it('resolve every menu a navigation refers to', async () => {
    for (const nav of localDocuments.filter((d) => d.type === 'nav_bar')) {
      for (const item of (nav.data as { top_items: { menu?: { uid: string; type: string } }[] })
        .top_items) {
        if (item.menu)
          expect(await provider.getByUid(item.menu.uid, [item.menu.type])).not.toBeNull();
      }
    }
  });

  it('include the footer, announcements and a translation document', async () => {
    expect(await provider.getSingle('footer')).not.toBeNull();
    expect((await provider.getSingle('announcement'))?.data.items.length).toBeGreaterThan(0);
    expect((await provider.getSingle('translation'))?.data.translation_keys).toEqual([]);
  });
});
