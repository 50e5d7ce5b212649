// Address book GraphQL: Customer.addresses / addressesV2 and the three mutations. Parse, call the
// service, shape; the rules are in addresses.service.ts.
import { pageInfo, validatePageRequest } from '../../shared/pagination.js';
import { orThrow } from '../../shared/result.js';
import type { CustomerAddressService } from './addresses.service.js';
import { type BookAddress } from './addresses.service.js';
import { isCountryCode } from '../../graphql/enums.js';
import type { CustomerAddress } from '../../graphql/resolver-types.generated.js';
import type { ResolverMap } from '../../graphql/resolvers.js';

export const shapeAddress = (a: BookAddress): CustomerAddress => {
  const country = a.country_code.trim();
  return {
    id: a.id,
    firstname: a.firstname,
    lastname: a.lastname,
    middlename: a.middlename,
    prefix: a.prefix,
    suffix: a.suffix,
    company: a.company,
    street: a.street,
    city: a.city,
    region: { region_code: a.region_code, region: a.region, region_id: a.region_id },
    region_id: a.region_id,
    postcode: a.postcode,
    // Codes are checked against the directory when written; one outside the schema's list is null.
    country_code: isCountryCode(country) ? country : null,
    country_id: country,
    telephone: a.telephone,
    fax: a.fax,
    vat_id: a.vat_id,
    default_billing: a.is_default_billing,
    default_shipping: a.is_default_shipping,
    extension_attributes: [],
  };
};

export function addressResolvers(book: CustomerAddressService): ResolverMap {
  return {
    Customer: {
      addresses: async (customer, _, ctx) =>
        (await book.list(ctx, customer.__id)).map(shapeAddress),
      addressesV2: async (customer, args, ctx) => {
        const page = orThrow(validatePageRequest(args.pageSize, args.currentPage));
        const { items, total } = await book.page(ctx, customer.__id, page);
        return {
          items: items.map(shapeAddress),
          total_count: total,
          page_info: pageInfo(page, total),
        };
      },
    },
    Mutation: {
      createCustomerAddress: async (_, args, ctx) =>
        shapeAddress(orThrow(await book.create(ctx, args.input))),
      updateCustomerAddress: async (_, args, ctx) =>
        shapeAddress(orThrow(await book.update(ctx, args.id, args.input))),
      deleteCustomerAddress: async (_, args, ctx) => orThrow(await book.delete(ctx, args.id)),
    },
  };
}
