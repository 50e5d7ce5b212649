// Analytics journeys (spec section 7, docs/decisions/1220): after each step the test reads
// window.dataLayer and checks the events and their payloads. The main storefront has both event
// families on and no tag manager container; a second one (same build, E2E_QUIET_PORT) has both
// flags off and a container configured, whose request is answered here (the tag manager's host
// is never reached).
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import {
  addConfigurableToCart,
  fillApprovedCard,
  fillGuestShipping,
  inStockVariant,
} from './cart-helpers';
import { categoryWithAtLeast, DEMO_FACTS, gql, tileBySku, tiles } from './catalog-helpers';

const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const quietPort = Number(process.env.E2E_QUIET_PORT ?? webPort + 2);
const QUIET_URL = `http://127.0.0.1:${quietPort}`;
const GTM_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtm\.js/;

const NEWER = ['add_to_cart', 'remove_from_cart', 'view_item_list', 'search', 'login'];
const OLDER = [
  'purchase',
  'addToCart',
  'removeFromCart',
  'productDetail',
  'productImpression',
  'productClick',
  'checkout',
];

/** A product or item of a payload. */
type Item = Record<string, string | number>;
/** The payload fields the journeys read (each event has its own few of them). */
interface Ecommerce {
  currency: string;
  currencyCode: string;
  value: number;
  item_list_id: string;
  item_list_name: string;
  items: Item[];
  impressions: Item[];
  click: { actionField: { list: string }; products: Item[] };
  detail: { products: Item[] };
  add: { products: Item[] };
  remove: { products: Item[] };
  checkout: { actionField: { step: number }; products: Item[] };
  purchase: { actionField: Item; products: Item[] };
}
interface Entry {
  event?: string;
  search_term?: string;
  ecommerce?: Ecommerce | null;
}

async function dataLayer(page: Page): Promise<Entry[]> {
  return page.evaluate(() => (window.dataLayer ?? []) as Entry[]);
}

async function eventsNamed(page: Page, name: string): Promise<Entry[]> {
  return (await dataLayer(page)).filter((e) => e.event === name);
}

/** Waits until `count` events of that name are on the data layer and returns them. */
async function waitForEvents(page: Page, name: string, count = 1): Promise<Entry[]> {
  await expect
    .poll(async () => (await eventsNamed(page, name)).length, { message: `${name} events` })
    .toBeGreaterThanOrEqual(count);
  return eventsNamed(page, name);
}

/** Every category path of a product (breadcrumb names, then the category's own name). */
async function categoryPaths(sku: string): Promise<string[][]> {
  const data = await gql<{
    products: {
      items: { categories: { name: string; breadcrumbs: { category_name: string }[] | null }[] }[];
    };
  }>(
    `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { categories { name breadcrumbs { category_name } } } } }`,
    { sku },
  );
  return data.products.items[0]!.categories.map((c) => [
    ...(c.breadcrumbs ?? []).map((b) => b.category_name),
    c.name,
  ]);
}

/** The specification's analytics start delay (section 9: 8000 ms). */
const START_DELAY_MS = 8_000;

/**
 * Playwright's clock, standing still until the test moves it (runFor): the page's timers, Date and
 * performance.now follow it, so a delay is checked to the millisecond without waiting for it.
 */
async function standingClock(page: Page): Promise<void> {
  const at = new Date('2026-03-02T09:00:00Z');
  await page.clock.install({ time: at });
  await page.clock.pauseAt(new Date(at.getTime() + 1_000));
}

test.describe('analytics with both event families on', () => {
  test('a category listing, a product click and the product page report once each, not again on back navigation', async ({
    page,
  }) => {
    const sku = DEMO_FACTS.configurable.sku;
    await page.goto(`/${DEMO_FACTS.configurable.categoryPath}`);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const crumbs = (
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('listitem')
        .allTextContents()
    )
      .map((c) => c.trim())
      .slice(1);
    expect(crumbs.at(-1)).toBe(heading);

    const [list] = await waitForEvents(page, 'view_item_list');
    expect(list!.ecommerce).toMatchObject({ item_list_name: heading });
    const listed = list!.ecommerce!.items.find((i) => i.item_id === sku)!;
    expect(listed).toMatchObject({
      item_id: sku,
      item_name: DEMO_FACTS.configurable.name,
      item_category: crumbs[0],
    });
    expect(listed[crumbs.length === 1 ? 'item_category' : `item_category${crumbs.length}`]).toBe(
      heading,
    );
    expect(typeof listed.price).toBe('number');
    expect(list!.ecommerce!.items[0]!.index).toBe(1);

    const [impressions] = await waitForEvents(page, 'productImpression');
    const impression = impressions!.ecommerce!.impressions.find((i) => i.id === sku);
    expect(impression).toMatchObject({
      id: sku,
      name: DEMO_FACTS.configurable.name,
      list: heading,
      category: crumbs.join('/'),
      position: listed.index,
    });
    expect(impressions!.ecommerce!.currencyCode).toBe('USD');
    // Each ecommerce event is preceded by the entry that clears the previous one.
    const layer = await dataLayer(page);
    expect(layer[layer.indexOf(layer.find((e) => e.event === 'view_item_list')!) - 1]).toEqual({
      ecommerce: null,
    });

    await tileBySku(page, sku).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(DEMO_FACTS.configurable.requestPath));
    const [click] = await waitForEvents(page, 'productClick');
    const { list: _list, ...clicked } = impression!;
    expect(_list).toBe(heading);
    expect(click!.ecommerce).toEqual({
      click: { actionField: { list: heading }, products: [clicked] },
    });
    const [detail] = await waitForEvents(page, 'productDetail');
    // The product page reports the product's deepest category path.
    const deepest = (await categoryPaths(sku)).sort((a, b) => b.length - a.length)[0]!;
    expect(detail!.ecommerce!.detail.products).toEqual([
      {
        id: sku,
        name: DEMO_FACTS.configurable.name,
        price: expect.any(Number),
        category: deepest.join('/'),
      },
    ]);

    // Back to the listing: its impressions are not reported again. A second click on the tile is
    // a new action (reported), and the product page opened again is a new view.
    await page.goBack();
    await expect(tileBySku(page, sku)).toBeVisible();
    await tileBySku(page, sku).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(DEMO_FACTS.configurable.requestPath));
    await waitForEvents(page, 'productClick', 2);
    await waitForEvents(page, 'productDetail', 2);
    expect(await eventsNamed(page, 'view_item_list')).toHaveLength(1);
    expect(await eventsNamed(page, 'productImpression')).toHaveLength(1);
    expect(await eventsNamed(page, 'productClick')).toHaveLength(2);
  });

  test('a page appended by infinite scroll reports its impressions and clicks, positions following on', async ({
    page,
  }) => {
    const { path } = await categoryWithAtLeast(43);
    await page.goto(`/${path}`);
    await expect(tiles(page)).toHaveCount(21);
    const [firstList] = await waitForEvents(page, 'view_item_list');
    expect(firstList!.ecommerce!.items).toHaveLength(21);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(tiles(page)).toHaveCount(42);
    const lists = await waitForEvents(page, 'view_item_list', 2);
    const appended = lists[1]!.ecommerce!;
    expect(appended).toMatchObject({
      item_list_id: firstList!.ecommerce!.item_list_id,
      item_list_name: firstList!.ecommerce!.item_list_name,
    });
    expect(appended.items.map((i) => i.index)).toEqual(
      Array.from({ length: 21 }, (_, i) => 22 + i),
    );
    expect(appended.items[0]!.item_category).toBe(firstList!.ecommerce!.items[0]!.item_category);
    const impressions = await waitForEvents(page, 'productImpression', 2);
    expect(impressions[1]!.ecommerce!.impressions.map((i) => i.position)).toEqual(
      Array.from({ length: 21 }, (_, i) => 22 + i),
    );
    // A tile of the appended page reports its click with its own position.
    const sku = appended.items[3]!.item_id as string;
    await tileBySku(page, sku).getByRole('link').first().click();
    const [click] = await waitForEvents(page, 'productClick');
    expect(click!.ecommerce!.click.products[0]).toMatchObject({ id: sku, position: 25 });
    expect(await eventsNamed(page, 'view_item_list')).toHaveLength(2);
  });

  test('search results report the search and the list', async ({ page }) => {
    await page.goto('/search/oak');
    const [search] = await waitForEvents(page, 'search');
    expect(search).toEqual({ event: 'search', search_term: 'oak' });
    const [list] = await waitForEvents(page, 'view_item_list');
    expect(list!.ecommerce).toMatchObject({
      item_list_id: 'search_results',
      item_list_name: 'Search Results',
    });
    expect(list!.ecommerce!.items.length).toBeGreaterThan(0);
    const [impressions] = await waitForEvents(page, 'productImpression');
    expect(impressions!.ecommerce!.impressions[0]).toMatchObject({
      list: 'Search Results',
      position: 1,
    });
    expect(await eventsNamed(page, 'search')).toHaveLength(1);
    // Each result reports its own deepest category path, level by level.
    const first = list!.ecommerce!.items[0]!;
    const paths = (await categoryPaths(first.item_id as string)).map((p) => p.join('/'));
    const levels = [
      'item_category',
      'item_category2',
      'item_category3',
      'item_category4',
      'item_category5',
    ];
    const reported = levels.map((k) => first[k]).filter((v): v is string => typeof v === 'string');
    expect(reported.length).toBeGreaterThan(0);
    expect(paths).toContain(reported.join('/'));
    expect(impressions!.ecommerce!.impressions[0]!.category).toBe(reported.join('/'));
  });

  test('adding, changing the quantity and removing report to the page that did it', async ({
    page,
  }) => {
    const variantSku = await addConfigurableToCart(page);
    const [added] = await waitForEvents(page, 'add_to_cart');
    expect(added!.ecommerce).toMatchObject({
      currency: 'USD',
      items: [{ item_id: variantSku, quantity: 1, price: expect.any(Number) }],
    });
    const unitPrice = added!.ecommerce!.items[0]!.price as number;
    expect(added!.ecommerce!.value).toBe(unitPrice);
    // The product's deepest category path, one level per item_category field.
    const paths = await categoryPaths(DEMO_FACTS.configurable.sku);
    const levels = [
      'item_category',
      'item_category2',
      'item_category3',
      'item_category4',
      'item_category5',
    ];
    const reported = levels
      .map((k) => added!.ecommerce!.items[0]![k])
      .filter((v): v is string => typeof v === 'string');
    expect(paths.map((p) => p.join('/'))).toContain(reported.join('/'));
    expect(reported.length).toBe(Math.max(...paths.map((p) => p.length)));
    const [oldAdd] = await waitForEvents(page, 'addToCart');
    expect(oldAdd!.ecommerce).toEqual({
      currencyCode: 'USD',
      add: {
        products: [
          {
            id: variantSku,
            name: added!.ecommerce!.items[0]!.item_name,
            price: unitPrice,
            quantity: 1,
            category: reported.join('/'),
          },
        ],
      },
    });

    await page.goto('/cart');
    const line = page
      .getByTestId('cart-item')
      .filter({ has: page.getByTestId('cart-item-sku').getByText(variantSku, { exact: true }) });
    await hydrated(page);
    await line.getByTestId('cart-item-qty').fill('3');
    await line.getByTestId('cart-item-update').click();
    const [more] = await waitForEvents(page, 'add_to_cart');
    expect(more!.ecommerce!.items).toEqual([
      expect.objectContaining({ item_id: variantSku, quantity: 2, price: unitPrice }),
    ]);
    await waitForEvents(page, 'addToCart');

    await line.getByTestId('cart-item-remove').click();
    const [removed] = await waitForEvents(page, 'remove_from_cart');
    expect(removed!.ecommerce).toMatchObject({
      currency: 'USD',
      value: unitPrice * 3,
      items: [{ item_id: variantSku, quantity: 3, price: unitPrice }],
    });
    const [oldRemove] = await waitForEvents(page, 'removeFromCart');
    expect(oldRemove!.ecommerce!.remove.products).toEqual([
      expect.objectContaining({ id: variantSku, quantity: 3, price: unitPrice }),
    ]);
    expect(await eventsNamed(page, 'add_to_cart')).toHaveLength(1);
  });

  test('checkout steps 1 and 2 and the purchase, once per order', async ({ page }) => {
    const variantSku = await addConfigurableToCart(page);
    await page.goto('/checkout');
    await page.getByTestId('continue-as-guest').click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    const [step1] = await waitForEvents(page, 'checkout');
    expect(step1!.ecommerce).toEqual({
      checkout: {
        actionField: { step: 1 },
        products: [expect.objectContaining({ id: variantSku, quantity: 1 })],
      },
    });

    await fillGuestShipping(page, 'analytics@example.com');
    // Saving the address re-renders the step: no second step 1.
    await page.getByTestId('continue-to-payment').click();
    await expect(page).toHaveURL(/\/checkout\/billing$/);
    const steps = await waitForEvents(page, 'checkout', 2);
    expect(steps.map((s) => s.ecommerce!.checkout.actionField.step)).toEqual([1, 2]);
    expect(steps[1]!.ecommerce!.checkout.products).toEqual([
      expect.objectContaining({ id: variantSku }),
    ]);

    // What the summary shows is what the purchase reports: grand total, taxes, shipping.
    const summary = page.getByTestId('order-summary');
    const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
    const grandTotal = amount(await summary.getByTestId('totals-grand-total').textContent());
    const shipping = (await summary.getByTestId('totals-shipping').count())
      ? amount(await summary.getByTestId('totals-shipping').textContent())
      : 0;
    const taxes =
      (await summary.getByTestId('totals-tax').locator('dd').allTextContents()).reduce(
        (sum, t) => sum + Math.round(amount(t) * 100),
        0,
      ) / 100;
    expect(grandTotal).toBeGreaterThan(0);
    // Guests pay by card (the offline methods are for trade accounts).
    await fillApprovedCard(page);
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    const order = new URL(page.url()).searchParams.get('order')!;
    const [purchase] = await waitForEvents(page, 'purchase');
    expect(purchase!.ecommerce).toMatchObject({
      currencyCode: 'USD',
      purchase: {
        actionField: { id: order, revenue: grandTotal, tax: taxes, shipping },
        products: [expect.objectContaining({ id: variantSku, quantity: 1 })],
      },
    });
    const paths = (await categoryPaths(DEMO_FACTS.configurable.sku)).map((p) => p.join('/'));
    expect(paths).toContain(purchase!.ecommerce!.purchase.products[0]!.category);

    // A reload of the success page does not report the order again.
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('order-number')).toContainText(order);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    expect(await eventsNamed(page, 'purchase')).toHaveLength(0);
  });

  test('without a container id the tag manager is never requested, and events still queue', async ({
    page,
  }) => {
    const requested: string[] = [];
    await page.route(GTM_SCRIPT, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await standingClock(page);
    const response = await page.goto(`/${DEMO_FACTS.configurable.categoryPath}`);
    expect(response!.headers()['content-security-policy']).not.toContain('googletagmanager');
    await waitForEvents(page, 'view_item_list');
    // Well past the start delay by the page's own clock.
    await page.clock.runFor(START_DELAY_MS + 1_000);
    expect(requested).toEqual([]);
    await expect(page.locator('script[data-gtm]')).toHaveCount(0);
    expect(await eventsNamed(page, 'gtm.js')).toHaveLength(0);
  });
});

test.describe('analytics with both flags off and a container configured', () => {
  test.use({ baseURL: QUIET_URL });

  test('no event of either family is pushed along the journey', async ({ page }) => {
    const pushedNames = async () =>
      (await dataLayer(page)).map((e) => e.event).filter((n): n is string => typeof n === 'string');
    const sku = DEMO_FACTS.configurable.sku;
    await page.goto(`/${DEMO_FACTS.configurable.categoryPath}`);
    await hydrated(page);
    await tileBySku(page, sku).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(DEMO_FACTS.configurable.requestPath));

    const variant = await inStockVariant();
    for (const a of variant.attributes) {
      await page
        .locator(`[data-option="${a.code}"]`)
        .getByRole('radio', { name: a.label, exact: true })
        .check();
    }
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByRole('dialog', { name: 'Product Added to Cart' })).toBeVisible();
    expect((await pushedNames()).filter((n) => NEWER.includes(n) || OLDER.includes(n))).toEqual([]);

    await page.goto('/checkout');
    await page.getByTestId('continue-as-guest').click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await hydrated(page);
    await page.goto('/search/oak');
    await hydrated(page);
    await page.goto('/cart');
    await hydrated(page);
    await page.getByTestId('cart-item-remove').first().click();
    await expect(page.getByTestId('cart-items')).toHaveCount(0);
    expect((await pushedNames()).filter((n) => NEWER.includes(n) || OLDER.includes(n))).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('analytics-sent'))).toBeNull();
  });

  test('the container loads only after the start delay from interactive, with the CSP allowing it', async ({
    page,
  }) => {
    const requested: string[] = [];
    await page.route(GTM_SCRIPT, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmRan = true;' });
    });
    await standingClock(page);
    const response = await page.goto('/');
    expect(response!.headers()['content-security-policy']).toMatch(
      /script-src [^;]*https:\/\/www\.googletagmanager\.com/,
    );
    await hydrated(page);
    // Interactive: hydrated and the load event fired. The delay then runs on the page's clock,
    // which only moves when the test moves it: nothing 1 ms before the delay, the container at it.
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.clock.runFor(START_DELAY_MS - 1);
    await expect(page.locator('script[data-gtm]')).toHaveCount(0);
    expect(requested).toEqual([]);
    await page.clock.runFor(1);
    await page.waitForFunction(
      () => (window as { __gtmRan?: boolean }).__gtmRan === true,
      undefined,
      { timeout: 30_000 },
    );
    const layer = await page.evaluate(() => window.dataLayer as Entry[]);
    expect(requested).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST']);
    expect(layer.filter((e) => e.event === 'gtm.js')).toEqual([
      { event: 'gtm.js', 'gtm.start': expect.any(Number) },
    ]);
  });
});
