import { describe, expect, it } from 'vitest';
import {
  API_TEXT,
  confirmFailure,
  createAccountFailure,
  isAuthFailure,
  resetFailure,
  signInFailure,
  tokenRefused,
} from './auth-errors';

const graphql = (message: string, category = 'graphql-input') => ({
  kind: 'graphql' as const,
  errors: [{ message, extensions: { category } }],
});
const network = { kind: 'network' as const, errors: [] };
const gatewayPage = { kind: 'http' as const, errors: [] };

describe('signInFailure', () => {
  it('singles out an unconfirmed account', () => {
    expect(signInFailure(graphql(API_TEXT.unconfirmed, 'graphql-authentication'))).toBe(
      'unconfirmed',
    );
  });

  it('tells a refused captcha answer apart, so the widget is answered again', () => {
    expect(signInFailure(graphql(API_TEXT.captchaFailed, 'graphql-input'))).toBe('captcha');
  });

  it('treats wrong passwords, locks and outages alike', () => {
    expect(
      signInFailure(
        graphql(
          'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
          'graphql-authentication',
        ),
      ),
    ).toBe('incorrect');
    expect(signInFailure(network)).toBe('incorrect');
  });
});

describe('createAccountFailure', () => {
  it('recognises a taken e-mail', () => {
    expect(createAccountFailure(graphql(API_TEXT.customerExists))).toEqual({ kind: 'exists' });
  });

  it("passes the server's input message on and hides faults", () => {
    expect(createAccountFailure(graphql('"x" is not a valid email address.'))).toEqual({
      kind: 'input',
      message: '"x" is not a valid email address.',
    });
    expect(createAccountFailure(graphql('boom', 'internal'))).toEqual({ kind: 'error' });
    expect(createAccountFailure(network)).toEqual({ kind: 'error' });
  });
});

describe('confirmFailure and resetFailure', () => {
  it('counts an already active account as confirmed', () => {
    expect(confirmFailure(graphql(API_TEXT.alreadyActive))).toBe('confirmed');
    expect(
      confirmFailure(graphql('The confirmation token is invalid. Verify the token and try again.')),
    ).toBe('invalid');
    expect(confirmFailure(network)).toBe('error');
    expect(confirmFailure(gatewayPage)).toBe('error');
  });

  it('reads every refused reset as an expired link', () => {
    expect(resetFailure(graphql("Cannot set the customer's password"))).toBe('expired');
    expect(resetFailure(network)).toBe('error');
    expect(resetFailure(gatewayPage)).toBe('error');
  });
});

describe('isAuthFailure', () => {
  it('is true only for authentication and authorization answers', () => {
    expect(isAuthFailure(graphql(API_TEXT.notAuthorized, 'graphql-authentication'))).toBe(true);
    expect(isAuthFailure(graphql('User token has been revoked', 'graphql-authorization'))).toBe(
      true,
    );
    expect(isAuthFailure(network)).toBe(false);
    expect(isAuthFailure(graphql('Internal server error', 'internal'))).toBe(false);
  });
});

describe('tokenRefused', () => {
  it('ends the session when the API refuses the token or answers without a customer', () => {
    expect(tokenRefused(graphql('User token has been revoked', 'graphql-authorization'))).toBe(
      true,
    );
    expect(tokenRefused({ kind: 'graphql', errors: [] })).toBe(true);
  });

  it('keeps the session through an outage or a server fault', () => {
    expect(tokenRefused(network)).toBe(false);
    expect(tokenRefused(graphql('Internal server error', 'internal'))).toBe(false);
  });
});
