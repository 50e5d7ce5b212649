// /customer/account/addresses/add and /edit/{id}: the address form inside the account frame.
import type { RegionOption } from '@/components/forms/AddressFields';
import { addressLabels } from '@/components/forms/address-labels';
import { addressValuesOf } from '@/lib/commerce/checkout/checkout-validation';
import { ACCOUNT_ROUTES } from '@/lib/commerce/customer/account';
import { type CustomerAddress } from '@/lib/commerce/customer/account-data';
import type { Translate } from '@/lib/i18n/catalog';
import { AccountShell } from './AccountShell';
import { AddressForm } from './AddressForm';

export function AddressEditView({
  address,
  firstAddress,
  countries,
  regions,
  t,
}: {
  /** null: a new address. */
  address: CustomerAddress | null;
  /** The book is empty: the new address becomes both defaults unless unticked. */
  firstAddress: boolean;
  countries: { id: string; name: string }[];
  regions: Record<string, RegionOption[]>;
  t: Translate;
}) {
  return (
    <AccountShell
      current="addresses"
      title={t(address ? 'account.addresses.editTitle' : 'account.addresses.addTitle')}
      t={t}
    >
      <AddressForm
        addressId={address?.id ?? null}
        initial={addressValuesOf(address)}
        isDefault={{
          shipping: address?.defaultShipping ?? false,
          billing: address?.defaultBilling ?? false,
        }}
        preselect={firstAddress}
        countries={countries}
        regions={regions}
        backHref={ACCOUNT_ROUTES.addresses}
        labels={{
          address: t('account.addresses.address'),
          defaultShipping: t('account.addresses.useAsShipping'),
          defaultBilling: t('account.addresses.useAsBilling'),
          isDefaultShipping: t('account.addresses.isDefaultShipping'),
          isDefaultBilling: t('account.addresses.isDefaultBilling'),
          save: t('account.addresses.save'),
          cancel: t('account.addresses.cancel'),
          processing: t('account.working'),
          errorsTitle: t('checkout.errors.title'),
          postcodeInvalid: t('checkout.address.postcodeInvalid'),
          unsaved: t('checkout.unsaved'),
          fields: addressLabels(t),
        }}
      />
    </AccountShell>
  );
}
