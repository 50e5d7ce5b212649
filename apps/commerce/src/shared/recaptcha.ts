// Server-side check of a reCAPTCHA answer, by Google's siteverify protocol: the token the widget
// gave the browser is POSTed, form-encoded, with the site's secret (and the visitor's address) to
// the verify URL, which answers JSON { success, challenge_ts, hostname, 'error-codes' }.
// docs/decisions/0556-card-testing.md. Tests point the URL at a local fake (test/support).

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * 'ok': a fresh, valid answer. 'invalid': missing, wrong, expired or reused (the shopper must
 * answer again). 'unavailable': the verify service could not be asked (our problem, not theirs).
 */
export type CaptchaVerdict = 'ok' | 'invalid' | 'unavailable';

export interface CaptchaVerifier {
  /** `onError` hears why the service could not be asked (for the log). */
  verify(
    token: string | null | undefined,
    remoteIp: string | null,
    onError?: (err: unknown) => void,
  ): Promise<CaptchaVerdict>;
}

export interface RecaptchaOptions {
  secret: string;
  verifyUrl?: string;
  /** How long to wait for the verify service; default 5 s. */
  timeoutMs?: number;
}

/** Widget answers are a few hundred characters to about 2 kB; anything far longer is not one. */
const MAX_TOKEN_LENGTH = 4096;

export class RecaptchaVerifier implements CaptchaVerifier {
  private readonly verifyUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly opts: RecaptchaOptions) {
    this.verifyUrl = opts.verifyUrl ?? RECAPTCHA_VERIFY_URL;
    this.timeoutMs = opts.timeoutMs ?? 5000;
  }

  async verify(
    token: string | null | undefined,
    remoteIp: string | null,
    onError?: (err: unknown) => void,
  ): Promise<CaptchaVerdict> {
    const answer = (token ?? '').trim();
    if (answer === '' || answer.length > MAX_TOKEN_LENGTH) return 'invalid';
    const form = new URLSearchParams({ secret: this.opts.secret, response: answer });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const res = await fetch(this.verifyUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!res.ok) throw new Error(`reCAPTCHA verify answered HTTP ${res.status}`);
      const body = (await res.json()) as { success?: unknown; 'error-codes'?: unknown };
      if (body.success === true) return 'ok';
      // A secret the service does not accept is our configuration, not the shopper's answer.
      const codes = Array.isArray(body['error-codes']) ? body['error-codes'] : [];
      if (codes.includes('invalid-input-secret') || codes.includes('missing-input-secret')) {
        throw new Error(`reCAPTCHA verify refused the secret: ${codes.join(', ')}`);
      }
      return 'invalid';
    } catch (err) {
      onError?.(err);
      return 'unavailable';
    }
  }
}

/** The verifier when a secret is configured; null means no captcha is asked for. */
export function captchaVerifier(config: {
  captchaSecretKey?: string;
  captchaVerifyUrl?: string;
}): CaptchaVerifier | null {
  if (!config.captchaSecretKey) return null;
  return new RecaptchaVerifier({
    secret: config.captchaSecretKey,
    verifyUrl: config.captchaVerifyUrl,
  });
}
