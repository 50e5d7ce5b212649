import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRecaptcha, type FakeRecaptcha } from '../../test/support/fake-recaptcha.js';
import { captchaVerifier, RecaptchaVerifier } from './recaptcha.js';

describe('reCAPTCHA siteverify client', () => {
  let fake: FakeRecaptcha;
  beforeAll(async () => {
    fake = await startFakeRecaptcha();
  });
  afterAll(async () => fake?.close());

  it('accepts a fresh answer once, sending secret, answer and address form-encoded', async () => {
    const v = new RecaptchaVerifier({ secret: fake.secret, verifyUrl: fake.url });
    const answer = fake.solve();
    expect(await v.verify(answer, '203.0.113.9')).toBe('ok');
    expect(fake.requests.at(-1)).toEqual({
      contentType: 'application/x-www-form-urlencoded',
      secret: fake.secret,
      response: answer,
      remoteip: '203.0.113.9',
    });
    expect(await v.verify(answer, '203.0.113.9')).toBe('invalid');
  });

  it('refuses a missing, unknown or oversized answer; the last two without asking', async () => {
    const v = new RecaptchaVerifier({ secret: fake.secret, verifyUrl: fake.url });
    const asked = fake.requests.length;
    expect(await v.verify(null, null)).toBe('invalid');
    expect(await v.verify('x'.repeat(5000), null)).toBe('invalid');
    expect(fake.requests.length).toBe(asked);
    expect(await v.verify('not-an-answer', null)).toBe('invalid');
    expect(fake.requests.at(-1)?.remoteip).toBeNull();
  });

  it('reports a refused secret or an unreachable service as unavailable, with the reason', async () => {
    const errors: unknown[] = [];
    const wrongSecret = new RecaptchaVerifier({ secret: 'wrong', verifyUrl: fake.url });
    expect(await wrongSecret.verify(fake.solve(), null, (e) => errors.push(e))).toBe('unavailable');
    const down = new RecaptchaVerifier({
      secret: fake.secret,
      verifyUrl: 'http://127.0.0.1:9/recaptcha/api/siteverify',
      timeoutMs: 2000,
    });
    expect(await down.verify(fake.solve(), null, (e) => errors.push(e))).toBe('unavailable');
    expect(errors).toHaveLength(2);
  });

  it('is off without a secret', () => {
    expect(captchaVerifier({})).toBeNull();
    expect(captchaVerifier({ captchaSecretKey: 's' })).toBeInstanceOf(RecaptchaVerifier);
  });
});
