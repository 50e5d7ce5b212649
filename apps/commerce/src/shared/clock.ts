// The service's clock, injected so tests can move time.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
