import type { Result } from './result.js';

/** Who a bearer token belongs to, or the message it is refused with (the HTTP layer asks the customer module). */
export type TokenVerdict = Result<{ customerId: number; groupId: number }, string>;
