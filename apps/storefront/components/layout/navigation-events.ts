// Programmatic navigations (router.push) announce themselves so the loading overlay can show;
// link clicks are detected by the overlay itself.
export const NAVIGATION_START_EVENT = 'storefront:navigation-start';

export function announceNavigation(): void {
  window.dispatchEvent(new Event(NAVIGATION_START_EVENT));
}
