// Customer GraphQL: parse the input, call a service, shape the answer. No SQL and no rules here.
import type { RequestContext } from '../../context.js';
import { formatDateTime } from '../../shared/dates.js';
import { orThrow } from '../../shared/result.js';
import type { CustomerAuthService, IssuedToken } from './auth.service.js';
import type { CustomerRecord, CustomerService } from './customer.service.js';
import type { Answer, ResolverMap } from '../../graphql/resolvers.js';

const shapeToken = (t: IssuedToken): Answer<'CustomerToken'> => ({
  token: t.token,
  expiration_date: formatDateTime(t.expiresAt),
  expiration_timestamp: Math.floor(t.expiresAt.getTime() / 1000),
});

export const shapeCustomer = (c: CustomerRecord) => ({
  // Not in the schema: lets the Customer field resolvers (addresses, orders, ...) find the row.
  __id: c.id,
  id: null,
  created_at: formatDateTime(c.created_at),
  email: c.email,
  firstname: c.firstname,
  lastname: c.lastname,
  middlename: c.middlename,
  prefix: c.prefix,
  suffix: c.suffix,
  gender: c.gender,
  taxvat: c.taxvat,
  date_of_birth: c.date_of_birth,
  dob: c.date_of_birth,
  // Not in the schema: Customer.confirmation_status reads it with the store's setting.
  __confirmation_required: c.confirmation_required,
  // is_subscribed and confirmation_status have Customer field resolvers (account.resolvers.ts).
  default_billing: c.default_billing === null ? null : String(c.default_billing),
  default_shipping: c.default_shipping === null ? null : String(c.default_shipping),
  addresses: [],
  group_id: c.group_id,
  group_data: { group_id: String(c.group_id), group_name: c.group_name },
});

export function customerResolvers(
  customers: CustomerService,
  auth: CustomerAuthService,
): ResolverMap {
  const refresh = async (_: unknown, __: unknown, ctx: RequestContext) =>
    shapeToken(orThrow(await auth.refresh(ctx)));
  return {
    Query: {
      customer: async (_, __, ctx) => shapeCustomer(orThrow(await customers.current(ctx))),
      customerValidation: async (_, __, ctx) => {
        if (ctx.customerId === null) return { email: null };
        const r = await customers.current(ctx);
        return { email: r.ok ? r.value.email : null };
      },
      refreshCustomerToken: refresh,
      isEmailAvailable: (_, args, ctx) => ({
        is_email_available: orThrow(customers.isEmailAvailable(ctx, args.email)),
      }),
    },
    Mutation: {
      generateCustomerToken: async (_, args, ctx) =>
        shapeToken(orThrow(await auth.signIn(ctx, args.email, args.password))),
      revokeCustomerToken: async (_, __, ctx) => ({ result: orThrow(await auth.revokeAll(ctx)) }),
      refreshCustomerToken: refresh,
    },
  };
}
