// Helpers for the catalogue journeys: facts come from the seed's DEMO_FACTS and from the
// commerce API itself, so tests never rely on guesses about the demo data.
import { expect, type Page } from '@playwright/test';
export { DEMO_FACTS } from '../../commerce/src/seed/facts';

const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
export const API_URL = `http://127.0.0.1:${apiPort}/graphql`;

export async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(API_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Store: 'charter_hospitality' },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!json.data || json.errors?.length)
    throw new Error(`API error: ${JSON.stringify(json.errors)}`);
  return json.data;
}

/** The deepest category a product is assigned to (its most specific list page). */
export async function categoryPathOf(sku: string): Promise<string> {
  const data = await gql<{
    products: { items: { categories: { url_path: string; level: number }[] }[] };
  }>(
    `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { categories { url_path level } } } }`,
    { sku },
  );
  const cats = data.products.items[0]?.categories ?? [];
  const deepest = [...cats].sort((a, b) => b.level - a.level)[0];
  if (!deepest) throw new Error(`No category for ${sku}`);
  return deepest.url_path;
}

/** A category with at least `min` products, so infinite scroll has a second page. */
export async function categoryWithAtLeast(min: number): Promise<{ path: string; count: number }> {
  const data = await gql<{
    categories: { items: { url_path: string; product_count: number; level: number }[] };
  }>(
    `{ categories(filters: { parent_id: { eq: "2" } }, pageSize: 50) { items { url_path product_count level } } }`,
  );
  const found = data.categories.items
    .filter((c) => c.product_count >= min)
    .sort((a, b) => b.product_count - a.product_count)[0];
  if (!found) throw new Error(`No category with ${min} products`);
  return { path: found.url_path, count: found.product_count };
}

export function tiles(page: Page) {
  return page.getByRole('list', { name: 'Products' }).locator(':scope > li');
}

export function tileBySku(page: Page, sku: string) {
  return page.locator(`article[data-sku="${sku}"]`);
}

export async function itemCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('item-count').textContent()) ?? '';
  const n = Number(text.replace(/\D/g, ''));
  expect(Number.isFinite(n)).toBe(true);
  return n;
}

export function qParam(page: Page): string {
  return new URL(page.url()).searchParams.get('q') ?? '';
}
