// What the address forms need from the directory: the countries, and the regions of the
// countries whose State is a choice. Server only (cached directory reads).
import 'server-only';
import { getCountries, getRegions } from '@/lib/commerce/checkout/checkout';
import { REGION_REQUIRED_COUNTRIES } from '@/lib/commerce/checkout/checkout-validation';
import type { StoreViewCode } from '@/lib/config';
import type { RegionOption } from './AddressFields';

export async function addressFormData(store: StoreViewCode) {
  const codes = [...REGION_REQUIRED_COUNTRIES];
  const [countries, ...regionLists] = await Promise.all([
    getCountries(store),
    ...codes.map((c) => getRegions(store, c)),
  ]);
  const regions: Record<string, RegionOption[]> = {};
  codes.forEach((c, i) => {
    regions[c] = (regionLists[i] ?? []).map((r) => ({ code: r.code, name: r.name }));
  });
  return { countries, regions };
}
