// The name / description / short_description `match` filters stay in SQL: FULL matching uses
// PostgreSQL's English stemming, which the in-memory index does not reproduce. They are rare (the
// storefront does not send them); the answer is a set of product ids intersected with the match.
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.js';
import { escapeLike, type ProductFilter } from './filters.js';

export interface TextFilterSource {
  matchingIds(text: ProductFilter['text']): Promise<Set<number>>;
}

export class SqlTextFilters implements TextFilterSource {
  constructor(private readonly db: Db) {}

  async matchingIds(text: ProductFilter['text']): Promise<Set<number>> {
    let qb = this.db.selectFrom('product as p').select('p.id').where('p.parent_id', 'is', null);
    for (const t of text) {
      const like = `%${escapeLike(t.match)}%`;
      qb = t.partial
        ? qb.where(`p.${t.column}`, 'ilike', like)
        : qb.where((eb) =>
            eb.or([
              eb(`p.${t.column}`, 'ilike', like),
              sql<SqlBool>`to_tsvector('english', coalesce(${sql.ref(`p.${t.column}`)}, '')) @@ plainto_tsquery('english', ${t.match})`,
            ]),
          );
    }
    const rows = await qb.execute();
    return new Set(rows.map((r) => r.id));
  }
}
