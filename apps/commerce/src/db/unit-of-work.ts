// The unit of work: one database transaction that several services' reads and writes share
// (docs/decisions/1051). The transaction travels in the request context, so service methods keep
// the context as their first argument and take no database or transaction parameter:
//
//   await uow.run(ctx, async (tx) => {
//     const cart = await carts.getCartForUser(tx, maskedId, { forUpdate: true }); // inside
//     await items.addProducts(tx, cart.masked_id, requests);                       // joins it
//   });
//
// A service reads and writes through `uow.db(ctx)`: the context's transaction when it has one,
// else the service's database. `run` inside a unit of work joins it (no nested transaction, no
// savepoint): the outermost `run` commits or rolls back everything. PostgreSQL keeps its row locks
// (SELECT ... FOR UPDATE) until that commit; on PGlite every statement of the transaction goes
// through the one connection the transaction holds, as before.
import type { RequestContext } from '../context.js';
import type { Db } from './index.js';

/** A request context inside a unit of work: its transaction is set. */
export type TxContext = RequestContext & { readonly transaction: Db };

export const inUnitOfWork = (ctx: RequestContext): ctx is TxContext =>
  ctx.transaction !== undefined;

export class UnitOfWork {
  constructor(private readonly root: Db) {}

  /** Where a service reads and writes for this context: its unit of work's transaction, else the database. */
  db(ctx: RequestContext): Db {
    return ctx.transaction ?? this.root;
  }

  /**
   * Runs `fn` in one transaction, handing it a copy of the context that carries the transaction
   * (loaders and every other field are shared with the original). Inside a unit of work already,
   * `fn` joins it. A throw rolls back the whole unit of work.
   */
  run<T>(ctx: RequestContext, fn: (tx: TxContext) => Promise<T>): Promise<T> {
    if (inUnitOfWork(ctx)) return fn(ctx);
    return this.root.transaction().execute((transaction) => fn({ ...ctx, transaction }));
  }

  /**
   * Like `run` for work that answers a Result: an ok answer commits, a refusal rolls the
   * transaction back and is returned (no throw), and a throw rolls back and propagates. Inside a
   * unit of work already, the work joins it and the outermost unit decides.
   */
  async runIfOk<T extends { ok: boolean }>(
    ctx: RequestContext,
    fn: (tx: TxContext) => Promise<T>,
  ): Promise<T> {
    if (inUnitOfWork(ctx)) return fn(ctx);
    const transaction = await this.root.startTransaction().execute();
    try {
      const answer = await fn({ ...ctx, transaction });
      if (answer.ok) await transaction.commit().execute();
      else await transaction.rollback().execute();
      return answer;
    } catch (err) {
      if (!transaction.isCommitted && !transaction.isRolledBack)
        await transaction
          .rollback()
          .execute()
          .catch(() => undefined);
      throw err;
    }
  }
}
