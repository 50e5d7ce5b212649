// Password hashing: argon2id at OWASP ASVS 5.0 figures (19 MiB, 2 passes; quality-bars.md).
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many argon2 computations (hash or verify) this process has run: the work a request can
 * force is measured with it (tests, docs/decisions/0901), not with a clock.
 */
export const passwordWork = { runs: 0 };

export const hashPassword = (password: string): Promise<string> => {
  passwordWork.runs++;
  return argon2.hash(password, OPTIONS);
};

/** True when the stored hash was made with weaker settings and should be replaced at sign-in. */
export const needsRehash = (hash: string): boolean => argon2.needsRehash(hash, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  passwordWork.runs++;
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Verifies against a fixed hash made with the same settings, so an unknown e-mail, a locked
 * account or an account without a password cost as much time as a wrong password.
 */
export async function burnVerification(password: string): Promise<void> {
  dummy ??= hashPassword('no account has this password: it only spends the same time');
  await verifyPassword(await dummy, password);
}
