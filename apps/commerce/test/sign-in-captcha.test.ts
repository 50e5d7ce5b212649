// The sign-in captcha is verified by the API (docs/decisions/0987): with CAPTCHA_SECRET_KEY set,
// generateCustomerToken needs a fresh reCAPTCHA answer in X-ReCaptcha, checked against the
// siteverify protocol (here a local fake that lives with the tests) before any password work; a
// missing, wrong or reused answer gets Magento's text. Without a secret nothing is asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordWork } from '../src/modules/customer/passwords.js';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { startClockedApp, type ClockedApp } from './support/clocked-app.js';
import { testDbKinds } from './support/db.js';
import { startFakeRecaptcha, type FakeRecaptcha } from './support/fake-recaptcha.js';

const CAPTCHA_FAILED = 'ReCaptcha validation failed, please try again';
const UNAVAILABLE = 'Something went wrong with reCAPTCHA. Please contact the store owner.';
const SIGN_IN = `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`;
const { email, password } = DEMO_CUSTOMERS.trade;

describe.each(testDbKinds())('sign-in captcha (%s)', (kind) => {
  let fake: FakeRecaptcha;
  let t: ClockedApp;
  let plain: ClockedApp;
  beforeAll(async () => {
    fake = await startFakeRecaptcha();
    t = await startClockedApp(kind, {
      env: { CAPTCHA_SECRET_KEY: fake.secret, CAPTCHA_VERIFY_URL: fake.url },
    });
    plain = await startClockedApp(kind);
  });
  afterAll(async () => {
    await t?.close();
    await plain?.close();
    await fake?.close();
  });

  const signIn = (app: ClockedApp, answer?: string, ip = '198.51.100.7') =>
    app.gql(
      SIGN_IN,
      { e: email, p: password },
      {
        ip,
        headers: answer === undefined ? {} : { 'x-recaptcha': answer },
      },
    );

  it('refuses a sign-in without an answer, or with a wrong or reused one, without hashing', async () => {
    const hashes = passwordWork.runs;
    const missing = await signIn(t);
    expect(missing.data?.generateCustomerToken ?? null).toBeNull();
    expect(missing.errors?.[0]).toMatchObject({
      message: CAPTCHA_FAILED,
      extensions: { category: 'graphql-input' },
    });
    expect((await signIn(t, 'not-an-answer')).errors?.[0]?.message).toBe(CAPTCHA_FAILED);
    const answer = fake.solve();
    expect((await signIn(t, answer)).errors).toBeUndefined();
    // Google accepts an answer once.
    expect((await signIn(t, answer)).errors?.[0]?.message).toBe(CAPTCHA_FAILED);
    // Only the one sign-in with a valid answer hashed.
    expect(passwordWork.runs - hashes).toBe(1);
    // The fake was asked with the secret and the caller's address.
    expect(fake.requests.at(-1)).toMatchObject({ secret: fake.secret, remoteip: '198.51.100.7' });
  });

  it('signs in with a fresh valid answer', async () => {
    const r = await signIn(t, fake.solve());
    expect(r.errors).toBeUndefined();
    expect(r.data.generateCustomerToken.token).toMatch(/\S{20,}/);
  });

  it('a verify service that cannot be asked is the store owner’s problem, said so', async () => {
    const down = await startClockedApp(kind, {
      env: { CAPTCHA_SECRET_KEY: 'wrong-secret', CAPTCHA_VERIFY_URL: fake.url },
    });
    try {
      expect((await signIn(down, fake.solve())).errors?.[0]?.message).toBe(UNAVAILABLE);
    } finally {
      await down.close();
    }
  });

  it('without a secret, nothing is asked and no verify request is made', async () => {
    const asked = fake.requests.length;
    const r = await signIn(plain);
    expect(r.errors).toBeUndefined();
    expect(r.data.generateCustomerToken.token).toBeTruthy();
    expect(fake.requests.length).toBe(asked);
  });
});
