import { describe, expect, it } from 'vitest';
import { createLocalSource } from './local';
import { localDocuments } from './local-documents';
import {
  buildNavigation,
  canSeeArchive,
  itemMenu,
  itemUrl,
  visibleMegaItems,
  ARCHIVE_PATH,
} from './navigation';
import { createContentProvider } from './provider';
import type { ContentDocument, DocumentRef, NavBarData } from './types';

const provider = createContentProvider(createLocalSource(localDocuments));
const loadMenu = (ref: DocumentRef) =>
  provider.getByUid(ref.uid ?? '', [ref.type ?? 'dropdown_menu']);

async function navFor(uid: string, storeView: string, group: string | null) {
  const doc = (await provider.getByUid(uid, ['nav_bar'])) as ContentDocument<'nav_bar'>;
  return buildNavigation({
    nav: doc.data as NavBarData,
    storeView,
    customerGroupId: group,
    loadMenu,
  });
}

describe('archive link rule', () => {
  it('is shown only to customer groups 5 and 7', () => {
    expect(canSeeArchive('5')).toBe(true);
    expect(canSeeArchive(7)).toBe(true);
    expect(canSeeArchive('1')).toBe(false);
    expect(canSeeArchive(null)).toBe(false);
    expect(canSeeArchive(undefined)).toBe(false);
  });

  it('removes the archive link for everybody else', () => {
    const items = [
      { label: 'Archived Products', href: ARCHIVE_PATH },
      { label: 'Lounge Chairs', href: '/seating/lounge-chairs' },
    ];
    expect(visibleMegaItems(items, null).map((i) => i.label)).toEqual(['Lounge Chairs']);
    expect(visibleMegaItems(items, '0').map((i) => i.label)).toEqual(['Lounge Chairs']);
    expect(visibleMegaItems(items, '5').map((i) => i.label)).toEqual([
      'Archived Products',
      'Lounge Chairs',
    ]);
    expect(visibleMegaItems([{ label: 'x', href: `${ARCHIVE_PATH}/?p=2` }], null)).toEqual([]);
  });

  it('applies to the mega menu built from the documents', async () => {
    const guest = await navFor('hospitality', 'charter_hospitality', null);
    const group7 = await navFor('hospitality', 'charter_hospitality', '7');
    const megaOf = (entries: typeof guest) => entries.find((e) => e.kind === 'mega');
    const guestMega = megaOf(guest);
    const memberMega = megaOf(group7);
    if (guestMega?.kind !== 'mega' || memberMega?.kind !== 'mega')
      throw new Error('mega menu expected');
    expect(guestMega.items.some((i) => i.href === ARCHIVE_PATH)).toBe(false);
    expect(memberMega.items[0]).toMatchObject({ label: 'Archived Products', href: ARCHIVE_PATH });
  });
});

describe('per-view menu items', () => {
  it('prefer the store view url and menu', () => {
    const item = {
      label: 'Seating',
      url: '/seating',
      url_by_store_view: { charter_seniorliving: '/senior-living/lift-chairs' },
      menu: { type: 'dropdown_menu', uid: 'a' },
      menu_by_store_view: { charter_seniorliving: { type: 'mega_menu_content', uid: 'b' } },
    };
    expect(itemUrl(item, 'charter_hospitality')).toBe('/seating');
    expect(itemUrl(item, 'charter_seniorliving')).toBe('/senior-living/lift-chairs');
    expect(itemMenu(item, 'charter_hospitality')?.uid).toBe('a');
    expect(itemMenu(item, 'charter_seniorliving')?.uid).toBe('b');
  });
});

describe('buildNavigation', () => {
  it('builds links, dropdowns with submenus and mega menus from the hospitality documents', async () => {
    const entries = await navFor('hospitality', 'charter_hospitality', null);
    expect(entries.map((e) => e.label)).toEqual([
      'Seating',
      'Tables',
      'Casegoods',
      'Bedroom',
      'Outdoor',
      'Lighting',
    ]);
    const tables = entries[1];
    if (tables?.kind !== 'dropdown') throw new Error('dropdown expected');
    const options = tables.items.find((i) => i.label === 'Table Options');
    expect(options?.children.map((c) => c.href)).toContain('/options/caster-wheels');
    const seating = entries[0];
    if (seating?.kind !== 'mega') throw new Error('mega expected');
    expect(seating.header).toBeTruthy();
    expect(seating.image?.width).toBeGreaterThan(0);
    expect(seating.seniorLivingItems.length).toBeGreaterThan(0);
    expect(seating.items.filter((i) => i.image).length).toBeGreaterThan(1);
  });

  it('gives the Senior Living view its own navigation', async () => {
    const entries = await navFor('senior-living', 'charter_seniorliving', null);
    expect(entries[0]?.label).toBe('Senior Living Collection');
    expect(entries.map((e) => e.label)).not.toContain('Casegoods');
  });

  it('is empty without a navigation document, and skips items without label or url', async () => {
    expect(
      await buildNavigation({ nav: null, storeView: 'x', customerGroupId: null, loadMenu }),
    ).toEqual([]);
    const entries = await buildNavigation({
      nav: {
        top_items: [{ label: '', url: '/a' }, { label: 'No url' }, { label: 'Ok', url: 'ok' }],
      },
      storeView: 'x',
      customerGroupId: null,
      loadMenu,
    });
    expect(entries).toEqual([{ kind: 'link', id: 'nav-2', label: 'Ok', href: '/ok' }]);
  });
});
