// Waits for a promise at most `ms` milliseconds and says whether it settled in time, so that a
// page can render a quick answer at once and show a loading state only for slow work
// (docs/decisions/1239). The promise itself is left alone: when the answer is true, await it for
// its value (or its error); when false, hand it to a component that awaits it inside a boundary.
// The timer is cleared as soon as the promise settles. Server-only by use, safe anywhere.

/** Whether `promise` settled (fulfilled or rejected) within `ms` milliseconds. */
export function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), Math.max(0, ms));
    const done = () => {
      clearTimeout(timer);
      resolve(true);
    };
    promise.then(done, done);
  });
}
