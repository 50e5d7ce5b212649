// The catalogue's admin resolvers (catalog.admin.graphql): GraphQL mapped onto CatalogAdmin. Each
// mutation runs in one transaction with its audit entry (before and after); a refusal answers
// field errors and writes nothing, not even the audit entry. The permission is the schema's
// (@requires(permission: CATALOGUE)); nothing here checks it again.
import type { Db } from '../../db/index.js';
import type { Result } from '../../shared/result.js';
import type { CatalogAdmin } from './admin/catalog-admin.js';
import type { AdminCategory } from './admin/category-edit.js';
import type { FieldError, VisibilityName } from './admin/fields.js';
import type { ImportJob } from './admin/import/import.service.js';
import type { AdminProduct } from './admin/product-read.js';
import type { ProductSearchRow } from './admin/product-search.js';
import { VISIBILITIES, visibilityName } from './admin/fields.js';

/** One audit entry, as the admin core's audit recorder takes it (AuditEntryInput). */
export interface CatalogAuditEntry {
  action: string;
  entity_type: string;
  entity_id: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** What these resolvers read from the admin context (graphql/admin-context.ts, AdminContext). */
export interface CatalogAdminContext {
  operator: { id: number; email: string } | null;
  now: Date;
  audit: { record(trx: Db, entry: CatalogAuditEntry): Promise<void> };
}

const asRecord = (v: object): Record<string, unknown> => Object.fromEntries(Object.entries(v));

const dollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);

const productRow = (r: ProductSearchRow) => ({
  id: r.id,
  sku: r.sku,
  name: r.name,
  type_id: r.type_id,
  enabled: r.status === 1,
  visibility: visibilityName(r.visibility),
  price: r.price / 100,
  special_price: dollars(r.special_price),
  qty: r.qty,
  in_stock: r.is_in_stock,
  parent_id: r.parent_id,
  thumbnail: r.thumbnail,
});

export const productOut = (p: AdminProduct) => ({
  id: p.id,
  sku: p.sku,
  type_id: p.typeId,
  parent_id: p.parentId,
  name: p.name,
  url_key: p.urlKey,
  description: p.description,
  short_description: p.shortDescription,
  price: p.price / 100,
  special_price: dollars(p.specialPrice),
  special_from_date: p.specialFromDate,
  special_to_date: p.specialToDate,
  qty: p.qty,
  in_stock: p.inStock,
  status: p.status,
  visibility: p.visibility,
  category_ids: p.categoryIds,
  images: p.images.map((i) => ({ ...i, roles: i.roles })),
});

const categoryOut = (c: AdminCategory) => ({
  id: c.id,
  parent_id: c.parentId,
  name: c.name,
  url_key: c.urlKey,
  url_path: c.urlPath,
  level: c.level,
  position: c.position,
  is_active: c.isActive,
  include_in_menu: c.includeInMenu,
});

const jobOut = (j: ImportJob) => ({
  id: j.id,
  dry_run: j.dryRun,
  status: j.status,
  file_name: j.fileName,
  total: j.total,
  done: j.done,
  created: j.created,
  updated: j.updated,
  errors: j.errors,
  warnings: j.warnings,
  message: j.message,
  started_at: j.startedAt.toISOString(),
  finished_at: j.finishedAt?.toISOString() ?? null,
});

/** Input names of the SDL for the services' field names, so errors name the form's fields. */
const SNAKE: Record<string, string> = {
  shortDescription: 'short_description',
  specialPrice: 'special_price',
  specialFromDate: 'special_from_date',
  specialToDate: 'special_to_date',
  inStock: 'in_stock',
  urlKey: 'url_key',
  categoryIds: 'category_ids',
  includeInMenu: 'include_in_menu',
  isActive: 'is_active',
  parentId: 'parent_id',
  imageIds: 'image_ids',
};
const errorsOut = (errors: FieldError[]) =>
  errors.map((e) => ({ field: SNAKE[e.field] ?? e.field, message: e.message }));

type Nullable<T> = { [K in keyof T]?: T[K] | null };
const defined = <T extends object>(o: Nullable<T>): Partial<T> =>
  Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<T>;

export interface ProductInputArgs {
  name?: string | null;
  description?: string | null;
  short_description?: string | null;
  price?: number | null;
  special_price?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
  qty?: number | null;
  in_stock?: boolean | null;
  status?: 'ENABLED' | 'DISABLED' | null;
  visibility?: VisibilityName | null;
  url_key?: string | null;
  category_ids?: number[] | null;
}

/** Null clears the clearable fields (descriptions, special price and dates); absent leaves them. */
export function productEdit(i: ProductInputArgs) {
  const clearable = (k: keyof ProductInputArgs) => (k in i ? (i[k] ?? null) : undefined);
  return {
    ...defined({
      name: i.name,
      price: i.price,
      qty: i.qty,
      inStock: i.in_stock,
      status: i.status,
      visibility: i.visibility && i.visibility in VISIBILITIES ? i.visibility : undefined,
      urlKey: i.url_key,
      categoryIds: i.category_ids,
    }),
    description: clearable('description') as string | null | undefined,
    shortDescription: clearable('short_description') as string | null | undefined,
    specialPrice: clearable('special_price') as number | null | undefined,
    specialFromDate: clearable('special_from_date') as string | null | undefined,
    specialToDate: clearable('special_to_date') as string | null | undefined,
  };
}

/** The catalogue's admin queries: reads only. */
function adminQueries(admin: CatalogAdmin) {
  return {
    adminProducts: async (
      _: unknown,
      a: {
        query?: string | null;
        status?: 'ENABLED' | 'DISABLED' | null;
        type?: string | null;
        category_id?: number | null;
        sort?: 'NEWEST' | 'SKU' | 'NAME' | null;
        page?: number | null;
        page_size?: number | null;
      },
    ) => {
      const page = await admin.search.search(
        defined({
          query: a.query,
          status: a.status,
          type: a.type as ProductSearchRow['type_id'] | null | undefined,
          categoryId: a.category_id,
          sort: a.sort,
          page: a.page,
          pageSize: a.page_size,
        }),
      );
      return {
        items: page.items.map(productRow),
        total: page.total,
        total_exact: page.totalExact,
        page: page.page,
        page_size: page.pageSize,
      };
    },
    adminProduct: async (_: unknown, a: { id: number }) => {
      const p = await admin.product(a.id);
      return p && productOut(p);
    },
    adminCategories: async () => (await admin.categories.tree(admin.db)).map(categoryOut),
    adminImportJob: async (_: unknown, a: { id: number }) => {
      const j = await admin.imports.job(a.id);
      return j && jobOut(j);
    },
  };
}

/** Starts an import; the real run's audit entry commits with its rows (docs/decisions/1434). */
async function startImport(
  admin: CatalogAdmin,
  a: { csv: string; file_name?: string | null; dry_run: boolean },
  ctx: CatalogAdminContext,
) {
  const started = await admin.imports.start({
    csv: a.csv,
    dryRun: a.dry_run,
    fileName: a.file_name ?? null,
    operator: ctx.operator,
    now: ctx.now,
    // The real run's audit entry commits with its rows (docs/decisions/1434).
    onWritten: (tx, summary) =>
      ctx.audit.record(tx, {
        action: 'products_imported',
        entity_type: 'catalog_import_job',
        entity_id: summary.jobId,
        before: null,
        after: {
          file_name: a.file_name ?? null,
          created: summary.created,
          updated: summary.updated,
          skus: summary.skus.slice(0, 100),
          more_skus: Math.max(0, summary.skus.length - 100),
        },
      }),
  });
  if (!started.ok) return { job: null, errors: errorsOut(started.failure) };
  // The job runs on; its outcome is in its row (a failure is reported there, not thrown).
  started.value.finished.catch(() => undefined);
  return { job: jobOut(started.value.job), errors: [] };
}

export function catalogAdminResolvers(admin: CatalogAdmin) {
  /** Runs a change and its audit entry in one transaction; a refusal rolls back and answers errors. */
  async function audited<T>(
    ctx: CatalogAdminContext,
    action: string,
    entityType: string,
    entityId: number,
    change: (tx: Db) => Promise<Result<{ before: T; after: T }, FieldError[]>>,
  ): Promise<{ after: T | null; errors: ReturnType<typeof errorsOut> }> {
    const refused = new Error('refused');
    let errors: FieldError[] = [];
    try {
      const after = await admin.db.transaction().execute(async (tx) => {
        const r = await change(tx);
        if (!r.ok) {
          errors = r.failure;
          throw refused;
        }
        await ctx.audit.record(tx, {
          action,
          entity_type: entityType,
          entity_id: entityId,
          before: asRecord(r.value.before as object),
          after: asRecord(r.value.after as object),
        });
        return r.value.after;
      });
      return { after, errors: [] };
    } catch (err) {
      if (err === refused) return { after: null, errors: errorsOut(errors) };
      throw err;
    }
  }
  const productResult = async (
    ctx: CatalogAdminContext,
    action: string,
    id: number,
    change: (tx: Db) => Promise<Result<{ before: unknown; after: unknown }, FieldError[]>>,
  ) => {
    const r = await audited(ctx, action, 'product', id, change);
    const product = r.after === null ? null : await admin.product(id);
    return { product: product && productOut(product), errors: r.errors };
  };
  const categoryResult = async (
    ctx: CatalogAdminContext,
    action: string,
    id: number,
    change: (
      tx: Db,
    ) => Promise<Result<{ before: AdminCategory; after: AdminCategory }, FieldError[]>>,
  ) => {
    const r = await audited(ctx, action, 'category', id, change);
    return { category: r.after && categoryOut(r.after), errors: r.errors };
  };
  type Ctx = CatalogAdminContext;
  return {
    Query: adminQueries(admin),
    Mutation: {
      adminUpdateProduct: (_: unknown, a: { id: number; input: ProductInputArgs }, ctx: Ctx) =>
        productResult(ctx, 'product_updated', a.id, (tx) =>
          admin.products.update(tx, a.id, productEdit(a.input), ctx.now),
        ),
      adminAddProductImage: (
        _: unknown,
        a: { product_id: number; file: string; label: string },
        ctx: Ctx,
      ) =>
        productResult(ctx, 'product_image_added', a.product_id, (tx) =>
          admin.images.add(tx, a.product_id, { file: a.file, label: a.label }),
        ),
      adminSetProductImageLabel: (
        _: unknown,
        a: { product_id: number; image_id: number; label: string },
        ctx: Ctx,
      ) =>
        productResult(ctx, 'product_image_relabelled', a.product_id, (tx) =>
          admin.images.setLabel(tx, a.product_id, a.image_id, a.label),
        ),
      adminRemoveProductImage: (
        _: unknown,
        a: { product_id: number; image_id: number },
        ctx: Ctx,
      ) =>
        productResult(ctx, 'product_image_removed', a.product_id, (tx) =>
          admin.images.remove(tx, a.product_id, a.image_id),
        ),
      adminReorderProductImages: (
        _: unknown,
        a: { product_id: number; image_ids: number[] },
        ctx: Ctx,
      ) =>
        productResult(ctx, 'product_images_reordered', a.product_id, (tx) =>
          admin.images.reorder(tx, a.product_id, a.image_ids),
        ),
      adminUpdateCategory: (
        _: unknown,
        a: {
          id: number;
          input: {
            name?: string | null;
            url_key?: string | null;
            is_active?: boolean | null;
            include_in_menu?: boolean | null;
          };
        },
        ctx: Ctx,
      ) =>
        categoryResult(ctx, 'category_updated', a.id, (tx) =>
          admin.categories.update(
            tx,
            a.id,
            defined({
              name: a.input.name,
              urlKey: a.input.url_key,
              isActive: a.input.is_active,
              includeInMenu: a.input.include_in_menu,
            }),
            ctx.now,
          ),
        ),
      adminMoveCategory: (
        _: unknown,
        a: { id: number; parent_id: number; position: number },
        ctx: Ctx,
      ) =>
        categoryResult(ctx, 'category_moved', a.id, (tx) =>
          admin.categories.move(tx, a.id, { parentId: a.parent_id, position: a.position }, ctx.now),
        ),
      adminStartProductImport: (
        _: unknown,
        a: { csv: string; file_name?: string | null; dry_run: boolean },
        ctx: Ctx,
      ) => startImport(admin, a, ctx),
    },
  };
}
