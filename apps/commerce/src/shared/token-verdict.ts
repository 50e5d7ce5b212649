/** Who a bearer token belongs to, or the message it is refused with (the HTTP layer asks the customer module). */
export type TokenVerdict =
  { ok: true; customerId: number; groupId: number } | { ok: false; message: string };
