import type { RequestContext } from '../../context.js';
import { inputError, noSuchEntity } from '../../shared/errors.js';
import type { StoreService } from './store.service.js';

export function storeResolvers(stores: StoreService) {
  return {
    Query: {
      storeConfig: (_: unknown, __: unknown, ctx: RequestContext) => ctx.storeView.config,
      availableStores: (_: unknown, args: { useCurrentGroup?: boolean | null }, ctx: RequestContext) =>
        stores.availableStores(ctx, args.useCurrentGroup === true).map((v) => v.config),
      countries: (_: unknown, __: unknown, ctx: RequestContext) => stores.listCountries(ctx),
      country: (_: unknown, args: { id?: string | null }, ctx: RequestContext) => {
        if (!args.id?.trim()) throw inputError('Country "id" value should be specified');
        const country = stores.findCountry(ctx, args.id);
        if (!country) throw noSuchEntity("The country isn't available");
        return country;
      },
    },
  };
}
