// Where a visitor may be sent after signing in (or after any flow that carries a `redirect` /
// `return_to` parameter). Only paths on the shop's own origin are accepted: the candidate is
// resolved against the origin with the WHATWG URL parser (the one browsers use), so every trick
// that makes a browser leave the site (`//host`, `/\host`, `/<TAB>/host`, `\/\/host`, schemes,
// userinfo) shows up as a different origin and is refused. Pure: safe for server, client and tests.

/** A fixed origin for resolving: only the path part of the result is ever used. */
const SHOP_ORIGIN = 'https://shop.invalid';
const MAX_LENGTH = 2048;

/**
 * The normalised same-origin path (pathname + query + fragment) or null. Refused: anything not
 * starting with exactly one '/', control characters and backslashes anywhere (browsers strip or
 * rewrite them before resolving), encoded slashes/backslashes/control characters (a later decode
 * step would turn them into one of the above), and any input that resolves to another origin.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // C0 controls, space-like separators browsers trim, DEL and backslashes.
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return null;
  }
  // Encoded (or double-encoded) '/', '\' and controls in the path: harmless to the URL parser,
  // dangerous after any decode of the path. A query string may carry them: it never decides
  // where a browser goes.
  const pathPart = value.split(/[?#]/, 1)[0]!;
  if (/%(?:2f|5c|[01][0-9a-f]|7f|25)/i.test(pathPart)) return null;
  let url: URL;
  try {
    url = new URL(value, SHOP_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== SHOP_ORIGIN || url.username !== '' || url.password !== '') return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Belt and braces: what we hand to a redirect must itself be a plain same-origin path.
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : null;
}
