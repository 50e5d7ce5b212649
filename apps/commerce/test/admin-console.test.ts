// The operator console's static serving (src/admin-console.ts): the page for every console path,
// hashed assets cached for a year, the page never cached, strict security headers, no file
// outside the build, and a plain instruction while the console is not built.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminConsole, CONSOLE_CSP } from '../src/admin-console.js';

const PAGE =
  '<!doctype html><title>console</title><script type="module" src="/admin/assets/index-abc.js"></script>';

let dir: string;
let app: FastifyInstance;
let missing: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'admin-console-'));
  mkdirSync(path.join(dir, 'dist/assets'), { recursive: true });
  writeFileSync(path.join(dir, 'dist/index.html'), PAGE);
  writeFileSync(path.join(dir, 'dist/assets/index-abc.js'), 'console.info(1);');
  writeFileSync(path.join(dir, 'secret.txt'), 'outside the build');
  app = Fastify();
  await app.register(adminConsole, { dir: path.join(dir, 'dist') });
  missing = Fastify();
  await missing.register(adminConsole, { dir: path.join(dir, 'nothing-here') });
});

afterAll(async () => {
  await app.close();
  await missing.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('operator console serving', () => {
  it('answers the page at /admin and at any deep console path, never cached, with strict headers', async () => {
    for (const url of ['/admin', '/admin/', '/admin/audit-log?page=2', '/admin/no/such/page']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(PAGE);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBe(CONSOLE_CSP);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    expect(CONSOLE_CSP).toContain("default-src 'self'");
    expect(CONSOLE_CSP).not.toContain('unsafe-inline');
  });

  it('serves hashed assets for a year with their type, and a missing asset as 404', async () => {
    const js = await app.inject({ url: '/admin/assets/index-abc.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toBe('console.info(1);');
    const gone = await app.inject({ url: '/admin/assets/index-old.js' });
    expect(gone.statusCode).toBe(404);
  });

  it('never serves a file outside the build', async () => {
    for (const url of [
      '/admin/../secret.txt',
      '/admin/%2e%2e/secret.txt',
      '/admin/assets/..%2f..%2fsecret.txt',
    ]) {
      const res = await app.inject({ url });
      expect(res.body, url).not.toContain('outside the build');
    }
  });

  it('says how to build the console while it is not built', async () => {
    const res = await missing.inject({ url: '/admin/audit-log' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('npm run build -w apps/admin');
  });
});
