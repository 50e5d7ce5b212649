// /search?search={term} (the spec's search parameter) leads to /search/{term}, keeping q.
import { redirect } from 'next/navigation';
import { firstParam, type SearchParams } from '@/lib/commerce/page-params';

export default async function SearchParamPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const sp = await searchParams;
  const term = (firstParam(sp, 'search') ?? '').trim().slice(0, 128);
  if (!term) redirect('/');
  const q = firstParam(sp, 'q');
  redirect(`/search/${encodeURIComponent(term)}${q ? `?q=${encodeURIComponent(q)}` : ''}`);
}
