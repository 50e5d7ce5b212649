// The id a request is logged and answered under (X-Request-Id).
import { randomUUID } from 'node:crypto';

const REQUEST_ID_RE = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-Id when it is safe to log; otherwise a new one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && REQUEST_ID_RE.test(incoming) ? incoming : randomUUID();
}
