// The header's account link texts (spec §1: the business-to-business wording names the sign-in
// action 'Sales Login'). Pure: takes the request's translator and the wording setting.
import type { Translate } from '@/lib/i18n/catalog';

export interface HeaderAccountStrings {
  login: string;
  myAccount: string;
  checking: string;
}

export function headerAccountStrings(t: Translate, b2bWording: boolean): HeaderAccountStrings {
  return {
    login: t(b2bWording ? 'header.account.salesLogin' : 'header.account.login'),
    myAccount: t('header.account.myAccount'),
    checking: t('header.account.checking'),
  };
}
