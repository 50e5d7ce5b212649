// Builds the header navigation model from content documents. Pure: document loading is passed
// in, so the rules (per-view urls and menus, submenus, the archive link) are unit-tested.
import { linkUrl, resolveImage, type ResolvedImage } from './fields';
import type {
  ContentDocument,
  DocumentRef,
  DropdownMenuData,
  MegaMenuData,
  MenuItem,
  NavBarData,
} from './types';

export interface NavLink {
  label: string;
  href: string;
}

export interface DropdownEntry extends NavLink {
  /** Items of the optional submenu. */
  children: NavLink[];
}

export interface MegaEntry extends NavLink {
  image: ResolvedImage | null;
}

export type NavEntry =
  | { kind: 'link'; id: string; label: string; href: string }
  | { kind: 'dropdown'; id: string; label: string; href: string | null; items: DropdownEntry[] }
  | {
      kind: 'mega';
      id: string;
      label: string;
      href: string | null;
      header: string | null;
      items: MegaEntry[];
      seniorLivingItems: MegaEntry[];
      image: ResolvedImage | null;
      imageHref: string | null;
    };

/** Path of the 'Archived Products' link, the first mega-menu item for some customer groups. */
export const ARCHIVE_PATH = '/products-archive';
/** Customer groups that see the archive link (spec: roles). */
export const ARCHIVE_CUSTOMER_GROUPS: readonly string[] = ['5', '7'];

export function canSeeArchive(customerGroupId: string | number | null | undefined): boolean {
  return customerGroupId != null && ARCHIVE_CUSTOMER_GROUPS.includes(String(customerGroupId));
}

function isArchiveLink(href: string): boolean {
  return href.split(/[?#]/)[0]?.replace(/\/$/, '') === ARCHIVE_PATH;
}

/** Removes the archive link unless the customer's group may see it. */
export function visibleMegaItems<T extends NavLink>(
  items: readonly T[],
  customerGroupId: string | number | null | undefined,
): T[] {
  return canSeeArchive(customerGroupId) ? [...items] : items.filter((i) => !isArchiveLink(i.href));
}

export function itemUrl(item: MenuItem, storeView: string): string | null {
  return linkUrl(item.url_by_store_view?.[storeView] ?? null) ?? linkUrl(item.url);
}

export function itemMenu(item: MenuItem, storeView: string): DocumentRef | null {
  const perView = item.menu_by_store_view?.[storeView];
  if (perView && (perView.uid || perView.id)) return perView;
  return item.menu && (item.menu.uid || item.menu.id) ? item.menu : null;
}

export type MenuLoader = (ref: DocumentRef) => Promise<ContentDocument | null>;

export interface BuildNavigationInput {
  nav: NavBarData | null;
  storeView: string;
  customerGroupId: string | number | null;
  loadMenu: MenuLoader;
}

function links(items: readonly MenuItem[] | null | undefined, storeView: string): NavLink[] {
  return (items ?? []).flatMap((item) => {
    const href = itemUrl(item, storeView);
    return item.label && href ? [{ label: item.label, href }] : [];
  });
}

function megaEntries(
  items: readonly MenuItem[] | null | undefined,
  storeView: string,
): MegaEntry[] {
  return (items ?? []).flatMap((item) => {
    const href = itemUrl(item, storeView);
    return item.label && href
      ? [{ label: item.label, href, image: resolveImage(item.item_image, item.label) }]
      : [];
  });
}

export async function buildNavigation({
  nav,
  storeView,
  customerGroupId,
  loadMenu,
}: BuildNavigationInput): Promise<NavEntry[]> {
  const topItems = nav?.top_items ?? [];
  const entries = await Promise.all(
    topItems.map(async (item, index): Promise<NavEntry | null> => {
      if (!item.label) return null;
      const id = `nav-${index}`;
      const href = itemUrl(item, storeView);
      const ref = itemMenu(item, storeView);
      const menu = ref ? await loadMenu(ref) : null;
      if (menu?.type === 'mega_menu_content') {
        const data = menu.data as unknown as MegaMenuData;
        return {
          kind: 'mega',
          id,
          label: item.label,
          href,
          header: data.header ?? null,
          items: visibleMegaItems(megaEntries(data.items, storeView), customerGroupId),
          seniorLivingItems: megaEntries(data.senior_living_items, storeView),
          image: resolveImage(data.image, data.header ?? item.label),
          imageHref: linkUrl(data.image_link),
        };
      }
      if (menu?.type === 'dropdown_menu') {
        const data = menu.data as unknown as DropdownMenuData;
        const items = await Promise.all(
          (data.items ?? []).map(async (sub): Promise<DropdownEntry | null> => {
            const subHref = itemUrl(sub, storeView);
            if (!sub.label || !subHref) return null;
            const subRef = sub.submenu && (sub.submenu.uid || sub.submenu.id) ? sub.submenu : null;
            const subMenu = subRef ? await loadMenu(subRef) : null;
            const children =
              subMenu?.type === 'dropdown_menu'
                ? links((subMenu.data as unknown as DropdownMenuData).items, storeView)
                : [];
            return { label: sub.label, href: subHref, children };
          }),
        );
        return {
          kind: 'dropdown',
          id,
          label: item.label,
          href,
          items: items.filter((i): i is DropdownEntry => i !== null),
        };
      }
      return href ? { kind: 'link', id, label: item.label, href } : null;
    }),
  );
  return entries.filter((e): e is NavEntry => e !== null);
}
