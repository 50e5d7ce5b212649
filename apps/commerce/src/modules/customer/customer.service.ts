// Customer accounts: registration and the signed-in customer's own record. Expected failures are
// values (shared/result.ts); the resolvers turn them into Magento's errors.
import { isValidEmail, isValidPassword } from '@charter/shared/validation';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { UnitOfWork, type TxContext } from '../../db/unit-of-work.js';
import type { Updateable } from 'kysely';
import type { CustomerRow, CustomerTable } from './tables.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { normaliseEmail } from './auth.service.js';
import { CUSTOMER_MSG } from './messages.js';
import { hashPassword } from './passwords.js';

export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  password?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  gender?: number | null;
  taxvat?: string | null;
  dateOfBirth?: string | null;
}

export interface CustomerRecord extends CustomerRow {
  group_name: string;
}

export interface RegisterOptions {
  /** The account must follow its e-mailed link before it can sign in. */
  confirmationRequired?: boolean;
  /** Runs in the unit of work that creates the customer (e-mails, newsletter), only when it was created. */
  onCreated?: (tx: TxContext, customer: CustomerRow) => Promise<void>;
}

/** updateCustomerV2's personal data: undefined leaves a field as it is; null clears an optional one. */
export interface CustomerPatch {
  firstname?: string | null;
  lastname?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  gender?: number | null;
  taxvat?: string | null;
  dateOfBirth?: string | null;
}

/** Registration puts customers in Magento's General group. */
export const DEFAULT_GROUP_ID = 1;

const optional = (v: string | null | undefined): string | null => (v && v.trim() ? v.trim() : null);

/** Magento's gender values: 0 and 3 not specified, 1 male, 2 female; absent is fine. */
const isValidGender = (g: number | null | undefined): boolean =>
  g === undefined || g === null || [0, 1, 2, 3].includes(g);

/** 'YYYY-MM-DD' for any date the Date parser understands; null when it is not a date. */
function normaliseDate(value: string): string | null {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

export class CustomerService {
  private readonly uow: UnitOfWork;

  constructor(private readonly db: Db) {
    this.uow = new UnitOfWork(db);
  }

  /** createCustomerV2. Checks in Magento's order: e-mail, names, password, then uniqueness. */
  async register(
    ctx: RequestContext,
    input: NewCustomer,
    opts: RegisterOptions = {},
  ): Promise<Result<CustomerRecord>> {
    const email = normaliseEmail(input.email);
    if (!isValidEmail(email)) return fail('graphql-input', CUSTOMER_MSG.invalidEmail(input.email));
    if (!input.firstname.trim())
      return fail('graphql-input', CUSTOMER_MSG.requiredValue('First Name'));
    if (!input.lastname.trim())
      return fail('graphql-input', CUSTOMER_MSG.requiredValue('Last Name'));
    if (
      input.password !== undefined &&
      input.password !== null &&
      !isValidPassword(input.password)
    ) {
      return fail('graphql-input', CUSTOMER_MSG.passwordRule);
    }
    if (!isValidGender(input.gender)) return fail('graphql-input', CUSTOMER_MSG.invalidGender);
    const dob = input.dateOfBirth ? normaliseDate(input.dateOfBirth) : null;
    if (input.dateOfBirth && !dob) return fail('graphql-input', CUSTOMER_MSG.invalidDate);

    // Hashed before the uniqueness check so a taken address does not answer measurably faster.
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    const inserted = await this.uow.run(ctx, async (tx) => {
      const row = await tx.transaction
        .insertInto('customer')
        .values({
          email,
          firstname: input.firstname.trim(),
          lastname: input.lastname.trim(),
          middlename: optional(input.middlename),
          prefix: optional(input.prefix),
          suffix: optional(input.suffix),
          gender: input.gender ?? null,
          taxvat: optional(input.taxvat),
          date_of_birth: dob,
          group_id: DEFAULT_GROUP_ID,
          store_id: ctx.storeView.store.id,
          password_hash: passwordHash,
          confirmation_required: opts.confirmationRequired === true,
          created_at: ctx.now,
          updated_at: ctx.now,
        })
        // The unique e-mail index decides races between two registrations of one address.
        .onConflict((oc) => oc.column('email').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) await opts.onCreated?.(tx, row);
      return row;
    });
    if (!inserted) return fail('graphql-input', CUSTOMER_MSG.emailExists);
    return this.found(await this.byId(inserted.id));
  }

  /** The signed-in customer; guests get Magento's authorization error. */
  async current(ctx: RequestContext): Promise<Result<CustomerRecord>> {
    if (ctx.customerId === null) return fail('graphql-authorization', CUSTOMER_MSG.notAuthorized);
    return this.found(await this.byId(ctx.customerId));
  }

  /** updateCustomerV2: the personal data of the signed-in customer (not e-mail, not password). */
  async updateProfile(
    ctx: RequestContext,
    patch: CustomerPatch,
    hasInput: boolean,
  ): Promise<Result<CustomerRecord>> {
    if (ctx.customerId === null) return fail('graphql-authorization', CUSTOMER_MSG.notAuthorized);
    if (!hasInput) return fail('graphql-input', CUSTOMER_MSG.inputMissing);
    if (typeof patch.firstname === 'string' && !patch.firstname.trim())
      return fail('graphql-input', CUSTOMER_MSG.requiredParameter('First Name'));
    if (typeof patch.lastname === 'string' && !patch.lastname.trim())
      return fail('graphql-input', CUSTOMER_MSG.requiredParameter('Last Name'));
    if (!isValidGender(patch.gender)) return fail('graphql-input', CUSTOMER_MSG.invalidGender);
    const dob = patch.dateOfBirth ? normaliseDate(patch.dateOfBirth) : null;
    if (patch.dateOfBirth && !dob) return fail('graphql-input', CUSTOMER_MSG.invalidDate);

    const set: Updateable<CustomerTable> = { updated_at: ctx.now };
    // A null name means "not sent" (the names are required); null clears the optional fields.
    if (patch.firstname) set.firstname = patch.firstname.trim();
    if (patch.lastname) set.lastname = patch.lastname.trim();
    if (patch.middlename !== undefined) set.middlename = optional(patch.middlename);
    if (patch.prefix !== undefined) set.prefix = optional(patch.prefix);
    if (patch.suffix !== undefined) set.suffix = optional(patch.suffix);
    if (patch.taxvat !== undefined) set.taxvat = optional(patch.taxvat);
    if (patch.gender !== undefined) set.gender = patch.gender;
    if (patch.dateOfBirth !== undefined) set.date_of_birth = dob;
    await this.db.updateTable('customer').set(set).where('id', '=', ctx.customerId).execute();
    return this.found(await this.byId(ctx.customerId));
  }

  /** A customer by row id (after a change made by another service). */
  async find(id: number): Promise<Result<CustomerRecord>> {
    return this.found(await this.byId(id));
  }

  private found(record: CustomerRecord | undefined): Result<CustomerRecord> {
    return record ? ok(record) : fail('graphql-authorization', CUSTOMER_MSG.notAuthorized);
  }

  /**
   * isEmailAvailable as Magento 2.4.7+ answers it: always true, because a real answer would tell
   * anyone which addresses have accounts (the guest-checkout-login option is not offered).
   */
  isEmailAvailable(_ctx: RequestContext, email: string): Result<boolean> {
    if (!email.trim()) return fail('graphql-input', CUSTOMER_MSG.emailRequired);
    if (!isValidEmail(email)) return fail('graphql-input', CUSTOMER_MSG.emailInvalid);
    return ok(true);
  }

  private byId(id: number): Promise<CustomerRecord | undefined> {
    return this.db
      .selectFrom('customer as c')
      .innerJoin('customer_group as g', 'g.id', 'c.group_id')
      .selectAll('c')
      .select('g.name as group_name')
      .where('c.id', '=', id)
      .executeTakeFirst();
  }
}
