// `npm run operator -- create <e-mail> <name> [--role <role>]` and
// `npm run operator -- password <e-mail>`: the console's operator accounts from the command line
// (docs/decisions/1407), on the configured database. The password is read from standard input:
// asked twice without echo at a terminal, else the first line (so it never shows in the process
// list or the shell history).
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { loadConfig } from '../config.js';
import { migrate, openDb } from '../db/index.js';
import { createOperator, resetOperatorPassword } from '../modules/operator/command-line.js';
import { runCli } from './run.js';

const USAGE = [
  'Usage:',
  '  operator create <e-mail> <name> [--role <role>]',
  '  operator password <e-mail>',
  'The password is read from standard input.',
].join('\n');

/** Reads one line; at a terminal, asks with `prompt` and echoes nothing typed. */
async function readSecret(prompt: string): Promise<string> {
  const tty = process.stdin.isTTY === true;
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: tty });
  try {
    if (tty) process.stderr.write(prompt);
    muted = true;
    const line = await new Promise<string>((resolve, reject) => {
      rl.once('line', resolve);
      rl.once('close', () => reject(new Error('No password was given on standard input.')));
    });
    if (tty) process.stderr.write('\n');
    return line;
  } finally {
    rl.close();
  }
}

async function newPassword(): Promise<string> {
  const first = await readSecret('New password: ');
  if (process.stdin.isTTY && (await readSecret('Repeat it: ')) !== first)
    throw new Error('The two passwords differ.');
  return first;
}

await runCli(async () => {
  const [command, ...rest] = process.argv.slice(2);
  const roleAt = rest.indexOf('--role');
  const role = roleAt >= 0 ? rest[roleAt + 1] : undefined;
  const args = roleAt >= 0 ? rest.filter((_, i) => i !== roleAt && i !== roleAt + 1) : rest;
  if (
    !(command === 'create' && args.length === 2 && (roleAt < 0 || role)) &&
    !(command === 'password' && args.length === 1)
  )
    throw new Error(USAGE);
  const password = await newPassword();
  const config = loadConfig();
  const handle = await openDb(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDataDir },
  );
  try {
    await migrate(handle.db);
    const now = new Date();
    if (command === 'create') {
      const r = await createOperator(
        handle.db,
        { email: args[0]!, name: args[1]!, password, role },
        now,
      );
      if (!r.ok) throw new Error(r.failure.message);
      console.info(
        `Operator ${r.value.email} created with the role ${r.value.role}` +
          (r.value.roleCreated ? ' (a new role with every permission).' : '.'),
      );
    } else {
      const r = await resetOperatorPassword(handle.db, { email: args[0]!, password }, now);
      if (!r.ok) throw new Error(r.failure.message);
      console.info(`Operator ${r.value.email}: password set, account unlocked, sessions ended.`);
    }
  } finally {
    await handle.close();
  }
});
