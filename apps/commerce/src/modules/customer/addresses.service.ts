// The address book: a signed-in customer's addresses and their default shipping and billing
// address (kept on the customer row, as Magento keeps them). Country, region and postcode follow
// the cart address rules (checkout/address.ts); the required-field and street checks come first,
// with Magento's texts (reference 4.1). Expected failures are values (shared/result.ts).
import type { Selectable } from 'kysely';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import type { CustomerAddressTable } from './tables.js';
import { offsetOf, type PageRequest } from '../../shared/pagination.js';
import { fail, ok, type Result } from '../../shared/result.js';
import {
  validateCartAddress,
  type AddressValues,
  type CartAddressInput,
} from '../checkout/address.js';
import { CHECKOUT_MSG } from '../checkout/messages.js';
import type { StoreService } from '../store/store.service.js';
import { CUSTOMER_MSG } from './messages.js';
import { bookColumns, cartValuesOf, sameAddress } from './address-columns.js';

export interface CustomerAddressInput {
  firstname?: string | null;
  lastname?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  company?: string | null;
  street?: (string | null)[] | null;
  city?: string | null;
  region?: {
    region_code?: string | null;
    region?: string | null;
    region_id?: number | null;
  } | null;
  postcode?: string | null;
  country_code?: string | null;
  country_id?: string | null;
  telephone?: string | null;
  fax?: string | null;
  vat_id?: string | null;
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
}

export type AddressRow = Selectable<CustomerAddressTable>;

/** An address with the customer's default flags applied. */
export interface BookAddress extends AddressRow {
  is_default_billing: boolean;
  is_default_shipping: boolean;
}

export const ADDRESS_MSG = {
  notAuthorized: CUSTOMER_MSG.notAuthorized,
  inputMissing: '"input" value should be specified',
  idMissing: 'Address "id" value should be specified',
  required: (codes: readonly string[]) => `Required parameters are missing: ${codes.join(', ')}`,
  notFound: CHECKOUT_MSG.customerAddressNotFound,
  forbidden: (id: number) => `Current customer does not have permission to address with ID "${id}"`,
  defaultBilling: (id: number) =>
    `Customer Address ${id} is set as default billing address and can not be deleted`,
  defaultShipping: (id: number) =>
    `Customer Address ${id} is set as default shipping address and can not be deleted`,
} as const;

/** Magento's required customer address attributes, by attribute code, in form order. */
const REQUIRED: readonly { code: string; value: (i: CustomerAddressInput) => unknown }[] = [
  { code: 'firstname', value: (i) => i.firstname },
  { code: 'lastname', value: (i) => i.lastname },
  { code: 'street', value: (i) => i.street },
  { code: 'city', value: (i) => i.city },
  { code: 'country_id', value: (i) => i.country_code ?? i.country_id },
  { code: 'telephone', value: (i) => i.telephone },
];

const isBlank = (v: unknown): boolean =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.every((line) => isBlank(line)));

const codes = (value: unknown, fallback: string): string[] =>
  String(value ?? fallback)
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

export class CustomerAddressService {
  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
  ) {}

  /**
   * For checkout (customer_address_id): one of the customer's own addresses as cart address
   * values; 'foreign' for another customer's address (refused as Magento does), null for none.
   */
  async findOwn(customerId: number, addressId: number): Promise<AddressValues | 'foreign' | null> {
    const row = await this.db
      .selectFrom('customer_address')
      .selectAll()
      .where('id', '=', addressId)
      .executeTakeFirst();
    if (!row) return null;
    return row.customer_id === customerId ? cartValuesOf(row) : 'foreign';
  }

  /**
   * For checkout (save_in_address_book, docs/decisions/0717): a validated address typed at checkout
   * goes into the customer's book, once. An address equal to one already in the book (the same
   * step sent again, a retry, a later order to the same place) is not added again: its id is
   * answered instead. A customer without a default shipping or billing address gets this one as
   * that default, as an address added in the book would.
   */
  async saveFromCheckout(ctx: RequestContext, values: AddressValues): Promise<number | null> {
    const customerId = ctx.customerId;
    if (customerId === null) return null;
    const columns = bookColumns(values);
    const inside = async (trx: Db): Promise<number | null> => {
      // The lock makes two concurrent sends of the same step add one address, not two.
      const customer = await this.lockCustomer(trx, customerId);
      if (!customer) return null;
      const rows = await trx
        .selectFrom('customer_address')
        .selectAll()
        .where('customer_id', '=', customerId)
        .execute();
      const same = rows.find((row) => sameAddress(cartValuesOf(row), values));
      if (same) return same.id;
      const row = await trx
        .insertInto('customer_address')
        .values({ customer_id: customerId, ...columns, created_at: ctx.now, updated_at: ctx.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('customer')
        .set({
          default_shipping: customer.default_shipping ?? row.id,
          default_billing: customer.default_billing ?? row.id,
        })
        .where('id', '=', customerId)
        .execute();
      return row.id;
    };
    // Inside a caller's unit of work, join it (docs/decisions/1051).
    return ctx.transaction ? inside(ctx.transaction) : this.db.transaction().execute(inside);
  }

  /** Customer.addresses: every address of the customer, oldest first. */
  async list(_ctx: RequestContext, customerId: number): Promise<BookAddress[]> {
    return this.select(this.db, customerId);
  }

  /** Customer.addressesV2: one page of them and how many there are. */
  async page(
    _ctx: RequestContext,
    customerId: number,
    page: PageRequest,
  ): Promise<{ items: BookAddress[]; total: number }> {
    const [items, count] = await Promise.all([
      this.select(this.db, customerId, { page }),
      this.db
        .selectFrom('customer_address')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }

  async create(
    ctx: RequestContext,
    input: CustomerAddressInput | null | undefined,
  ): Promise<Result<BookAddress>> {
    const customerId = ctx.customerId;
    if (customerId === null) return fail('graphql-authorization', ADDRESS_MSG.notAuthorized);
    if (!input || isEmptyInput(input)) return fail('graphql-input', ADDRESS_MSG.inputMissing);
    const missing = REQUIRED.filter((f) => isBlank(f.value(input))).map((f) => f.code);
    if (missing.length > 0) return fail('graphql-input', ADDRESS_MSG.required(missing));
    const values = this.validate(ctx, toCartInput(input));
    if (!values.ok) return values;

    return this.db.transaction().execute(async (trx) => {
      const customer = await this.lockCustomer(trx, customerId);
      if (!customer) return fail('graphql-authorization', ADDRESS_MSG.notAuthorized);
      const row = await trx
        .insertInto('customer_address')
        .values({
          customer_id: customerId,
          ...bookColumns(values.value),
          created_at: ctx.now,
          updated_at: ctx.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A customer without a default address gets this one, unless the input says otherwise.
      const defaults = {
        default_shipping:
          input.default_shipping === true ||
          (input.default_shipping !== false && customer.default_shipping === null)
            ? row.id
            : customer.default_shipping,
        default_billing:
          input.default_billing === true ||
          (input.default_billing !== false && customer.default_billing === null)
            ? row.id
            : customer.default_billing,
      };
      await trx.updateTable('customer').set(defaults).where('id', '=', customerId).execute();
      return ok(await this.one(trx, customerId, row.id));
    });
  }

  async update(
    ctx: RequestContext,
    id: number | null | undefined,
    input: CustomerAddressInput | null | undefined,
  ): Promise<Result<BookAddress>> {
    const customerId = ctx.customerId;
    if (customerId === null) return fail('graphql-authorization', ADDRESS_MSG.notAuthorized);
    if (!id) return fail('graphql-input', ADDRESS_MSG.idMissing);
    if (!input || isEmptyInput(input)) return fail('graphql-input', ADDRESS_MSG.inputMissing);

    return this.db.transaction().execute(async (trx) => {
      const customer = await this.lockCustomer(trx, customerId);
      if (!customer) return fail('graphql-authorization', ADDRESS_MSG.notAuthorized);
      const found = await this.owned(trx, customerId, id);
      if (!found.ok) return found;
      // Only fields that were sent are checked for emptiness: the others keep their values.
      const missing = REQUIRED.filter(
        (f) => f.value(input) !== undefined && isBlank(f.value(input)),
      ).map((f) => f.code);
      if (missing.length > 0) return fail('graphql-input', ADDRESS_MSG.required(missing));
      const values = this.validate(ctx, merge(found.value, input));
      if (!values.ok) return values;
      await trx
        .updateTable('customer_address')
        .set({ ...bookColumns(values.value), updated_at: ctx.now })
        .where('id', '=', id)
        .execute();
      const flag = (wanted: boolean | null | undefined, current: number | null): number | null => {
        if (wanted === true) return id;
        if (wanted === false && current === id) return null;
        return current;
      };
      await trx
        .updateTable('customer')
        .set({
          default_shipping: flag(input.default_shipping, customer.default_shipping),
          default_billing: flag(input.default_billing, customer.default_billing),
        })
        .where('id', '=', customerId)
        .execute();
      return ok(await this.one(trx, customerId, id));
    });
  }

  async delete(ctx: RequestContext, id: number | null | undefined): Promise<Result<boolean>> {
    const customerId = ctx.customerId;
    if (customerId === null) return fail('graphql-authorization', ADDRESS_MSG.notAuthorized);
    if (!id) return fail('graphql-input', ADDRESS_MSG.idMissing);
    return this.db.transaction().execute(async (trx) => {
      // The customer row is locked so a concurrent update cannot make this address a default meanwhile.
      const customer = await this.lockCustomer(trx, customerId);
      if (!customer) return fail('graphql-authorization', ADDRESS_MSG.notAuthorized);
      const found = await this.owned(trx, customerId, id);
      if (!found.ok) return found;
      if (customer.default_billing === id)
        return fail('graphql-input', ADDRESS_MSG.defaultBilling(id));
      if (customer.default_shipping === id)
        return fail('graphql-input', ADDRESS_MSG.defaultShipping(id));
      await trx
        .deleteFrom('customer_address')
        .where('id', '=', id)
        .where('customer_id', '=', customerId)
        .execute();
      return ok(true);
    });
  }

  // ---- helpers ----

  private validate(ctx: RequestContext, input: CartAddressInput): Result<AddressValues> {
    const config = ctx.storeView.config;
    return validateCartAddress(input, (code) => this.stores.findCountry(ctx, code), {
      regionRequired: codes(config.countries_with_required_region, 'US,CA'),
      postcodeOptional: codes(config.optional_zip_countries, ''),
    });
  }

  private lockCustomer(db: Db, customerId: number) {
    return db
      .selectFrom('customer')
      .select(['id', 'default_billing', 'default_shipping'])
      .where('id', '=', customerId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Magento's lookup (GetCustomerAddress): unknown id, then another customer's address. */
  private async owned(db: Db, customerId: number, id: number): Promise<Result<AddressRow>> {
    const row = await db
      .selectFrom('customer_address')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return fail('graphql-no-such-entity', ADDRESS_MSG.notFound(id));
    if (row.customer_id !== customerId)
      return fail('graphql-authorization', ADDRESS_MSG.forbidden(id));
    return ok(row);
  }

  private async select(
    db: Db,
    customerId: number,
    only?: { id?: number; page?: PageRequest },
  ): Promise<BookAddress[]> {
    let q = db
      .selectFrom('customer_address as a')
      .innerJoin('customer as c', 'c.id', 'a.customer_id')
      .selectAll('a')
      .select([
        'c.default_billing as customer_default_billing',
        'c.default_shipping as customer_default_shipping',
      ])
      .where('a.customer_id', '=', customerId)
      .orderBy('a.id');
    if (only?.id !== undefined) q = q.where('a.id', '=', only.id);
    if (only?.page) q = q.limit(only.page.pageSize).offset(offsetOf(only.page));
    const rows = await q.execute();
    return rows.map(({ customer_default_billing, customer_default_shipping, ...a }) => ({
      ...a,
      is_default_billing: customer_default_billing === a.id,
      is_default_shipping: customer_default_shipping === a.id,
    }));
  }

  private async one(db: Db, customerId: number, id: number): Promise<BookAddress> {
    const [row] = await this.select(db, customerId, { id });
    if (!row) throw new Error(`customer address ${id} vanished inside its transaction`);
    return row;
  }
}

function isEmptyInput(input: CustomerAddressInput): boolean {
  return Object.values(input).every((v) => v === undefined || v === null);
}

/** The customer input in the cart address's form: a region by id, else by code, else by name. */
function toCartInput(input: CustomerAddressInput): CartAddressInput {
  const region = input.region ?? null;
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    middlename: input.middlename,
    prefix: input.prefix,
    suffix: input.suffix,
    company: input.company,
    street: input.street,
    city: input.city,
    region_id: region?.region_id ?? null,
    region: region?.region_code?.trim() || region?.region?.trim() || null,
    postcode: input.postcode,
    country_code: input.country_code ?? input.country_id,
    telephone: input.telephone,
    fax: input.fax,
    vat_id: input.vat_id,
  };
}

/**
 * The stored address with the sent fields over it. A new country without a region drops the old
 * region, which belonged to the old country.
 */
function merge(row: AddressRow, input: CustomerAddressInput): CartAddressInput {
  const sent = <K extends keyof CustomerAddressInput>(k: K) => input[k] !== undefined;
  const country = input.country_code ?? input.country_id;
  const countryChanged =
    country !== undefined && country !== null && country !== row.country_code.trim();
  const keptRegion = countryChanged
    ? null
    : { region_id: row.region_id, region_code: row.region_code ?? row.region };
  const region = sent('region') ? input.region : keptRegion;
  const from = toCartInput({ ...input, region });
  return {
    firstname: sent('firstname') ? from.firstname : row.firstname,
    lastname: sent('lastname') ? from.lastname : row.lastname,
    middlename: sent('middlename') ? from.middlename : row.middlename,
    prefix: sent('prefix') ? from.prefix : row.prefix,
    suffix: sent('suffix') ? from.suffix : row.suffix,
    company: sent('company') ? from.company : row.company,
    street: sent('street') ? from.street : row.street,
    city: sent('city') ? from.city : row.city,
    region_id: from.region_id,
    region: from.region,
    postcode: sent('postcode') ? from.postcode : row.postcode,
    country_code: country ?? row.country_code.trim(),
    telephone: sent('telephone') ? from.telephone : row.telephone,
    fax: sent('fax') ? from.fax : row.fax,
    vat_id: sent('vat_id') ? from.vat_id : row.vat_id,
  };
}
