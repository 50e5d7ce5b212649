// The CUSTOMERS fields of the admin API (customers.admin.graphql), mapped onto
// CustomerAdminService. Each change and its audit entry share one transaction.
import type { Db } from '../../db/index.js';
import type { AdminResolverMap } from '../../graphql/admin-resolvers.js';
import { adminPageInfo, audited } from '../../shared/audited.js';
import { noSuchEntity } from '../../shared/errors.js';
import type { CustomerAdminService, CustomerSummary } from './customer-admin.service.js';

const customerOf = (c: CustomerSummary) => ({
  id: c.id,
  email: c.email,
  firstname: c.firstname,
  lastname: c.lastname,
  group_id: c.groupId,
  group_name: c.groupName,
  is_active: c.isActive,
  created_at: new Date(c.createdAt).toISOString(),
  locked_until: c.lockedUntil === null ? null : new Date(c.lockedUntil).toISOString(),
});

export function customerAdminResolvers(db: Db, customers: CustomerAdminService): AdminResolverMap {
  /** The account as the list shows it, after a change. */
  const summary = async (id: number, now: Date) => {
    const d = await customers.detail(id, now);
    if (!d.ok) throw noSuchEntity(d.failure.message);
    return customerOf(d.value);
  };
  return {
    Query: {
      adminCustomers: async (_p, args, ctx) => {
        const r = await customers.search({
          query: args.search,
          page: args.currentPage ?? 1,
          pageSize: args.pageSize ?? 25,
          now: ctx.now,
        });
        return {
          items: r.items.map(customerOf),
          total_count: r.total,
          page_info: adminPageInfo(r.page, r.pageSize, r.total),
        };
      },
      adminCustomer: async (_p, { id }, ctx) => {
        const d = await customers.detail(id, ctx.now);
        if (!d.ok) return null;
        const c = d.value;
        return {
          customer: customerOf(c),
          failed_sign_ins: c.failedSignIns,
          confirmation_required: c.confirmationRequired,
          addresses: c.addresses.map((a) => ({
            id: a.id,
            firstname: a.firstname,
            lastname: a.lastname,
            company: a.company,
            street: a.street,
            city: a.city,
            region: a.region,
            postcode: a.postcode,
            country_code: a.countryCode,
            telephone: a.telephone,
            default_billing: a.isDefaultBilling,
            default_shipping: a.isDefaultShipping,
          })),
          orders: c.orders.map((o) => ({
            id: o.id,
            number: o.number,
            created_at: new Date(o.createdAt).toISOString(),
            status: o.status,
            grand_total: o.grandTotalCents / 100,
            currency: o.currency,
          })),
          order_count: c.orderCount,
        };
      },
      adminCustomerGroups: () => customers.groups(),
    },
    Mutation: {
      setAdminCustomerGroup: async (_p, { id, group_id }, ctx) => {
        await audited(db, ctx.audit, 'customer_group_changed', (trx) =>
          customers.changeGroup(trx, id, group_id, ctx.now),
        );
        return summary(id, ctx.now);
      },
      unlockAdminCustomer: async (_p, { id }, ctx) => {
        await audited(db, ctx.audit, 'customer_unlocked', (trx) => customers.unlock(trx, id));
        return summary(id, ctx.now);
      },
      sendAdminCustomerPasswordReset: async (_p, { id }, ctx) => {
        const sent = await audited(db, ctx.audit, 'customer_password_reset_sent', (trx) =>
          customers.sendPasswordReset(trx, id, ctx.now),
        );
        customers.deliver(sent.outboxId);
        return true;
      },
    },
  };
}
