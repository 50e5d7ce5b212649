// Categories of the current store's tree (everything below its root category).
import { sql } from 'kysely';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import type { Category } from './tables.js';
import { decodeIdUid, parsePositiveInt } from '../../shared/ids.js';
import { groupBy } from '../../shared/loader.js';
import { escapeLike, type EqualInput, type MatchInput } from '../../shared/filter-input.js';
import { fail, ok, type Result } from '../../shared/result.js';

export interface CategoryFilterInput {
  category_uid?: EqualInput | null;
  ids?: EqualInput | null;
  name?: MatchInput | null;
  parent_category_uid?: EqualInput | null;
  parent_id?: EqualInput | null;
  url_key?: EqualInput | null;
  url_path?: EqualInput | null;
}

const values = (f: EqualInput | null | undefined): string[] | null => {
  if (!f) return null;
  const list = [...(f.eq ? [f.eq] : []), ...(f.in ?? []).filter((v): v is string => !!v)];
  return list.length > 0 ? list : null;
};

// Sibling order everywhere: position, then name (byte order of the lower-cased name, identical on
// PGlite and PostgreSQL whatever their default collation).
const byPositionThenName = sql`position, lower(name) collate "C", id`;

/** Answers product counts from the listing index when one is given. */
export interface CategoryCountSource {
  productCounts(ids: readonly number[]): Promise<Map<number, number>>;
}

export class CategoryService {
  constructor(
    private readonly db: Db,
    private readonly counts: CategoryCountSource | null = null,
  ) {}

  private inStore(ctx: RequestContext) {
    const root = ctx.storeView.store.root_category_id;
    return this.db
      .selectFrom('category')
      .selectAll()
      .where('is_active', '=', true)
      .where((eb) => eb.or([eb('id', '=', root), eb('path', 'like', `1/${root}/%`)]));
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Map<number, Category>> {
    if (ids.length === 0) return new Map();
    const rows = await this.inStore(ctx).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r]));
  }

  async children(
    ctx: RequestContext,
    parentIds: readonly number[],
  ): Promise<Map<number, Category[]>> {
    if (parentIds.length === 0) return new Map();
    const rows = await this.inStore(ctx)
      .where('parent_id', 'in', parentIds)
      .orderBy(byPositionThenName)
      .execute();
    return groupBy(rows, (r) => r.parent_id as number);
  }

  /** Visible, enabled products in each category, anchor categories including their descendants. */
  async productCounts(ctx: RequestContext, ids: readonly number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    if (this.counts) return this.counts.productCounts(ids);
    const rows = await sql<{ id: number; n: number }>`
      select c.id, count(distinct pc.product_id) as n
      from category c
      join category d on d.id = c.id or (c.is_anchor and d.path like c.path || '/%')
      join product_category pc on pc.category_id = d.id
      join product p on p.id = pc.product_id
      where c.id in (${sql.join([...ids])}) and d.is_active
        and p.parent_id is null and p.status = 1 and p.visibility in (2, 4)
      group by c.id`.execute(this.db);
    return new Map(rows.rows.map((r) => [Number(r.id), Number(r.n)]));
  }

  /** categories/categoryList: no filter means the store's root category. */
  async find(
    ctx: RequestContext,
    filters: CategoryFilterInput | null | undefined,
  ): Promise<Result<Category[]>> {
    const f = filters ?? {};
    const name = f.name?.match?.trim();
    if (f.name && (name ?? '').length < 3)
      return fail('graphql-input', 'Invalid match filter. Minimum length is 3.');
    const conditions = {
      ids: values(f.ids)?.map((v) => parsePositiveInt(v) ?? -1),
      uids: values(f.category_uid)?.map((v) => decodeIdUid(v) ?? -1),
      parentIds: values(f.parent_id)?.map((v) => parsePositiveInt(v) ?? -1),
      parentUids: values(f.parent_category_uid)?.map((v) => decodeIdUid(v) ?? -1),
      urlKeys: values(f.url_key),
      urlPaths: values(f.url_path)?.map((p) => p.replace(/^\/+|\/+$/g, '')),
    };
    const none = Object.values(conditions).every((c) => !c) && !name;
    let qb = this.inStore(ctx);
    if (none) return ok(await qb.where('id', '=', ctx.storeView.store.root_category_id).execute());
    if (conditions.ids) qb = qb.where('id', 'in', conditions.ids);
    if (conditions.uids) qb = qb.where('id', 'in', conditions.uids);
    if (conditions.parentIds) qb = qb.where('parent_id', 'in', conditions.parentIds);
    if (conditions.parentUids) qb = qb.where('parent_id', 'in', conditions.parentUids);
    if (conditions.urlKeys) qb = qb.where('url_key', 'in', conditions.urlKeys);
    if (conditions.urlPaths)
      qb = qb.where('url_path', 'in', conditions.urlPaths).where('level', '>=', 2);
    if (name) qb = qb.where('name', 'ilike', `%${escapeLike(name)}%`);
    return ok(await qb.orderBy('level').orderBy(byPositionThenName).execute());
  }
}
