// Store views, store config and the directory through GraphQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from './support/db.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';

const CONFIG = `{ storeConfig { store_code store_name code id website_code is_default_store locale timezone weight_unit
  base_currency_code default_display_currency_code grid_per_page grid_per_page_values catalog_default_sort_by
  product_url_suffix category_url_suffix create_account_confirmation minimum_password_length required_character_classes_number
  base_url base_link_url base_media_url secure_base_media_url root_category_uid root_category_id default_title
  country_options { default optional_zip_countries allow } region_options { state_required display_all }
  newsletter_enabled contact_enabled configurable_product_image display_product_prices_in_catalog } }`;

describe.each(testDbKinds())('store views and directory (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The store module does not depend on catalogue data.
    t = await startApp(kind, { seed: false });
  });
  afterAll(async () => t?.close());

  it('serves the hospitality view by default with the decided values', async () => {
    const r = await t.gql(CONFIG);
    expect(r.errors).toBeUndefined();
    expect(r.data.storeConfig).toMatchObject({
      store_code: 'charter_hospitality',
      code: 'charter_hospitality',
      is_default_store: true,
      locale: 'en_US',
      timezone: 'America/New_York',
      weight_unit: 'lbs',
      base_currency_code: 'USD',
      default_display_currency_code: 'USD',
      grid_per_page: 21,
      grid_per_page_values: '21,42',
      catalog_default_sort_by: 'position',
      product_url_suffix: '.html',
      category_url_suffix: '',
      create_account_confirmation: false,
      minimum_password_length: '8',
      required_character_classes_number: '3',
      base_url: 'http://localhost:4000/',
      base_media_url: 'http://localhost:4000/media/',
      root_category_uid: 'Mg==',
      root_category_id: 2,
    });
    const c = r.data.storeConfig;
    expect(c.country_options.optional_zip_countries.split(',')).toContain('GB');
    expect(c.country_options.allow.split(',')).toContain('US');
    expect(c.region_options.state_required.split(',')).toEqual(
      expect.arrayContaining(['US', 'CA']),
    );
  });

  it('switches view with the Store header', async () => {
    const r = await t.gql(CONFIG, undefined, { Store: 'charter_seniorliving' });
    expect(r.data.storeConfig.store_code).toBe('charter_seniorliving');
    expect(r.data.storeConfig.store_name).toBe('Senior Living');
    expect(r.data.storeConfig.is_default_store).toBe(false);
    expect(r.data.storeConfig.default_title).toContain('Senior Living');
    const hosp = await t.gql(CONFIG, undefined, { Store: 'charter_hospitality' });
    expect(hosp.data.storeConfig.default_title).toContain('Hospitality');
  });

  it('rejects an unknown Store header', async () => {
    const r = await t.gql(CONFIG, undefined, { Store: 'nope' });
    expect(r.status).toBe(400);
    expect(r.errors?.[0]).toEqual({
      message: 'Requested store is not found',
      extensions: { category: 'graphql-input' },
    });
  });

  it('lists the available store views of the website', async () => {
    const r = await t.gql(
      '{ availableStores { store_code store_name is_default_store } }',
      undefined,
      { Store: 'charter_seniorliving' },
    );
    expect(r.data.availableStores.map((s: AnyJson) => s.store_code)).toEqual([
      'charter_hospitality',
      'charter_seniorliving',
    ]);
  });

  it('lists every ISO country with US and CA regions', async () => {
    const r = await t.gql(
      '{ countries { id two_letter_abbreviation three_letter_abbreviation full_name_english available_regions { id code name } } }',
    );
    const countries = r.data.countries as AnyJson[];
    expect(countries.length).toBe(249);
    const us = countries.find((c) => c.id === 'US');
    expect(us).toMatchObject({
      two_letter_abbreviation: 'US',
      three_letter_abbreviation: 'USA',
      full_name_english: 'United States',
    });
    expect(us.available_regions).toHaveLength(51);
    expect(us.available_regions.map((x: AnyJson) => x.code)).toEqual(
      expect.arrayContaining(['DC', 'NY', 'CA']),
    );
    const ca = countries.find((c) => c.id === 'CA');
    expect(ca.available_regions).toHaveLength(13);
    expect(ca.available_regions.find((x: AnyJson) => x.code === 'QC').name).toBe('Quebec');
    expect(countries.find((c) => c.id === 'FR').available_regions).toBeNull();
  });

  it('looks up one country and reports Magento errors', async () => {
    const ok = await t.gql(
      '{ country(id: "ca") { id full_name_locale available_regions { code } } }',
    );
    expect(ok.data.country.id).toBe('CA');
    const missing = await t.gql('{ country(id: "XX") { id } }');
    expect(missing.errors?.[0]).toMatchObject({
      message: "The country isn't available",
      extensions: { category: 'graphql-no-such-entity' },
    });
    const empty = await t.gql('{ country(id: "") { id } }');
    expect(empty.errors?.[0]?.message).toBe('Country "id" value should be specified');
  });
});
