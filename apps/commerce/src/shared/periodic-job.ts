// A job that runs inside the service: once at start, then every `intervalMs`, never overlapping
// itself, stopped (and awaited) on close. Jobs must be safe with several replicas running them at
// once: each claims its rows with a conditional update or SKIP LOCKED.

export interface PeriodicJob {
  /** Runs one pass now (after any pass in progress); resolves when it is done. */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

export function startPeriodicJob(
  name: string,
  intervalMs: number,
  run: () => Promise<unknown>,
  onError: (err: unknown, name: string) => void,
): PeriodicJob {
  let current: Promise<void> = Promise.resolve();
  let stopped = false;
  const pass = (): Promise<void> => {
    current = current.then(async () => {
      if (stopped) return;
      try {
        await run();
      } catch (err) {
        onError(err, name);
      }
    });
    return current;
  };
  // unref: a timer alone never keeps a process (a CLI, a test) alive.
  const timer = setInterval(() => void pass(), intervalMs);
  timer.unref();
  void pass();
  return {
    runNow: pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
