// attributesList (Magento 2.4.8) for product attributes, from the attribute catalogue, with
// Magento's filters; served in strict Magento mode too. docs/decisions/1322
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import { testDbKinds } from './support/db.js';

const LIST = `query($type: AttributeEntityTypeEnum!, $filters: AttributeFilterInput) {
  attributesList(entityType: $type, filters: $filters) {
    items {
      __typename code label entity_type frontend_input frontend_class is_required is_unique default_value
      options { __typename label value is_default }
      ... on CatalogAttributeMetadata {
        is_filterable is_filterable_in_search is_searchable is_comparable is_visible_on_front used_in_product_listing
      }
    }
    errors { type message }
  }
}`;

interface Row {
  code: string;
  label: string;
  frontend_input: string;
  is_filterable: boolean;
  is_searchable: boolean;
  is_comparable: boolean;
  is_visible_on_front: boolean;
}

describe.each(testDbKinds())('attributesList (%s)', (kind) => {
  for (const strict of [false, true]) {
    describe(strict ? 'strict Magento mode' : 'default mode', () => {
      let t: TestApp;
      let rows: Row[];
      beforeAll(async () => {
        t = await startApp(kind, {
          env: strict ? { MAGENTO_STRICT: 'true' } : {},
          // One option attribute that is not filterable, so the filter has something to leave out.
          prepare: async (h) => {
            await h.db
              .updateTable('attribute')
              .set({ is_filterable: false })
              .where('code', '=', 'collection')
              .execute();
          },
        });
        rows = (await t.handle.db
          .selectFrom('attribute')
          .select([
            'code',
            'label',
            'frontend_input',
            'is_filterable',
            'is_searchable',
            'is_comparable',
            'is_visible_on_front',
          ])
          .orderBy('position')
          .orderBy('id')
          .execute()) as Row[];
      });
      afterAll(async () => t?.close());

      const list = async (type: string, filters?: Record<string, unknown>) => {
        const r = await t.gql(LIST, { type, filters });
        expect(r.errors).toBeUndefined();
        return r.data.attributesList as {
          items: AnyJson[];
          errors: { type: string; message: string }[];
        };
      };
      const codes = (items: AnyJson[]) => items.map((i) => i.code as string);

      it('answers every product attribute with its metadata and options', async () => {
        const out = await list('CATALOG_PRODUCT');
        expect(out.errors).toEqual([]);
        expect(codes(out.items)).toEqual(rows.map((r) => r.code));
        const fabric = out.items.find((i) => i.code === 'fabric');
        expect(fabric).toMatchObject({
          __typename: 'CatalogAttributeMetadata',
          label: 'Fabric',
          entity_type: 'CATALOG_PRODUCT',
          frontend_input: 'SELECT',
          frontend_class: null,
          is_required: false,
          is_unique: false,
          default_value: null,
          is_filterable: true,
          is_filterable_in_search: true,
          is_searchable: true,
          is_comparable: true,
          is_visible_on_front: true,
          used_in_product_listing: true,
        });
        const options = await t.handle.db
          .selectFrom('attribute_option')
          .innerJoin('attribute', 'attribute.id', 'attribute_option.attribute_id')
          .where('attribute.code', '=', 'fabric')
          .select(['attribute_option.id', 'attribute_option.label'])
          .orderBy('attribute_option.position')
          .orderBy('attribute_option.id')
          .execute();
        expect(fabric!.options).toEqual(
          options.map((o) => ({
            __typename: 'AttributeOptionMetadata',
            label: o.label,
            value: String(o.id),
            is_default: false,
          })),
        );
        expect(out.items.find((i) => i.code === 'price')).toMatchObject({
          frontend_input: 'PRICE',
          options: [],
          is_filterable: true,
        });
        expect(out.items.find((i) => i.code === 'material')).toMatchObject({
          frontend_input: 'MULTISELECT',
        });
        expect(out.items.find((i) => i.code === 'care_instructions')).toMatchObject({
          frontend_input: 'TEXTAREA',
          used_in_product_listing: false,
        });
        expect(out.items.find((i) => i.code === 'archive')).toMatchObject({
          is_visible_on_front: false,
        });
      });

      it('applies the filters, alone and together', async () => {
        const expectFilter = async (
          filters: Record<string, boolean>,
          keep: (r: Row) => boolean,
        ) => {
          const out = await list('CATALOG_PRODUCT', filters);
          expect(out.errors).toEqual([]);
          expect(codes(out.items), JSON.stringify(filters)).toEqual(
            rows.filter(keep).map((r) => r.code),
          );
        };
        await expectFilter({ is_filterable: true }, (r) => r.is_filterable);
        await expectFilter({ is_filterable: false }, (r) => !r.is_filterable);
        await expectFilter({ is_filterable_in_search: true }, (r) => r.is_filterable);
        await expectFilter({ is_searchable: true }, (r) => r.is_searchable);
        await expectFilter({ is_comparable: true }, (r) => r.is_comparable);
        await expectFilter({ is_visible_on_front: false }, (r) => !r.is_visible_on_front);
        await expectFilter(
          { is_filterable: true, is_comparable: false },
          (r) => r.is_filterable && !r.is_comparable,
        );
        await expectFilter({ is_wysiwyg_enabled: true }, () => false);
        const filterable = await list('CATALOG_PRODUCT', { is_filterable: true });
        expect(codes(filterable.items)).not.toContain('collection');
        expect(codes(filterable.items)).toContain('fabric');
        const listed = await list('CATALOG_PRODUCT', { used_in_product_listing: true });
        expect(codes(listed.items)).toEqual(
          expect.arrayContaining(['name', 'price', 'fabric', 'material', 'marketing_sku_charter']),
        );
        expect(codes(listed.items)).not.toContain('care_instructions');
      });

      it('reports a filter that product attributes lack, as Magento does, and applies the others', async () => {
        const out = await list('CATALOG_PRODUCT', {
          is_used_for_customer_segment: true,
          is_searchable: true,
        });
        expect(out.errors).toEqual([
          {
            type: 'FILTER_NOT_FOUND',
            message:
              'Cannot filter by "is_used_for_customer_segment" as that field does not belong to "catalog_product".',
          },
        ]);
        expect(codes(out.items)).toEqual(rows.filter((r) => r.is_searchable).map((r) => r.code));
      });

      it('answers the other entity types with no attributes', async () => {
        for (const type of ['CATALOG_CATEGORY', 'CUSTOMER', 'CUSTOMER_ADDRESS', 'RMA_ITEM']) {
          expect(await list(type), type).toEqual({ items: [], errors: [] });
        }
        expect((await list('CUSTOMER', { is_filterable: true })).errors).toEqual([
          {
            type: 'FILTER_NOT_FOUND',
            message:
              'Cannot filter by "is_filterable" as that field does not belong to "customer".',
          },
        ]);
      });

      it('refuses an unknown entity type and a missing one', async () => {
        const bad = await t.gql('{ attributesList(entityType: PRODUCT) { items { code } } }');
        expect(bad.errors?.[0]?.message).toMatch(/AttributeEntityTypeEnum/);
        const missing = await t.gql('{ attributesList { items { code } } }');
        expect(missing.errors?.[0]?.message).toMatch(/entityType/);
      });
    });
  }
});
