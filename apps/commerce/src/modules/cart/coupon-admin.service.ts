// Cart price rules for the operator console (issue 26, docs/decisions/1440): the list with each
// rule's uses, one rule with the orders that used it, and create, edit, enable and disable. The
// cart reads the rule afresh on every read and placeOrder again in its transaction, so an edit
// reprices carts holding the coupon on their next read and an order takes the rule as it is
// when placed. Writes take the caller's executor (a transaction, for the audit entry beside them).
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { changeOf, type Change } from '../../shared/change.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { withinTransaction } from '../../shared/transaction.js';
import type { SalesRule } from './coupons.js';
import { COUPON_MSG, couponValues, type CouponInput, type CouponValues } from './coupon-input.js';

export const COUPON_ENTITY = 'cart_price_rule';
export const COUPON_PAGE_MAX = 100;

export interface CouponListArgs {
  /** A prefix of the code or the name, without regard to case. */
  search?: string | null;
  active?: boolean | null;
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** An order placed with a coupon. */
export interface CouponUse {
  orderId: number;
  number: string;
  createdAt: Date;
  email: string;
  customerId: number | null;
  grandTotalCents: number;
  discountCents: number;
  status: string;
  /** Set when the order was cancelled (its use then went back to the coupon). */
  canceledAt: Date | null;
}

const likePrefix = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

export const clampPage = (page: number, pageSize: number, max: number) => ({
  page: Math.max(1, Math.trunc(page) || 1),
  pageSize: Math.min(max, Math.max(1, Math.trunc(pageSize) || 1)),
});

/** The rule, locked for the change the caller makes in its transaction. */
const lockRule = (trx: Db, id: number) =>
  trx.selectFrom('sales_rule').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export class CouponAdminService {
  constructor(private readonly db: Db) {}

  async list(args: CouponListArgs): Promise<Page<SalesRule>> {
    const { page, pageSize } = clampPage(args.page, args.pageSize, COUPON_PAGE_MAX);
    const search = args.search?.trim().toLowerCase() ?? '';
    const base = this.db
      .selectFrom('sales_rule')
      .$if(search !== '', (q) =>
        q.where((eb) =>
          eb.or([
            eb(sql`lower(coupon_code)`, 'like', likePrefix(search)),
            eb(sql`lower(name)`, 'like', likePrefix(search)),
          ]),
        ),
      )
      .$if(args.active !== null && args.active !== undefined, (q) =>
        q.where('is_active', '=', args.active === true),
      );
    const [items, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n), page, pageSize };
  }

  async get(db: Db, id: number): Promise<SalesRule | undefined> {
    return db.selectFrom('sales_rule').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The orders placed with the rule's code, newest first. */
  async uses(id: number, page: number, pageSize: number): Promise<Result<Page<CouponUse>>> {
    const rule = await this.get(this.db, id);
    if (!rule) return fail('graphql-no-such-entity', COUPON_MSG.notFound);
    const p = clampPage(page, pageSize, COUPON_PAGE_MAX);
    if (!rule.coupon_code) return ok({ items: [], total: 0, ...p });
    const code = rule.coupon_code.toLowerCase();
    const base = this.db
      .selectFrom('sales_order')
      .where(sql`lower(coupon_code)`, '=', code)
      .where('coupon_code', 'is not', null);
    const [rows, count] = await Promise.all([
      base
        .select([
          'id',
          'number',
          'created_at',
          'email',
          'customer_id',
          'grand_total',
          'discount_amount',
          'status',
          'canceled_at',
        ])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(p.pageSize)
        .offset((p.page - 1) * p.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const items = rows.map((r) => ({
      orderId: r.id,
      number: r.number,
      createdAt: r.created_at,
      email: r.email,
      customerId: r.customer_id,
      grandTotalCents: r.grand_total,
      discountCents: r.discount_amount,
      status: r.status,
      canceledAt: r.canceled_at,
    }));
    return ok({ items, total: Number(count.n), ...p });
  }

  async create(db: Db, input: CouponInput): Promise<Result<Change<SalesRule>>> {
    const values = couponValues(input);
    if (!values.ok) return values;
    return withinTransaction(db, async (trx) => {
      const taken = await this.codeTaken(trx, values.value.coupon_code, null);
      if (taken) return taken;
      const row = await this.write(trx, values.value, null);
      return row.ok ? ok(changeOf(COUPON_ENTITY, row.value.id, null, row.value)) : row;
    });
  }

  /** Replaces the rule's settings. Its code may change only while no order has used it. */
  async update(db: Db, id: number, input: CouponInput): Promise<Result<Change<SalesRule>>> {
    const values = couponValues(input);
    if (!values.ok) return values;
    return withinTransaction(db, async (trx) => {
      const before = await lockRule(trx, id);
      if (!before) return fail('graphql-no-such-entity', COUPON_MSG.notFound);
      const v = values.value;
      const renamed = before.coupon_code !== v.coupon_code;
      if (renamed && before.coupon_code?.toLowerCase() !== v.coupon_code.toLowerCase()) {
        if (before.times_used > 0)
          return fail('graphql-input', COUPON_MSG.codeUsed(before.times_used));
        const taken = await this.codeTaken(trx, v.coupon_code, id);
        if (taken) return taken;
      }
      if (v.uses_per_coupon !== null && v.uses_per_coupon < before.times_used)
        return fail('graphql-input', COUPON_MSG.usesBelowUsed(before.times_used));
      const row = await this.write(trx, v, id);
      if (!row.ok) return row;
      // Carts holding the coupon follow its new code (the cart keeps the code, not the rule).
      if (renamed && before.coupon_code)
        await trx
          .updateTable('cart')
          .set({ coupon_code: v.coupon_code })
          .where('is_active', '=', true)
          .where('coupon_code', '=', before.coupon_code)
          .execute();
      return ok(changeOf(COUPON_ENTITY, id, before, row.value));
    });
  }

  /** Enables or disables the rule: a disabled coupon stops applying at once, in carts that hold it too. */
  async setActive(db: Db, id: number, active: boolean): Promise<Result<Change<SalesRule>>> {
    return withinTransaction(db, async (trx) => {
      const before = await lockRule(trx, id);
      if (!before) return fail('graphql-no-such-entity', COUPON_MSG.notFound);
      const after = await trx
        .updateTable('sales_rule')
        .set({ is_active: active })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok(changeOf(COUPON_ENTITY, id, before, after));
    });
  }

  private async codeTaken(
    trx: Db,
    code: string,
    exceptId: number | null,
  ): Promise<Result<never> | null> {
    const other = await trx
      .selectFrom('sales_rule')
      .select(['id', 'name', 'coupon_code'])
      .where(sql`lower(coupon_code)`, '=', code.toLowerCase())
      .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId ?? 0))
      .executeTakeFirst();
    return other ? fail('graphql-already-exists', COUPON_MSG.codeTaken(code, other.name)) : null;
  }

  /** Inserts (id null) or updates the row; a code taken by a concurrent write is answered, not thrown. */
  private async write(trx: Db, v: CouponValues, id: number | null): Promise<Result<SalesRule>> {
    try {
      const row =
        id === null
          ? await trx.insertInto('sales_rule').values(v).returningAll().executeTakeFirstOrThrow()
          : await trx
              .updateTable('sales_rule')
              .set(v)
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow();
      return ok(row);
    } catch (err) {
      if (isUniqueViolation(err))
        return fail('graphql-already-exists', COUPON_MSG.codeTaken(v.coupon_code, 'another rule'));
      throw err;
    }
  }
}
