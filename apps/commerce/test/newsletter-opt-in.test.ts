// Newsletter double opt-in (docs/decisions/0988): subscribing an address that is not the caller's
// own account e-mail answers NOT_ACTIVE and e-mails a link; only following it (POST
// /newsletter/confirm, called by the storefront's confirmation page) subscribes. The answer is the
// same whether or not the address is subscribed already, and requests are limited per client
// address and per e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import {
  startClockedApp,
  TEST_STOREFRONT_URL as STOREFRONT,
  type ClockedApp,
} from './support/clocked-app.js';
import { testDbKinds } from './support/db.js';

const SUBSCRIBE = 'mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }';
const INVALID = 'This is an invalid subscription confirmation code.';

describe.each(testDbKinds())('newsletter double opt-in (%s)', (kind) => {
  let t: ClockedApp;
  beforeAll(async () => {
    t = await startClockedApp(kind);
  });
  afterAll(async () => t?.close());

  let ip = 0;
  const freshIp = () => `192.0.2.${100 + ++ip}`;
  const subscribe = (email: string, call: { ip?: string; token?: string } = {}) =>
    t.gql(SUBSCRIBE, { e: email }, { ip: call.ip ?? freshIp(), token: call.token });
  const row = (email: string) =>
    t.handle.db
      .selectFrom('newsletter_subscriber')
      .select(['status', 'confirm_code_hash'])
      .where('email', '=', email)
      .executeTakeFirst();
  const mails = (to: string) =>
    t.handle.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', 'newsletter_confirmation')
      .where('to_address', '=', to)
      .orderBy('id')
      .execute();
  const linkOf = async (to: string) => {
    const sent = await mails(to);
    const url = new URL(sent.at(-1)?.text_body.match(/https:\/\/\S+/)?.[0] ?? '');
    expect(url.origin + url.pathname).toBe(`${STOREFRONT}/newsletter/subscriber/confirm`);
    return { id: Number(url.searchParams.get('id')), code: url.searchParams.get('code') ?? '' };
  };
  const confirm = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/newsletter/confirm', payload: body as object });

  it('a guest subscription waits for its e-mailed link, which works once', async () => {
    const r = await subscribe('Reader@Example.com');
    expect(r.errors).toBeUndefined();
    expect(r.data.subscribeEmailToNewsletter).toEqual({ status: 'NOT_ACTIVE' });
    expect((await row('reader@example.com'))?.status).toBe('NOT_ACTIVE');
    const { id, code } = await linkOf('reader@example.com');
    expect(code).toMatch(/^[\w-]{43}$/);
    // The code is kept only as its digest.
    expect((await row('reader@example.com'))?.confirm_code_hash).not.toContain(code);

    const wrong = await confirm({ id, code: `${code.slice(0, -1)}x` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].message).toBe(INVALID);
    expect((await confirm({ id: 'x', code })).statusCode).toBe(400);
    const ok = await confirm({ id, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'SUBSCRIBED' });
    expect((await row('reader@example.com'))?.status).toBe('SUBSCRIBED');
    expect((await confirm({ id, code })).json().errors[0].message).toBe(INVALID);
  });

  it('answers alike for an address already subscribed, and sends it nothing', async () => {
    const fresh = await subscribe('new.reader@example.com');
    const known = await subscribe('reader@example.com');
    expect(known.status).toBe(fresh.status);
    expect(known.body).toBe(fresh.body);
    expect(await mails('reader@example.com')).toHaveLength(1);
    expect((await row('reader@example.com'))?.status).toBe('SUBSCRIBED');
  });

  it('a link expires after seven days', async () => {
    await subscribe('late@example.com');
    const link = await linkOf('late@example.com');
    t.advance(8 * 86_400_000);
    expect((await confirm(link)).statusCode).toBe(400);
    expect((await row('late@example.com'))?.status).toBe('NOT_ACTIVE');
  });

  it('limits confirmation e-mails per e-mail (3 a day) and per client address (10 an hour), answering alike', async () => {
    for (let i = 0; i < 4; i++) {
      const r = await subscribe('target@example.com');
      expect(r.data.subscribeEmailToNewsletter).toEqual({ status: 'NOT_ACTIVE' });
    }
    expect(await mails('target@example.com')).toHaveLength(3);

    const one = '198.51.100.77';
    for (let i = 0; i < 11; i++) {
      const r = await subscribe(`many-${i}@example.com`, { ip: one });
      expect(r.data.subscribeEmailToNewsletter).toEqual({ status: 'NOT_ACTIVE' });
    }
    const sent = await t.handle.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('kind', '=', 'newsletter_confirmation')
      .where('to_address', 'like', 'many-%')
      .execute();
    expect(sent).toHaveLength(10);
  });

  it("a customer's own address subscribes at once; another address needs its link", async () => {
    const { email, password } = DEMO_CUSTOMERS.design;
    const signed = await t.gql(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: email, p: password },
    );
    const token = signed.data.generateCustomerToken.token as string;
    expect((await subscribe(email, { token })).data.subscribeEmailToNewsletter).toEqual({
      status: 'SUBSCRIBED',
    });
    expect(
      (await subscribe('friend@example.com', { token })).data.subscribeEmailToNewsletter,
    ).toEqual({
      status: 'NOT_ACTIVE',
    });
    expect((await row('friend@example.com'))?.status).toBe('NOT_ACTIVE');
  });
});
