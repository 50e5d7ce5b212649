// URL resolution over the url_rewrite table: request paths are stored without a leading slash.
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import type { Category } from '../catalog/tables.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { PRODUCT_COLUMNS, type ProductRow } from '../catalog/product.service.js';

export type Routed =
  | { type: 'PRODUCT'; product: ProductRow; relative_url: string; redirect_code: number }
  | { type: 'CATEGORY'; category: Category; relative_url: string; redirect_code: number };

/** "/seating/lounge-chairs/?x=1#top" → "seating/lounge-chairs". */
export function normalisePath(url: string): string {
  const path = url.trim().split(/[?#]/, 1)[0] ?? '';
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}

export class UrlService {
  constructor(private readonly db: Db) {}

  /** null for unknown paths (Magento answers null, not an error); a failure when the entity is gone. */
  async resolve(ctx: RequestContext, url: string): Promise<Result<Routed | null>> {
    const path = normalisePath(url);
    if (path === '') return ok(null);
    const rewrite = await this.db
      .selectFrom('url_rewrite')
      .selectAll()
      .where('request_path', 'in', [path, `${path}/`])
      .orderBy('redirect_type')
      .executeTakeFirst();
    if (!rewrite) return ok(null);
    const redirect = rewrite.redirect_type === 301 || rewrite.redirect_type === 302;
    const relative_url = redirect ? rewrite.target_path : rewrite.request_path;
    const redirect_code = redirect ? rewrite.redirect_type : 0;
    if (rewrite.entity_type === 'product') {
      const product = await this.db
        .selectFrom('product')
        .select(PRODUCT_COLUMNS)
        .where('id', '=', rewrite.entity_id)
        .executeTakeFirst();
      if (!product)
        return fail('graphql-no-such-entity', `No such entity found with matching URL key: ${url}`);
      // Disabled products and variants have no page of their own.
      if (product.status !== 1 || product.visibility === 1) return ok(null);
      return ok({ type: 'PRODUCT', product, relative_url, redirect_code });
    }
    if (rewrite.entity_type === 'category') {
      const root = ctx.storeView.store.root_category_id;
      const category = await this.db
        .selectFrom('category')
        .selectAll()
        .where('id', '=', rewrite.entity_id)
        .executeTakeFirst();
      if (!category)
        return fail('graphql-no-such-entity', `No such entity found with matching URL key: ${url}`);
      if (!category.is_active || !category.path.startsWith(`1/${root}/`)) return ok(null);
      return ok({ type: 'CATEGORY', category, relative_url, redirect_code });
    }
    return ok(null);
  }
}
