import { describe, expect, it } from 'vitest';
import { loginEvent, reportEvent } from './events';

describe('reportEvent', () => {
  it('pushes the login event with method email when enabled', () => {
    const target: { dataLayer?: unknown[] } = {};
    reportEvent(loginEvent(), true, target);
    expect(target.dataLayer).toEqual([{ event: 'login', method: 'email' }]);
  });

  it('sends nothing when the flag is off', () => {
    const target: { dataLayer?: unknown[] } = {};
    reportEvent(loginEvent(), false, target);
    expect(target.dataLayer).toBeUndefined();
  });
});
