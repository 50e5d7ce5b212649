// A local stand-in for Google's reCAPTCHA siteverify endpoint, started by a test: it takes the
// form-encoded POST (secret, response, remoteip) and answers JSON as the real one does:
// { success: true, challenge_ts, hostname } for an answer it issued and that was not used yet,
// otherwise { success: false, 'error-codes': [...] } (invalid-input-secret, invalid-input-response,
// timeout-or-duplicate). Every request is kept for the test to inspect.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface VerifyRequest {
  contentType: string;
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

export interface FakeRecaptcha {
  /** The siteverify URL to configure (CAPTCHA_VERIFY_URL). */
  url: string;
  secret: string;
  /** A fresh answer, as the widget would give the browser after a solved challenge. */
  solve(): string;
  requests: VerifyRequest[];
  close(): Promise<void>;
}

export async function startFakeRecaptcha(
  secret = `test-secret-${randomBytes(6).toString('hex')}`,
): Promise<FakeRecaptcha> {
  const issued = new Set<string>();
  const used = new Set<string>();
  const requests: VerifyRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const r: VerifyRequest = {
        contentType: String(req.headers['content-type'] ?? ''),
        secret: form.get('secret'),
        response: form.get('response'),
        remoteip: form.get('remoteip'),
      };
      requests.push(r);
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(json));
      };
      if (req.method !== 'POST' || req.url?.split('?')[0] !== '/recaptcha/api/siteverify')
        return answer(404, { error: 'not found' });
      if (!r.secret)
        return answer(200, { success: false, 'error-codes': ['missing-input-secret'] });
      if (r.secret !== secret)
        return answer(200, { success: false, 'error-codes': ['invalid-input-secret'] });
      if (!r.response)
        return answer(200, { success: false, 'error-codes': ['missing-input-response'] });
      if (used.has(r.response))
        return answer(200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
      if (!issued.has(r.response))
        return answer(200, { success: false, 'error-codes': ['invalid-input-response'] });
      used.add(r.response);
      return answer(200, {
        success: true,
        challenge_ts: new Date().toISOString(),
        hostname: 'localhost',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    secret,
    solve() {
      const token = `03A${randomBytes(48).toString('base64url')}`;
      issued.add(token);
      return token;
    },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      ),
  };
}
