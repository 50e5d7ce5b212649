// Demo product reviews: approved reviews with Quality / Value / Price votes on about two thirds of
// the visible products, none on the rest. Deterministic for a given `now` (docs/decisions/1102).
import type { Db } from '../db/index.js';
import { refreshReviewSummaries } from '../modules/review/moderation.js';
import { createRng } from './random.js';

type Tx = Pick<Db, 'selectFrom' | 'insertInto' | 'deleteFrom' | 'updateTable'>;

const NICKNAMES = [
  'Maria G.',
  'Hotel ops, Denver',
  'Tom R.',
  'Facilities lead',
  'Priya S.',
  'J. Whitaker',
  'Design studio NYC',
  'Ellen',
  'Marco B.',
  'Purchasing, Austin',
  'Grace L.',
  'Kenji',
  'Sam O.',
  'Care home manager',
  'Lucia P.',
  'Dan from Portland',
];

const GOOD = [
  [
    'Holds up to daily use',
    'We put these in a busy lobby eighteen months ago and they still look new. Cleaning is easy and the finish has not chipped.',
  ],
  [
    'Residents love it',
    'Comfortable, stable and easy to get in and out of. Our residents ask for these chairs first in the dining room.',
  ],
  [
    'Worth the money',
    'Solid construction and the upholstery wears well. Delivery was on time and assembly took minutes.',
  ],
  [
    'Great for our renovation',
    'Matched the rest of the collection perfectly. The fabric options made it easy to follow our design scheme.',
  ],
  [
    'Sturdy and good looking',
    'Feels heavier and better built than what we had before. Guests comment on it regularly.',
  ],
  [
    'Exactly as specified',
    'Dimensions and finish matched the spec sheet. Our installers had no surprises on site.',
  ],
];
const MIXED = [
  [
    'Good, but check lead times',
    'The product itself is well made, but it took longer than quoted to arrive. Plan ahead for large orders.',
  ],
  [
    'Nice finish, firm seat',
    'Looks great and is easy to clean. The seat is firmer than we expected, which some guests did not like.',
  ],
  [
    'Solid, a little pricey',
    'Quality is good and it has held up so far. It costs more than similar pieces, so we only use it in public areas.',
  ],
];
const POOR = [
  [
    'Not for heavy traffic',
    'The finish scuffed within a few months in our busiest corridor. Fine for lighter use.',
  ],
];

export async function seedDemoReviews(db: Tx, now: Date): Promise<void> {
  const rng = createRng('demo-reviews');
  const products = await db
    .selectFrom('product')
    .select('id')
    .where('parent_id', 'is', null)
    .where('status', '=', 1)
    .where('type_id', '!=', 'giftcard')
    .orderBy('sku')
    .execute();
  const ratings = await db
    .selectFrom('rating as r')
    .innerJoin('rating_option as o', 'o.rating_id', 'r.id')
    .select(['r.id as rating_id', 'o.id as option_id', 'o.value'])
    .orderBy('r.position')
    .execute();
  const store = await db
    .selectFrom('store')
    .select('id')
    .where('is_default', '=', true)
    .executeTakeFirstOrThrow();
  const ratingIds = [...new Set(ratings.map((r) => r.rating_id))];
  const optionOf = (ratingId: number, value: number) =>
    ratings.find((r) => r.rating_id === ratingId && r.value === value)?.option_id;

  const reviews: {
    product_id: number;
    stars: number;
    at: Date;
    nickname: string;
    summary: string;
    text: string;
  }[] = [];
  for (const p of products) {
    if (!rng.chance(0.65)) continue;
    const count = rng.int(1, 9);
    for (let i = 0; i < count; i++) {
      const roll = rng.next();
      const stars = roll < 0.55 ? 5 : roll < 0.85 ? 4 : roll < 0.95 ? 3 : 2;
      const [summary, text] = rng.pick(stars >= 4 ? GOOD : stars === 3 ? MIXED : POOR) as [
        string,
        string,
      ];
      reviews.push({
        product_id: p.id,
        stars,
        at: new Date(now.getTime() - rng.int(1, 400) * 86_400_000 - rng.int(0, 86_399) * 1000),
        nickname: rng.pick(NICKNAMES),
        summary,
        text,
      });
    }
  }
  for (let i = 0; i < reviews.length; i += 500) {
    const chunk = reviews.slice(i, i + 500);
    const rows = await db
      .insertInto('review')
      .values(
        chunk.map((r) => ({
          product_id: r.product_id,
          store_id: store.id,
          customer_id: null,
          status: 'approved' as const,
          nickname: r.nickname,
          summary: r.summary,
          text: r.text,
          created_at: r.at,
          moderated_at: r.at,
        })),
      )
      .returning('id')
      .execute();
    const votes = rows.flatMap((row, j) => {
      const stars = (chunk[j] as (typeof chunk)[number]).stars;
      // Each criterion within a star of the overall verdict.
      return ratingIds.map((ratingId) => {
        const value = Math.max(
          1,
          Math.min(5, stars + (rng.chance(0.25) ? (rng.chance(0.5) ? -1 : 1) : 0)),
        );
        return {
          review_id: row.id,
          rating_id: ratingId,
          option_id: optionOf(ratingId, value) as number,
          value,
        };
      });
    });
    if (votes.length > 0) await db.insertInto('review_vote').values(votes).execute();
  }
  await refreshReviewSummaries(db);
}
