// The visitor's locale (spec §4 Store view and locale: "Locale comes from the router locale, then
// the stored value, then the default"; §1: only English is offered, default language en).
// docs/decisions/0308. Pure; the server entry (locale-server.ts) reads the request.
export const DEFAULT_LOCALE = 'en';
/** Locales the shop offers. Only English today; a value outside this list is never used. */
export const SUPPORTED_LOCALES: readonly string[] = [DEFAULT_LOCALE];
/** The stored value: a cookie of this name, so the server renders the page in it. */
export const LOCALE_COOKIE = 'locale';

/** A locale tag as the shop writes it ('en', 'en-us' → 'en-US'), or null when it is not one. */
function normalise(value: string | null | undefined): string | null {
  const tag = value?.trim();
  if (!tag || !/^[a-zA-Z]{2,3}(?:[-_][a-zA-Z0-9]{2,8})*$/.test(tag)) return null;
  const [lang, ...rest] = tag.split(/[-_]/);
  return [lang!.toLowerCase(), ...rest.map((r) => (r.length === 2 ? r.toUpperCase() : r))].join(
    '-',
  );
}

/** The offered locale a tag names: an exact match, else its language ('en-GB' → 'en'). */
function offered(value: string | null | undefined, supported: readonly string[]): string | null {
  const tag = normalise(value);
  if (!tag) return null;
  if (supported.includes(tag)) return tag;
  const lang = tag.split('-')[0]!;
  return supported.includes(lang) ? lang : null;
}

/**
 * The chain: the router's locale when it names an offered one, then the stored value, then the
 * default. App Router routes carry no locale segment today, so the router's is usually absent.
 */
export function resolveLocale(
  sources: { router?: string | null; stored?: string | null },
  supported: readonly string[] = SUPPORTED_LOCALES,
  fallback: string = DEFAULT_LOCALE,
): string {
  return offered(sources.router, supported) ?? offered(sources.stored, supported) ?? fallback;
}
