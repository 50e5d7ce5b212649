// The two landing views (spec: "Landing view: label, url, code"). Pure constants and helpers,
// shared by the proxy, server components and tests. The chosen view lives in the store_view
// cookie; its code is the `Store` header sent to the commerce API.
import type { StoreViewCode } from '@/lib/config';

export const STORE_VIEW_COOKIE = 'store_view';
/** One year, like the other preference cookies. */
export const STORE_VIEW_COOKIE_MAX_AGE = 31_536_000;

export interface LandingView {
  code: StoreViewCode;
  /** Landing URL; visiting it selects the view. */
  url: string;
  /** Message key of the view's label. */
  labelKey: 'storeSwitcher.hospitality' | 'storeSwitcher.seniorLiving';
  /** uid of the view's nav_bar and homepage documents. */
  contentUid: string;
}

export const LANDING_VIEWS: readonly LandingView[] = [
  {
    code: 'charter_hospitality',
    url: '/',
    labelKey: 'storeSwitcher.hospitality',
    contentUid: 'hospitality',
  },
  {
    code: 'charter_seniorliving',
    url: '/senior-living',
    labelKey: 'storeSwitcher.seniorLiving',
    contentUid: 'senior-living',
  },
];

export function parseStoreView(value: string | null | undefined): StoreViewCode | null {
  return LANDING_VIEWS.find((v) => v.code === value)?.code ?? null;
}

export function landingViewByCode(code: StoreViewCode): LandingView {
  return LANDING_VIEWS.find((v) => v.code === code) ?? (LANDING_VIEWS[0] as LandingView);
}

/** The landing view whose URL is exactly this path (trailing slash ignored), if any. */
export function landingViewForPath(pathname: string): LandingView | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return LANDING_VIEWS.find((v) => v.url === path) ?? null;
}
