// A bought file through the storefront (commerce ADR 0509): /downloads/{order item uid}/{link uid}
// asks the commerce API's download endpoint with the visitor's own customer token (from the
// httpOnly cookie), so the token never reaches the page. Which customer, paid order and allowance
// the API decides. Pure parts here; the route is app/downloads/[item]/[link]/route.ts.
/** base64 text of at most 64 characters, decoded; null when it is not. */
function decode(uid: string): string | null {
  if (uid.length > 64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(uid)) return null;
  try {
    return atob(uid);
  } catch {
    return null;
  }
}

/** The order item and link ids the uids name (base64 "<id>" and "downloadable/<id>"), or null. */
export function parseDownloadUids(
  itemUid: string,
  linkUid: string,
): { item: number; link: number } | null {
  const item = decode(itemUid);
  const link = decode(linkUid)?.match(/^downloadable\/([1-9]\d{0,9})$/)?.[1];
  if (!item || !/^[1-9]\d{0,9}$/.test(item) || !link) return null;
  return { item: Number(item), link: Number(link) };
}

/** The commerce service's download endpoint, next to its GraphQL endpoint. */
export const downloadEndpoint = (ids: { item: number; link: number }, graphqlUrl: string): string =>
  new URL(`/downloadable/download/link/${ids.item}/${ids.link}`, graphqlUrl).toString();
