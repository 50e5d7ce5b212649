// Compare lists (Magento 2.4.8, reference 4.5; docs/decisions/1110). A list is found by its
// 32-character random uid and then must belong to the caller: a guest's list (no customer) to a
// guest, a customer's list to that customer only. Unknown, disabled, variant-only and repeated
// products are skipped as Magento skips them; a list holds at most COMPARE_MAX_ITEMS products.
import { sql, type Selectable } from 'kysely';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { UnitOfWork } from '../../db/unit-of-work.js';
import type { CompareListTable } from './tables.js';
import { parsePositiveInt } from '../../shared/ids.js';
import { visitorAddress, type Limits } from '../../shared/rate-rules.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { newMaskedId } from '../cart/masked-id.js';

export type CompareListRow = Selectable<CompareListTable>;

/** Products one list can hold: a comparison table stays readable (docs/decisions/1111). */
export const COMPARE_MAX_ITEMS = 10;
/** Guest lists unchanged this long are removed (a few at a time, when lists are created). */
export const GUEST_LIST_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
const STALE_SWEEP_BATCH = 20;

export const COMPARE_MSG = {
  uidRequired: '"uid" value must be specified',
  uidRequiredInput: '"uid" value must be specified.',
  productsRequired: '"products" value must be specified.',
  uidUnknown: '"uid" value does not exist',
  notAuthorized: 'This customer is not authorized to access this list',
  mustSignIn: 'Customer must be logged',
  tooMany: `A compare list can hold at most ${COMPARE_MAX_ITEMS} products. Remove one to add another.`,
  throttled:
    'Too many compare lists were created from your network. Please wait and try again later.',
} as const;

/** Numeric product ids as sent (Magento casts them to int); anything else names no product. */
function productIds(
  values: readonly (string | number | null | undefined)[] | null | undefined,
): number[] {
  const ids = new Set<number>();
  for (const v of values ?? []) {
    const id = v === null || v === undefined ? null : parsePositiveInt(String(v).trim());
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

export class CompareListService {
  private readonly uow: UnitOfWork;

  constructor(
    private readonly db: Db,
    private readonly limits: Limits,
  ) {
    this.uow = new UnitOfWork(db);
  }

  /**
   * The list with this uid when the caller may use it: undefined when no list has the uid (for
   * a guest) and an authorization failure when it belongs to someone else. As in Magento, a
   * signed-in customer reaches only their own list by uid: any other uid (a guest's, another
   * customer's, a guessed one) is refused the same way, so nothing can be probed.
   */
  async byUid(ctx: RequestContext, uid: string): Promise<Result<CompareListRow | undefined>> {
    const trimmed = uid.trim();
    const row = /^[A-Za-z0-9]{32}$/.test(trimmed)
      ? await this.uow
          .db(ctx)
          .selectFrom('compare_list')
          .selectAll()
          .where('uid', '=', trimmed)
          .executeTakeFirst()
      : undefined;
    if ((row?.customer_id ?? null) !== ctx.customerId)
      return fail('graphql-authorization', COMPARE_MSG.notAuthorized);
    return ok(row);
  }

  forCustomer(customerId: number): Promise<CompareListRow | undefined> {
    return this.db
      .selectFrom('compare_list')
      .selectAll()
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  /** Product ids of the list in the order they were added (disabled products included; the shaper drops them). */
  async itemProductIds(listId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('compare_list_item')
      .select('product_id')
      .where('list_id', '=', listId)
      .orderBy('id')
      .execute();
    return rows.map((r) => r.product_id);
  }

  async create(
    ctx: RequestContext,
    products: readonly (string | null)[] | null | undefined,
  ): Promise<Result<CompareListRow>> {
    const ids = productIds(products);
    if (ctx.customerId !== null) {
      const customerId = ctx.customerId;
      return this.db
        .transaction()
        .execute(async (trx) => {
          const list = await this.lockCustomerList(trx, customerId, true);
          const added = await this.addIds(trx, list, ids);
          if (!added.ok) throw new RefusedChange(added);
          return ok(await this.touch(trx, ctx, list.id));
        })
        .catch(refused<CompareListRow>);
    }
    const address = visitorAddress(ctx);
    if (
      address &&
      !(await this.limits.limiter.take(this.limits.rules.compareListCreate, address, ctx.now))
        .allowed
    ) {
      return fail('graphql-input', COMPARE_MSG.throttled);
    }
    await this.sweepStaleGuestLists(ctx);
    return this.db
      .transaction()
      .execute(async (trx) => {
        const list = await trx
          .insertInto('compare_list')
          .values({
            uid: newMaskedId(),
            customer_id: null,
            created_at: ctx.now,
            updated_at: ctx.now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const added = await this.addIds(trx, list, ids);
        if (!added.ok) throw new RefusedChange(added);
        return ok(list);
      })
      .catch(refused<CompareListRow>);
  }

  add(
    ctx: RequestContext,
    uid: string,
    products: readonly (string | null)[] | null | undefined,
  ): Promise<Result<CompareListRow>> {
    return this.change(ctx, uid, products, (trx, list, ids) => this.addIds(trx, list, ids));
  }

  remove(
    ctx: RequestContext,
    uid: string,
    products: readonly (string | null)[] | null | undefined,
  ): Promise<Result<CompareListRow>> {
    return this.change(ctx, uid, products, async (trx, list, ids) => {
      if (ids.length > 0)
        await trx
          .deleteFrom('compare_list_item')
          .where('list_id', '=', list.id)
          .where('product_id', 'in', ids)
          .execute();
      return ok(undefined);
    });
  }

  /** true when a list was deleted, false when none had this uid. */
  async delete(ctx: RequestContext, uid: string): Promise<Result<boolean>> {
    if (!uid || !uid.trim()) return fail('graphql-input', COMPARE_MSG.uidRequired);
    const found = await this.byUid(ctx, uid);
    if (!found.ok) return found;
    if (!found.value) return ok(false);
    const gone = await this.db
      .deleteFrom('compare_list')
      .where('id', '=', found.value.id)
      .executeTakeFirst();
    return ok(Number(gone.numDeletedRows) > 0);
  }

  /**
   * Gives a guest's list to the signed-in customer. A customer without a list takes it over; a
   * customer with one gets its products added (up to the cap, the customer's own first) and the
   * guest's list is deleted. Runs with the customer row locked, so concurrent sign-ins merge once.
   * undefined: no list has this uid.
   */
  async assign(ctx: RequestContext, uid: string): Promise<Result<CompareListRow | undefined>> {
    if (!uid || !uid.trim()) return fail('graphql-input', COMPARE_MSG.uidRequired);
    if (ctx.customerId === null) return fail('graphql-input', COMPARE_MSG.mustSignIn);
    const customerId = ctx.customerId;
    return this.db.transaction().execute(async (trx) => {
      const own = await this.lockCustomerList(trx, customerId, false);
      const trimmed = uid.trim();
      const guest = /^[A-Za-z0-9]{32}$/.test(trimmed)
        ? await trx
            .selectFrom('compare_list')
            .selectAll()
            .where('uid', '=', trimmed)
            .forUpdate()
            .executeTakeFirst()
        : undefined;
      if (!guest) return ok(undefined);
      if (guest.customer_id === customerId) return ok(guest);
      if (guest.customer_id !== null)
        return fail<CompareListRow | undefined>('graphql-authorization', COMPARE_MSG.notAuthorized);
      if (!own) {
        return ok(
          await trx
            .updateTable('compare_list')
            .set({ customer_id: customerId, updated_at: ctx.now })
            .where('id', '=', guest.id)
            .returningAll()
            .executeTakeFirstOrThrow(),
        );
      }
      const mine = await trx
        .selectFrom('compare_list_item')
        .select('product_id')
        .where('list_id', '=', own.id)
        .execute();
      const theirs = await trx
        .selectFrom('compare_list_item')
        .select('product_id')
        .where('list_id', '=', guest.id)
        .orderBy('id')
        .execute();
      const have = new Set(mine.map((r) => r.product_id));
      const room = Math.max(0, COMPARE_MAX_ITEMS - have.size);
      const moving = theirs
        .map((r) => r.product_id)
        .filter((id) => !have.has(id))
        .slice(0, room);
      if (moving.length > 0) {
        await trx
          .insertInto('compare_list_item')
          .values(moving.map((product_id) => ({ list_id: own.id, product_id, added_at: ctx.now })))
          .execute();
      }
      await trx.deleteFrom('compare_list').where('id', '=', guest.id).execute();
      return ok(await this.touch(trx, ctx, own.id));
    });
  }

  /** A write on a list named by uid, in one transaction with the list row locked. */
  private async change(
    ctx: RequestContext,
    uid: string,
    products: readonly (string | null)[] | null | undefined,
    apply: (trx: Db, list: CompareListRow, ids: number[]) => Promise<Result<unknown>>,
  ): Promise<Result<CompareListRow>> {
    if (!uid || !uid.trim()) return fail('graphql-input', COMPARE_MSG.uidRequiredInput);
    if (!products) return fail('graphql-input', COMPARE_MSG.productsRequired);
    const found = await this.byUid(ctx, uid);
    if (!found.ok) return found;
    if (!found.value) return fail('graphql-input', COMPARE_MSG.uidUnknown);
    const listId = found.value.id;
    const ids = productIds(products);
    return this.db
      .transaction()
      .execute(async (trx) => {
        const list = await trx
          .selectFrom('compare_list')
          .selectAll()
          .where('id', '=', listId)
          .forUpdate()
          .executeTakeFirst();
        if (!list) return fail<CompareListRow>('graphql-input', COMPARE_MSG.uidUnknown);
        const applied = await apply(trx, list, ids);
        if (!applied.ok) throw new RefusedChange(applied);
        return ok(await this.touch(trx, ctx, list.id));
      })
      .catch(refused<CompareListRow>);
  }

  /**
   * Adds the products that can be compared (enabled, shown on their own, not yet in the list).
   * Refuses the whole request when the list would hold more than COMPARE_MAX_ITEMS.
   */
  private async addIds(
    trx: Db,
    list: CompareListRow,
    ids: readonly number[],
  ): Promise<Result<undefined>> {
    if (ids.length === 0) return ok(undefined);
    const [have, valid] = await Promise.all([
      trx
        .selectFrom('compare_list_item')
        .select('product_id')
        .where('list_id', '=', list.id)
        .execute(),
      trx
        .selectFrom('product')
        .select('id')
        .where('id', 'in', ids)
        .where('status', '=', 1)
        .where('parent_id', 'is', null)
        .where('visibility', '!=', 1)
        .execute(),
    ]);
    const present = new Set(have.map((r) => r.product_id));
    const validIds = new Set(valid.map((r) => r.id));
    const fresh = ids.filter((id) => validIds.has(id) && !present.has(id));
    if (fresh.length === 0) return ok(undefined);
    if (present.size + fresh.length > COMPARE_MAX_ITEMS)
      return fail('graphql-input', COMPARE_MSG.tooMany);
    await trx
      .insertInto('compare_list_item')
      .values(
        fresh.map((product_id) => ({ list_id: list.id, product_id, added_at: sql<Date>`now()` })),
      )
      .onConflict((oc) => oc.columns(['list_id', 'product_id']).doNothing())
      .execute();
    return ok(undefined);
  }

  /** The customer's list, with the customer row locked; created when `create` is set. */
  private async lockCustomerList(
    trx: Db,
    customerId: number,
    create: true,
  ): Promise<CompareListRow>;
  private async lockCustomerList(
    trx: Db,
    customerId: number,
    create: false,
  ): Promise<CompareListRow | undefined>;
  private async lockCustomerList(
    trx: Db,
    customerId: number,
    create: boolean,
  ): Promise<CompareListRow | undefined> {
    await trx
      .selectFrom('customer')
      .select('id')
      .where('id', '=', customerId)
      .forUpdate()
      .executeTakeFirst();
    const found = await trx
      .selectFrom('compare_list')
      .selectAll()
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (found || !create) return found;
    return trx
      .insertInto('compare_list')
      .values({ uid: newMaskedId(), customer_id: customerId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private touch(trx: Db, ctx: RequestContext, listId: number): Promise<CompareListRow> {
    return trx
      .updateTable('compare_list')
      .set({ updated_at: ctx.now })
      .where('id', '=', listId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Removes a few guest lists nobody changed for GUEST_LIST_MAX_AGE_MS (bounded work, by index). */
  private async sweepStaleGuestLists(ctx: RequestContext): Promise<void> {
    const cutoff = new Date(ctx.now.getTime() - GUEST_LIST_MAX_AGE_MS);
    const stale = this.db
      .selectFrom('compare_list')
      .select('id')
      .where('updated_at', '<', cutoff)
      .where('customer_id', 'is', null)
      .orderBy('updated_at')
      .limit(STALE_SWEEP_BATCH);
    await this.db.deleteFrom('compare_list').where('id', 'in', stale).execute();
  }
}

/** Carries a refused change out of a transaction so it rolls back. */
class RefusedChange extends Error {
  constructor(readonly result: Result<unknown>) {
    super('refused');
  }
}

function refused<T>(e: unknown): Result<T> {
  if (e instanceof RefusedChange) return e.result as Result<T>;
  throw e;
}
