// An e-mail change (docs/decisions/0986): the old address is told, the customer's other sessions
// are signed out while the one that made the change goes on, and with create_account_confirmation
// on the new address must be confirmed by its e-mailed link before the next sign-in.
// updateCustomer (which changes the e-mail with the password) counts as a credential field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { startClockedApp, type ClockedApp } from './support/clocked-app.js';
import { testDbKinds } from './support/db.js';

const NOT_CONFIRMED = "This account isn't confirmed. Verify and try again.";
const ONE_FIELD = 'Only one sign-in, registration or password field is allowed per request.';
const SIGN_IN = `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`;

describe.each(testDbKinds())('e-mail change (%s)', (kind) => {
  let open: ClockedApp; // no account confirmation
  let confirming: ClockedApp; // the demo seed's confirmation on
  beforeAll(async () => {
    open = await startClockedApp(kind, { storeConfig: { create_account_confirmation: false } });
    confirming = await startClockedApp(kind);
  });
  afterAll(async () => {
    await open?.close();
    await confirming?.close();
  });

  const signIn = (t: ClockedApp, email: string, password: string) =>
    t.gql(SIGN_IN, { e: email, p: password });
  const tokenOf = async (t: ClockedApp, email: string, password: string) => {
    const r = await signIn(t, email, password);
    expect(r.errors).toBeUndefined();
    return r.data.generateCustomerToken.token as string;
  };
  const whoAmI = async (t: ClockedApp, token: string) =>
    (await t.gql('{ customer { email } }', undefined, { token })).data?.customer?.email ?? null;
  const mails = (t: ClockedApp, kind: string, to: string) =>
    t.handle.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', kind)
      .where('to_address', '=', to)
      .execute();

  it('tells the old address and signs out the other sessions', async () => {
    const { email, password } = DEMO_CUSTOMERS.buyer;
    const here = await tokenOf(open, email, password);
    const elsewhere = await tokenOf(open, email, password);
    const changed = await open.gql(
      'mutation($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }',
      { e: 'bea.new@example.com', p: password },
      { token: here },
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data.updateCustomerEmail.customer.email).toBe('bea.new@example.com');
    expect(await whoAmI(open, here)).toBe('bea.new@example.com');
    expect(await whoAmI(open, elsewhere)).toBeNull();
    const notice = await mails(open, 'email_changed', email);
    expect(notice).toHaveLength(1);
    expect(notice[0]?.text_body).toContain('bea.new@example.com');
    // Nothing to confirm in a store without account confirmation.
    expect(await mails(open, 'account_confirmation', 'bea.new@example.com')).toHaveLength(0);
    expect((await signIn(open, 'bea.new@example.com', password)).errors).toBeUndefined();
  });

  it('with account confirmation on, the new address must be confirmed before the next sign-in', async () => {
    const { email, password } = DEMO_CUSTOMERS.trade;
    const here = await tokenOf(confirming, email, password);
    const elsewhere = await tokenOf(confirming, email, password);
    const changed = await confirming.gql(
      'mutation($i: CustomerInput!) { updateCustomer(input: $i) { customer { email } } }',
      { i: { email: 'theo.new@example.com', password } },
      { token: here },
    );
    expect(changed.errors).toBeUndefined();
    expect(await whoAmI(confirming, here)).toBe('theo.new@example.com');
    expect(await whoAmI(confirming, elsewhere)).toBeNull();
    expect(await mails(confirming, 'email_changed', email)).toHaveLength(1);
    expect((await signIn(confirming, 'theo.new@example.com', password)).errors?.[0]?.message).toBe(
      NOT_CONFIRMED,
    );
    const sent = await mails(confirming, 'account_confirmation', 'theo.new@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain('new');
    const link = new URL(sent[0]?.text_body.match(/https:\/\/\S+/)?.[0] ?? '');
    const confirmed = await confirming.gql(
      'mutation($i: ConfirmEmailInput!) { confirmEmail(input: $i) { customer { email } } }',
      { i: { email: 'theo.new@example.com', confirmation_key: link.searchParams.get('key') } },
    );
    expect(confirmed.errors).toBeUndefined();
    expect((await signIn(confirming, 'theo.new@example.com', password)).errors).toBeUndefined();
  });

  it('updateCustomer is one credential field: not beside a sign-in, nor twice in a document', async () => {
    const beside = await open.gql(
      `mutation { updateCustomer(input: { firstname: "X" }) { customer { email } }
        generateCustomerToken(email: "a@example.com", password: "x") { token } }`,
    );
    expect(beside.status).toBe(400);
    expect(beside.errors?.[0]?.message).toBe(ONE_FIELD);
    const twice = await open.gql(
      `mutation { a: updateCustomer(input: { email: "a@example.com", password: "x" }) { customer { email } }
        b: updateCustomer(input: { email: "b@example.com", password: "y" }) { customer { email } } }`,
    );
    expect(twice.status).toBe(400);
    expect(twice.errors?.[0]?.message).toBe(ONE_FIELD);
  });
});
