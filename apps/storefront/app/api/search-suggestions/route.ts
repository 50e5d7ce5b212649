// GET /api/search-suggestions?q=…&size=… → product tiles for the header search box (which asks for
// 8; without `size` the spec's default of 5).
import { getSearchSuggestions, suggestionPageSize } from '@/lib/commerce/catalog/search';
import { formatMoney } from '@charter/shared/money';
import { getStoreView } from '@/lib/store-view';

export const dynamic = 'force-dynamic';

export interface SuggestionTile {
  sku: string;
  name: string;
  href: string;
  image: { url: string; alt: string } | null;
  price: string | null;
}

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const q = params.get('q') ?? '';
  const size = suggestionPageSize(params.get('size'));
  const result = await getSearchSuggestions(await getStoreView(), q, size);
  const items: SuggestionTile[] = result.items.map((t) => ({
    sku: t.displaySku,
    name: t.name,
    href: t.href,
    image: t.image,
    price: t.minPrice ? formatMoney(t.minPrice) : null,
  }));
  return Response.json(
    { total: result.total, items },
    { headers: { 'Cache-Control': 'private, max-age=60' } },
  );
}
