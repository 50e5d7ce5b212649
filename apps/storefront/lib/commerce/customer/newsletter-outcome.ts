// What the visitor is told after following a newsletter confirmation link, from the API's status.
export type NewsletterConfirmOutcome = 'confirmed' | 'invalid' | 'error';

/** 200 confirmed; 400 a wrong, used or expired code; anything else our problem. */
export function confirmOutcome(status: number): NewsletterConfirmOutcome {
  if (status === 200) return 'confirmed';
  if (status === 400) return 'invalid';
  return 'error';
}
