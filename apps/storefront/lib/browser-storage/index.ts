// What the storefront keeps on the visitor's device (spec §9: "Stored values are compressed and
// encoded in browser storage"; §8: a failed write purges every key but the protected ones).
// Values are JSON, compressed with LZ-String into valid UTF-16 text (compressToUTF16), which is the
// encoding: every code unit is a plain character that localStorage keeps as it is. See
// docs/decisions/1230-browser-storage-compressed-values.md. Pure and browser-only in use; the
// storage is passed in, so unit tests run against an in-memory one.
import { compressToUTF16, decompressFromUTF16 } from 'lz-string';

/** Keys a purge after a failed write keeps (spec §8, in its order). */
export const PROTECTED_KEYS: readonly string[] = [
  'locale',
  'authToken',
  'authTokenRefreshTimeoutId',
  'cartToken',
  'latestCategory',
  'comparisonProducts',
  'storeView',
];

/** The slice of the Web Storage interface used here. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Compressed, encoded text for a value. A value with circular references throws a TypeError. */
export function encodeValue(value: unknown): string {
  // JSON.stringify throws a TypeError for circular structures; the message is made plain here.
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (error) {
    if (error instanceof TypeError)
      throw new TypeError('Cannot store a value with circular references.');
    throw error;
  }
  return compressToUTF16(json ?? 'null');
}

/** The value stored as `text`, or null when it is missing or not something this module wrote. */
export function decodeValue<T = unknown>(text: string | null): T | null {
  if (text === null || text === '') return null;
  try {
    const json = decompressFromUTF16(text);
    if (!json) return null;
    return JSON.parse(json) as T;
  } catch {
    return null;
  }
}

/** Removes every key but the protected ones. */
export function purgeUnprotected(storage: StorageLike): void {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && !PROTECTED_KEYS.includes(key)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}

/**
 * Stores `value` under `key`. A failed write (quota exceeded, storage disabled) purges every
 * unprotected key and is tried once more; whether that second write worked is returned.
 * Circular references throw a TypeError before anything is written or purged.
 */
export function writeStored(storage: StorageLike, key: string, value: unknown): boolean {
  const text = encodeValue(value);
  try {
    storage.setItem(key, text);
    return true;
  } catch {
    try {
      purgeUnprotected(storage);
      storage.setItem(key, text);
      return true;
    } catch {
      return false;
    }
  }
}

export function readStored<T = unknown>(storage: StorageLike, key: string): T | null {
  try {
    return decodeValue<T>(storage.getItem(key));
  } catch {
    return null;
  }
}

/** The page's localStorage, or null where there is none or it is blocked. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
