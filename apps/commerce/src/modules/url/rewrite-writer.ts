// Keeps url_rewrite in step with catalogue edits made by operators (docs/decisions/1432): a
// product's URL key or a category's URL path that changes moves its canonical rewrite and leaves a
// permanent (301) redirect from the old path, as Magento's "create permanent redirect" does, and
// older redirects of the entity are pointed at the new path, so no chain of redirects grows.
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { CatalogRewrites, PathChange } from '../catalog/admin/deps.js';

type Entity = 'product' | 'category';

export const productPath = (urlKey: string): string => `${urlKey}.html`;

export class UrlRewriteWriter implements CatalogRewrites {
  /** The entity whose page is at `requestPath`, if any (a redirect there gives way to a new page). */
  async ownerOf(db: Db, requestPath: string): Promise<{ type: string; id: number } | null> {
    const row = await db
      .selectFrom('url_rewrite')
      .select(['entity_type', 'entity_id'])
      .where('request_path', '=', requestPath)
      .where('redirect_type', '=', 0)
      .executeTakeFirst();
    return row ? { type: row.entity_type, id: row.entity_id } : null;
  }

  /** Canonical rewrites of new products that have a page (visibility above 1). */
  async productsCreated(db: Db, rows: { id: number; urlKey: string }[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .deleteFrom('url_rewrite')
      .where(
        'request_path',
        'in',
        rows.map((r) => productPath(r.urlKey)),
      )
      .where('redirect_type', '!=', 0)
      .execute();
    await db
      .insertInto('url_rewrite')
      .values(
        rows.map((r) => ({
          request_path: productPath(r.urlKey),
          entity_type: 'product' as const,
          entity_id: r.id,
          target_path: productPath(r.urlKey),
          redirect_type: 0,
        })),
      )
      .onConflict((oc) => oc.column('request_path').doNothing())
      .execute();
  }

  async productKeysChanged(db: Db, changes: PathChange[]): Promise<void> {
    await this.moved(
      db,
      'product',
      changes.map((c) => ({ ...c, from: productPath(c.from), to: productPath(c.to) })),
    );
  }

  /** A change `from` '' is a new category: its canonical rewrite only. */
  async categoryPathsChanged(db: Db, changes: PathChange[]): Promise<void> {
    await this.moved(db, 'category', changes);
  }

  private async moved(db: Db, entity: Entity, changes: PathChange[]): Promise<void> {
    for (const c of changes) {
      if (c.from === c.to) continue;
      // A redirect at the new path (an old path of this or another entity) gives way to the page.
      await db
        .deleteFrom('url_rewrite')
        .where('request_path', '=', c.to)
        .where('redirect_type', '!=', 0)
        .execute();
      const moved = await db
        .updateTable('url_rewrite')
        .set({ request_path: c.to, target_path: c.to })
        .where('request_path', '=', c.from)
        .where('entity_type', '=', entity)
        .where('entity_id', '=', c.entityId)
        .where('redirect_type', '=', 0)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) {
        await db
          .insertInto('url_rewrite')
          .values({
            request_path: c.to,
            entity_type: entity,
            entity_id: c.entityId,
            target_path: c.to,
            redirect_type: 0,
          })
          .onConflict((oc) => oc.column('request_path').doNothing())
          .execute();
      }
      await db
        .updateTable('url_rewrite')
        .set({ target_path: c.to })
        .where('entity_type', '=', entity)
        .where('entity_id', '=', c.entityId)
        .where('redirect_type', '=', 301)
        .execute();
      if (c.from !== '')
        await db
          .insertInto('url_rewrite')
          .values({
            request_path: c.from,
            entity_type: entity,
            entity_id: c.entityId,
            target_path: c.to,
            redirect_type: 301,
          })
          .onConflict((oc) =>
            oc.column('request_path').doUpdateSet({
              entity_type: entity,
              entity_id: c.entityId,
              target_path: c.to,
              redirect_type: 301,
            }),
          )
          .execute();
    }
  }

  /** Rewrites of the entity (for tests and the console). */
  async of(db: Db, entity: Entity, id: number) {
    return db
      .selectFrom('url_rewrite')
      .select(['request_path', 'target_path', 'redirect_type'])
      .where('entity_type', '=', entity)
      .where('entity_id', '=', id)
      .orderBy(sql`redirect_type, request_path`)
      .execute();
  }
}
