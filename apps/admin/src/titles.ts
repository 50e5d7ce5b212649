/** The console's name, the suffix of every page title. */
export const APP_TITLE = 'Charter console';

/** What a route declares in its `handle`: the page title. */
export type RouteHandle = { title: string };

export function pageTitle(title: string): string {
  return title === APP_TITLE ? APP_TITLE : `${title} · ${APP_TITLE}`;
}
