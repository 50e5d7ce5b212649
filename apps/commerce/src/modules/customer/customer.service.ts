// Customer accounts: registration and the signed-in customer's own record. Expected failures are
// values (cart/results.ts); the resolvers turn them into Magento's errors.
import { isValidEmail, isValidPassword } from '@charter/shared/validation';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import type { CustomerRow } from '../../db/types.js';
import { fail, ok, type Result } from '../cart/results.js';
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

/** Registration puts customers in Magento's General group. */
export const DEFAULT_GROUP_ID = 1;

const optional = (v: string | null | undefined): string | null => (v && v.trim() ? v.trim() : null);

/** 'YYYY-MM-DD' for any date the Date parser understands; null when it is not a date. */
function normaliseDate(value: string): string | null {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

export class CustomerService {
  constructor(private readonly db: Db) {}

  /** createCustomerV2. Checks in Magento's order: e-mail, names, password, then uniqueness. */
  async register(ctx: RequestContext, input: NewCustomer): Promise<Result<CustomerRecord>> {
    const email = normaliseEmail(input.email);
    if (!isValidEmail(email)) return fail('graphql-input', CUSTOMER_MSG.invalidEmail(input.email));
    if (!input.firstname.trim()) return fail('graphql-input', CUSTOMER_MSG.requiredValue('First Name'));
    if (!input.lastname.trim()) return fail('graphql-input', CUSTOMER_MSG.requiredValue('Last Name'));
    if (input.password !== undefined && input.password !== null && !isValidPassword(input.password)) {
      return fail('graphql-input', CUSTOMER_MSG.passwordRule);
    }
    if (input.gender !== undefined && input.gender !== null && ![0, 1, 2, 3].includes(input.gender)) {
      return fail('graphql-input', CUSTOMER_MSG.invalidGender);
    }
    const dob = input.dateOfBirth ? normaliseDate(input.dateOfBirth) : null;
    if (input.dateOfBirth && !dob) return fail('graphql-input', CUSTOMER_MSG.invalidDate);

    // Hashed before the uniqueness check so a taken address does not answer measurably faster.
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    const inserted = await this.db
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
        created_at: ctx.now,
        updated_at: ctx.now,
      })
      // The unique e-mail index decides races between two registrations of one address.
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return fail('graphql-input', CUSTOMER_MSG.emailExists);
    const record = await this.byId(inserted.id);
    return record ? ok(record) : fail('graphql-no-such-entity', CUSTOMER_MSG.notAuthorized);
  }

  /** The signed-in customer; guests get Magento's authorization error. */
  async current(ctx: RequestContext): Promise<Result<CustomerRecord>> {
    if (ctx.customerId === null) return fail('graphql-authorization', CUSTOMER_MSG.notAuthorized);
    const record = await this.byId(ctx.customerId);
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
