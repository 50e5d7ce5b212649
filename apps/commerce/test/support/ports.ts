// A TCP port free on loopback right now, for API processes a test starts itself.
import { createServer as createNetServer } from 'node:net';

export async function freePort(): Promise<number> {
  const srv = createNetServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as { port: number }).port;
  await new Promise((r) => srv.close(r));
  return port;
}
