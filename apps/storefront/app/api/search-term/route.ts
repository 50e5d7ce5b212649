// GET /api/search-term?q=… → the search term for the header search box's text and where a search
// for it goes (spec §4 Search).
import { lookUpSearchTerm } from '@/lib/commerce/catalog/search-term';
import { getStoreView } from '@/lib/store-view';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const q = new URL(request.url).searchParams.get('q') ?? '';
  const result = await lookUpSearchTerm(await getStoreView(), q);
  return Response.json(result, { headers: { 'Cache-Control': 'private, max-age=60' } });
}
