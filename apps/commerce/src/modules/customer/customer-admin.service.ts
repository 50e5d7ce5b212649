// Customers for the operator console (issue 26, docs/decisions/1444): find one among many by a
// prefix of the e-mail address or a name (indexes of migration 0027, a page at a time), see the
// account with its addresses and orders, move it to another group, lift its sign-in lock, and
// send it the password reset e-mail the storefront's "forgot password" sends.
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { changeOf, type Change } from '../../shared/change.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { withinTransaction } from '../../shared/transaction.js';
import { mailSecret, type SecretMailDeps } from './secret-mail.js';
import { sentRecently } from './secrets.js';
import { clearAccount } from './throttle.js';
import type { CustomerRow } from './tables.js';

export const CUSTOMER_ENTITY = 'customer';
export const CUSTOMER_PAGE_MAX = 100;
/** Orders shown with a customer; the count says how many there are in all. */
export const CUSTOMER_ORDERS_SHOWN = 20;
/** The group of visitors who are not signed in: never an account's group. */
const NOT_LOGGED_IN = 0;

export interface CustomerSummary {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  groupId: number;
  groupName: string;
  isActive: boolean;
  createdAt: Date;
  /** Set while the account is locked after too many failed sign-ins. */
  lockedUntil: Date | null;
}

export interface CustomerOrderSummary {
  id: number;
  number: string;
  createdAt: Date;
  status: string;
  grandTotalCents: number;
  currency: string;
}

export interface CustomerDetail extends CustomerSummary {
  failedSignIns: number;
  confirmationRequired: boolean;
  addresses: Array<{
    id: number;
    firstname: string;
    lastname: string;
    company: string | null;
    street: string[];
    city: string;
    region: string | null;
    postcode: string | null;
    countryCode: string;
    telephone: string;
    isDefaultBilling: boolean;
    isDefaultShipping: boolean;
  }>;
  orders: CustomerOrderSummary[];
  orderCount: number;
}

/** What the audit log keeps of an account's console-changed state. */
export interface CustomerAuditView {
  id: number;
  email: string;
  group_id: number;
  failures_num: number;
  lock_expires: Date | null;
}

export const CUSTOMER_ADMIN_MSG = {
  notFound: 'No customer has that id.',
  group: 'Choose one of the customer groups (not NOT LOGGED IN).',
  inactive: 'The account is disabled: a password reset e-mail is not sent to it.',
  sentRecently:
    'A password reset e-mail went to this customer less than a minute ago; the link in it still works.',
} as const;

const likePrefix = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const auditView = (c: CustomerRow): CustomerAuditView => ({
  id: c.id,
  email: c.email,
  group_id: c.group_id,
  failures_num: c.failures_num,
  lock_expires: c.lock_expires,
});

export class CustomerAdminService {
  constructor(
    private readonly db: Db,
    private readonly mail: SecretMailDeps,
  ) {}

  /**
   * Customers whose e-mail address, first name or last name starts with the text (two words:
   * first and last name), newest first; without text, the newest customers.
   */
  async search(args: { query?: string | null; page: number; pageSize: number; now: Date }) {
    const page = Math.max(1, Math.trunc(args.page) || 1);
    const pageSize = Math.min(CUSTOMER_PAGE_MAX, Math.max(1, Math.trunc(args.pageSize) || 1));
    const base = customerSearch(this.db, args.query);
    const [rows, count] = await Promise.all([
      base
        .select([
          'c.id',
          'c.email',
          'c.firstname',
          'c.lastname',
          'c.group_id',
          'g.name as group_name',
          'c.is_active',
          'c.created_at',
          'c.lock_expires',
        ])
        .orderBy('c.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const items: CustomerSummary[] = rows.map((r) => ({
      id: r.id,
      email: r.email,
      firstname: r.firstname,
      lastname: r.lastname,
      groupId: r.group_id,
      groupName: r.group_name,
      isActive: r.is_active,
      createdAt: r.created_at,
      lockedUntil: lockedUntil(r.lock_expires, args.now),
    }));
    return { items, total: Number(count.n), page, pageSize };
  }

  async groups(): Promise<{ id: number; name: string }[]> {
    return this.db
      .selectFrom('customer_group')
      .select(['id', 'name'])
      .where('id', '<>', NOT_LOGGED_IN)
      .orderBy('id')
      .execute();
  }

  async detail(id: number, now: Date): Promise<Result<CustomerDetail>> {
    const c = await this.db
      .selectFrom('customer as c')
      .innerJoin('customer_group as g', 'g.id', 'c.group_id')
      .selectAll('c')
      .select('g.name as group_name')
      .where('c.id', '=', id)
      .executeTakeFirst();
    if (!c) return fail('graphql-no-such-entity', CUSTOMER_ADMIN_MSG.notFound);
    const [addresses, orders, count] = await Promise.all([
      this.db
        .selectFrom('customer_address')
        .selectAll()
        .where('customer_id', '=', id)
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('sales_order')
        .select(['id', 'number', 'created_at', 'status', 'grand_total', 'currency'])
        .where('customer_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(CUSTOMER_ORDERS_SHOWN)
        .execute(),
      this.db
        .selectFrom('sales_order')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('customer_id', '=', id)
        .executeTakeFirstOrThrow(),
    ]);
    return ok({
      id: c.id,
      email: c.email,
      firstname: c.firstname,
      lastname: c.lastname,
      groupId: c.group_id,
      groupName: c.group_name,
      isActive: c.is_active,
      createdAt: c.created_at,
      lockedUntil: lockedUntil(c.lock_expires, now),
      failedSignIns: c.failures_num,
      confirmationRequired: c.confirmation_required,
      addresses: addresses.map((a) => ({
        id: a.id,
        firstname: a.firstname,
        lastname: a.lastname,
        company: a.company,
        street: a.street,
        city: a.city,
        region: a.region,
        postcode: a.postcode,
        countryCode: a.country_code,
        telephone: a.telephone,
        isDefaultBilling: c.default_billing === a.id,
        isDefaultShipping: c.default_shipping === a.id,
      })),
      orders: orders.map((o) => ({
        id: o.id,
        number: o.number,
        createdAt: o.created_at,
        status: o.status,
        grandTotalCents: o.grand_total,
        currency: o.currency,
      })),
      orderCount: Number(count.n),
    });
  }

  /** Moves the account to another group: its prices and payment methods follow on its next request. */
  async changeGroup(
    db: Db,
    id: number,
    groupId: number,
    now: Date,
  ): Promise<Result<Change<CustomerAuditView>>> {
    return withinTransaction(db, async (trx) => {
      const before = await this.lockRow(trx, id);
      if (!before) return fail('graphql-no-such-entity', CUSTOMER_ADMIN_MSG.notFound);
      const group = await trx
        .selectFrom('customer_group')
        .select('id')
        .where('id', '=', groupId)
        .where('id', '<>', NOT_LOGGED_IN)
        .executeTakeFirst();
      if (!group) return fail('graphql-input', CUSTOMER_ADMIN_MSG.group);
      const after = await trx
        .updateTable('customer')
        .set({ group_id: groupId, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok(changeOf(CUSTOMER_ENTITY, id, auditView(before), auditView(after)));
    });
  }

  /** Lifts the account's sign-in lock and forgets its failed attempts (as a password reset does). */
  async unlock(db: Db, id: number): Promise<Result<Change<CustomerAuditView>>> {
    return withinTransaction(db, async (trx) => {
      const before = await this.lockRow(trx, id);
      if (!before) return fail('graphql-no-such-entity', CUSTOMER_ADMIN_MSG.notFound);
      await clearAccount(trx, id);
      const after = { ...before, failures_num: 0, first_failure: null, lock_expires: null };
      return ok(changeOf(CUSTOMER_ENTITY, id, auditView(before), auditView(after)));
    });
  }

  /**
   * Sends the storefront's password reset e-mail (a new link; older unspent ones stop working).
   * Not to a disabled account, and not twice within a minute. Deliver `outboxId` after commit.
   */
  async sendPasswordReset(
    db: Db,
    id: number,
    now: Date,
  ): Promise<
    Result<Change<{ id: number; email: string; reset_sent_at: Date }> & { outboxId: number }>
  > {
    return withinTransaction(db, async (trx) => {
      const c = await this.lockRow(trx, id);
      if (!c) return fail('graphql-no-such-entity', CUSTOMER_ADMIN_MSG.notFound);
      if (!c.is_active) return fail('graphql-input', CUSTOMER_ADMIN_MSG.inactive);
      if (await sentRecently(trx, id, 'reset', now))
        return fail('graphql-input', CUSTOMER_ADMIN_MSG.sentRecently);
      const outboxId = await mailSecret(trx, this.mail, now, c, 'reset');
      const change = changeOf(CUSTOMER_ENTITY, id, null, {
        id,
        email: c.email,
        reset_sent_at: now,
      });
      return ok({ ...change, outboxId });
    });
  }

  /** Sends a queued e-mail now (after the transaction that queued it committed). */
  deliver(outboxId: number): void {
    this.mail.mailer.deliverLater(outboxId);
  }

  private lockRow(trx: Db, id: number): Promise<CustomerRow | undefined> {
    return trx
      .selectFrom('customer')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }
}

/**
 * The customers a search text matches: a prefix of the e-mail address, the last name or the first
 * name (one word), or of the first and the last name (two words). Each condition is the expression
 * an index of migration 0027 is built on (text_pattern_ops), so a prefix never scans the table.
 */
export function customerSearch(db: Db, query: string | null | undefined) {
  const q = (query ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  const words = q.split(' ');
  return db
    .selectFrom('customer as c')
    .innerJoin('customer_group as g', 'g.id', 'c.group_id')
    .$if(q !== '' && words.length === 2, (b) =>
      b
        .where(sql`lower(c.firstname)`, 'like', likePrefix(words[0] ?? ''))
        .where(sql`lower(c.lastname)`, 'like', likePrefix(words[1] ?? '')),
    )
    .$if(q !== '' && words.length !== 2, (b) =>
      b.where((eb) =>
        eb.or([
          eb('c.email', 'like', likePrefix(q)),
          eb(sql`lower(c.lastname)`, 'like', likePrefix(q)),
          eb(sql`lower(c.firstname)`, 'like', likePrefix(q)),
        ]),
      ),
    );
}

function lockedUntil(lock: Date | null, now: Date): Date | null {
  return lock !== null && lock.getTime() > now.getTime() ? lock : null;
}
