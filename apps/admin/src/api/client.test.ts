// The client's one classification of failures: what a page shows depends on it.
import { describe, expect, it } from 'vitest';
import { AdminSignOutDocument } from '../generated/graphql';
import { execute, needsOtp, setCsrfToken } from './client';

const answer =
  (status: number, body: unknown, seen: RequestInit[] = []): typeof fetch =>
  async (_url, init) => {
    seen.push(init ?? {});
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };

describe('admin API client', () => {
  it('returns the data and sends the CSRF token with the session cookie', async () => {
    const seen: RequestInit[] = [];
    setCsrfToken('token-1');
    const r = await execute(
      AdminSignOutDocument,
      undefined,
      answer(200, { data: { adminSignOut: true } }, seen),
    );
    setCsrfToken(null);
    expect(r).toEqual({ ok: true, data: { adminSignOut: true } });
    expect(seen[0]?.credentials).toBe('same-origin');
    expect((seen[0]?.headers as Record<string, string>)['x-csrf-token']).toBe('token-1');
  });

  it('classifies GraphQL errors with their category, whatever the HTTP status', async () => {
    const errors = [{ message: 'Not allowed', extensions: { category: 'graphql-authorization' } }];
    const r = await execute(AdminSignOutDocument, undefined, answer(403, { errors }));
    expect(r).toMatchObject({
      ok: false,
      failure: { kind: 'graphql', category: 'graphql-authorization', message: 'Not allowed' },
    });
  });

  it('keeps the input field an error names', async () => {
    const errors = [
      { message: 'Too low', extensions: { category: 'graphql-input', field: 'amount' } },
      { message: 'Other', extensions: { category: 'graphql-input' } },
    ];
    const r = await execute(AdminSignOutDocument, undefined, answer(200, { errors }));
    expect(!r.ok && r.failure.kind === 'graphql' && r.failure.errors.map((e) => e.field)).toEqual([
      'amount',
      null,
    ]);
  });

  it('classifies an answer that is not GraphQL as HTTP, and no answer as network', async () => {
    const http = await execute(AdminSignOutDocument, undefined, answer(502, '<html>bad gateway'));
    expect(http).toMatchObject({ ok: false, failure: { kind: 'http', status: 502 } });
    const down: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const net = await execute(AdminSignOutDocument, undefined, down);
    expect(net).toMatchObject({ ok: false, failure: { kind: 'network' } });
  });

  it('recognises the request for an authenticator code', async () => {
    const errors = [
      {
        message: 'Code needed',
        extensions: { category: 'graphql-authentication', otp_required: true },
      },
    ];
    const r = await execute(AdminSignOutDocument, undefined, answer(200, { errors }));
    expect(!r.ok && needsOtp(r.failure)).toBe(true);
    const plain = await execute(
      AdminSignOutDocument,
      undefined,
      answer(200, {
        errors: [{ message: 'No', extensions: { category: 'graphql-authentication' } }],
      }),
    );
    expect(!plain.ok && needsOtp(plain.failure)).toBe(false);
  });
});
