// The storefront's server refuses to start until STOREFRONT_TRUST_PROXY names the proxies in front
// of it, or 'none' (docs/decisions/0980). The real entry point is run: it exits before Next.js loads.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { trustedProxyConfigured, trustProxyStartupProblem } from '@/lib/security/forwarded';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

/**
 * Starts the entry point and resolves once it exits. Asynchronous: a worker whose event loop stops
 * for a minute (three starts on a busy machine) cannot answer Vitest's runner, which fails the run.
 */
function start(env: NodeJS.ProcessEnv): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', main, '-p', '0'],
      { env, timeout: 60_000 },
      (_error, _stdout, stderr) => resolve({ status: child.exitCode, stderr }),
    );
  });
}

describe('storefront server start-up', () => {
  it('exits with a clear message when STOREFRONT_TRUST_PROXY is not set', async () => {
    for (const value of [undefined, '', '  ']) {
      const r = await start({
        // Next.js's types require NODE_ENV in an environment; the server sets it itself.
        PATH: process.env.PATH,
        ...(value === undefined ? {} : { STOREFRONT_TRUST_PROXY: value }),
      } as unknown as NodeJS.ProcessEnv);
      expect(r.status, String(value)).toBe(1);
      expect(r.stderr).toContain('Refusing to start: STOREFRONT_TRUST_PROXY is not set.');
      expect(r.stderr).toContain('STOREFRONT_TRUST_PROXY=none');
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  }, 120_000);

  it("accepts a list of proxies or 'none'; 'none' trusts nobody", () => {
    expect(trustProxyStartupProblem(undefined)).toMatch(/not set/);
    expect(trustProxyStartupProblem('none')).toBeNull();
    expect(trustProxyStartupProblem('10.0.0.0/8, ::1')).toBeNull();
    expect(trustedProxyConfigured('none')).toBe(false);
    expect(trustedProxyConfigured(' None ')).toBe(false);
    expect(trustedProxyConfigured('10.0.0.0/8')).toBe(true);
  });
});
