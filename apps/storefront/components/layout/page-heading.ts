// The fallback page heading: brand prefix plus the humanised path (spec: hidden h1).

/** '/seating/lounge-chairs' -> 'Seating / Lounge Chairs'; product suffixes and encoding removed. */
export function humanisePath(pathname: string): string {
  return pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      let text = segment;
      try {
        text = decodeURIComponent(segment);
      } catch {
        // keep the raw segment when it is not valid percent-encoding
      }
      return text
        .replace(/\.html?$/i, '')
        .replace(/[-_+]+/g, ' ')
        .trim()
        .replace(/\s+/g, ' ')
        .replace(
          /(^|\s)(\p{L})/gu,
          (_m, space: string, letter: string) => space + letter.toUpperCase(),
        );
    })
    .filter((text) => text !== '')
    .join(' / ');
}

/** `template` has {brand} and {page}; without a page (the home path) the brand stands alone. */
export function fallbackHeading(brand: string, pathname: string, template: string): string {
  const page = humanisePath(pathname);
  return page === '' ? brand : template.replace('{brand}', brand).replace('{page}', page);
}
