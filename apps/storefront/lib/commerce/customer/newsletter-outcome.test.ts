import { describe, expect, it } from 'vitest';
import { confirmOutcome } from './newsletter-outcome';

describe('confirmOutcome', () => {
  it('reads the API status of a newsletter confirmation', () => {
    expect(confirmOutcome(200)).toBe('confirmed');
    expect(confirmOutcome(400)).toBe('invalid');
    expect(confirmOutcome(500)).toBe('error');
    expect(confirmOutcome(429)).toBe('error');
  });
});
