import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/lib/i18n/catalog';
import { headerAccountStrings } from './account-strings';

describe('header account link', () => {
  const t = createTranslator();

  it("reads 'Login', or 'Sales Login' in the business-to-business wording", () => {
    expect(headerAccountStrings(t, false).login).toBe('Login');
    expect(headerAccountStrings(t, true).login).toBe('Sales Login');
    expect(headerAccountStrings(t, true).myAccount).toBe(headerAccountStrings(t, false).myAccount);
  });

  it('lets the translation document override the business wording too', () => {
    const custom = createTranslator({ 'header.account.salesLogin': 'Trade Login' });
    expect(headerAccountStrings(custom, true).login).toBe('Trade Login');
  });
});
