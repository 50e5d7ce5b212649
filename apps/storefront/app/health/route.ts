// Liveness of the storefront process (used by load balancers and the end-to-end runner).
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'ok' });
}
