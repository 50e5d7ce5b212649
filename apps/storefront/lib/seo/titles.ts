// Page titles with the store's title prefix and suffix (storeConfig title_prefix / title_suffix,
// Magento's design/head settings): prefix, page title and suffix joined by single spaces, so a
// suffix such as ' | Charter Hospitality' reads 'Lounge Chair | Charter Hospitality'.

/** Next.js title template (`%s` is the page's title) from the store's prefix and suffix. */
export function titleTemplate(
  prefix: string | null | undefined,
  suffix: string | null | undefined,
  brand: string,
): string {
  const p = (prefix ?? '').trim();
  const s = (suffix ?? '').trim();
  if (!p && !s) return `%s | ${brand}`;
  return [p, '%s', s].filter(Boolean).join(' ');
}

/** A full title from a template: for pages in the root segment, which Next's template skips. */
export function applyTitleTemplate(template: string, title: string): string {
  return template.replace('%s', title);
}
