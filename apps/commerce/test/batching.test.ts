// Relations load in batches: the number of SQL statements for a listing does not grow with its size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from './support/db.js';
import { startApp, type TestApp } from './support/app.js';
import { countedServer, type CountedServer } from './support/counted-server.js';

const LISTING = `query L($size: Int) { products(filter: { category_url_path: { eq: "seating" } }, pageSize: $size, sort: { name: ASC }) {
  items { sku name image { url } small_image { url } media_gallery { url } categories { name breadcrumbs { category_name } }
    price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } }
    stock_status url_rewrites { url } crosssell_products { sku price_range { minimum_price { final_price { value } } } }
    ... on CustomizableProductInterface { options { title } }
    ... on ConfigurableProduct { configurable_options { label values { label } } variants { product { sku media_gallery { url } } attributes { code } } } } } }`;

describe.each(testDbKinds())('batched loading (%s)', (kind) => {
  let t: TestApp;
  let counted: CountedServer;
  beforeAll(async () => {
    t = await startApp(kind);
    counted = await countedServer(t);
  });
  afterAll(async () => {
    await counted?.app.close();
    await t?.close();
  });

  const run = async (size: number) => {
    counted.reset();
    const res = await counted.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: LISTING, variables: { size } },
    });
    const body = res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.products.items).toHaveLength(size);
    return counted.statements;
  };

  it('issues the same number of statements for 4 items as for 20', async () => {
    const small = await run(4);
    const large = await run(20);
    expect(large).toBe(small);
    expect(large).toBeLessThan(30);
  });
});
