import { inputError, noSuchEntity } from '../../shared/errors.js';
import type { StoreService } from './store.service.js';
import type { ResolverMap } from '../../graphql/resolvers.js';
import { storeConfigOf } from './store-config.js';

/** reCAPTCHA is not part of the shop: the form list is empty, so no client loads Google's script. */
const RECAPTCHA_OFF = {
  is_enabled: false,
  website_key: '',
  minimum_score: 0.5,
  badge_position: 'inline',
  language_code: null,
  failure_message: '',
  theme: 'light',
  forms: [],
};

/** "$" for USD in en_US: the symbol a shopper of the store view's locale reads. */
function currencySymbol(code: string, locale: string): string {
  const part = new Intl.NumberFormat(locale.replace('_', '-'), {
    style: 'currency',
    currency: code,
  })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? code;
}

export function storeResolvers(stores: StoreService): ResolverMap {
  return {
    Query: {
      storeConfig: (_, __, ctx) => storeConfigOf(ctx.storeView),
      availableStores: (_, args, ctx) =>
        stores.availableStores(ctx, args.useCurrentGroup === true).map(storeConfigOf),
      countries: (_, __, ctx) => stores.listCountries(ctx),
      currency: (_, __, ctx) => {
        const code = String(ctx.storeView.config.base_currency_code ?? ctx.currency);
        const symbol = currencySymbol(code, String(ctx.storeView.config.locale ?? 'en_US'));
        return {
          available_currency_codes: [code],
          base_currency_code: code,
          base_currency_symbol: symbol,
          default_display_currency_code: code,
          default_display_currency_symbol: symbol,
          default_display_currecy_code: code,
          default_display_currecy_symbol: symbol,
          exchange_rates: [{ currency_to: code, rate: 1 }],
        };
      },
      recaptchaV3Config: () => RECAPTCHA_OFF,
      robotsConfig: () => ({ defaultRobots: 'INDEX,FOLLOW', customInstructions: '' }),
      country: (_, args, ctx) => {
        if (!args.id?.trim()) throw inputError('Country "id" value should be specified');
        const country = stores.findCountry(ctx, args.id);
        if (!country) throw noSuchEntity("The country isn't available");
        return country;
      },
    },
  };
}
