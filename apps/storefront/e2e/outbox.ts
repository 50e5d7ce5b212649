// Reads the e-mails the commerce service wrote to its outbox folder during the run (OUTBOX_DIR,
// set by playwright.config.ts), so journeys can follow the links a customer would click.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

const dir = () => {
  const d = process.env.E2E_OUTBOX_DIR;
  if (!d) throw new Error('E2E_OUTBOX_DIR is not set (see playwright.config.ts)');
  return d;
};

/** Quoted-printable soft breaks and escapes undone, so links can be matched whole. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest message of that kind (file name `000012-<kind>.eml`) sent to that address. */
export function latestMail(kind: string, to: string): string | null {
  if (!existsSync(dir())) return null;
  const files = readdirSync(dir())
    .filter((f) => f.endsWith(`-${kind}.eml`))
    .sort()
    .reverse();
  for (const f of files) {
    const raw = decodeQuotedPrintable(readFileSync(path.join(dir(), f), 'utf8'));
    if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw))
      return raw;
  }
  return null;
}

/** Waits for a message and returns the first link in it to `pathname` (the storefront route). */
export async function waitForMailLink(
  kind: string,
  to: string,
  pathname: string,
  timeoutMs = 10_000,
): Promise<URL> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = latestMail(kind, to);
    const match = mail?.match(
      new RegExp(`https?://[^\\s"'<>]*${pathname.replace(/\//g, '\\/')}[^\\s"'<>]*`),
    );
    if (match) return new URL(match[0].replace(/&amp;/g, '&'));
    if (Date.now() > deadline)
      throw new Error(`no ${kind} e-mail to ${to} with a link to ${pathname}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
