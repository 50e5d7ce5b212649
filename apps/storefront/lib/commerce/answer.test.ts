import { describe, expect, it } from 'vitest';
import { classifyAnswer, graphqlError, httpError, networkError } from './answer';

const input = {
  message: 'The coupon code isn\u2019t valid.',
  extensions: { category: 'graphql-no-such-entity' },
};
const fault = { message: 'Internal server error', extensions: { category: 'internal' } };

describe('the transport classifies every answer once', () => {
  it('answers ok only with data and no errors', () => {
    expect(classifyAnswer(200, { data: { a: 1 } })).toEqual({ ok: true, data: { a: 1 } });
    expect(classifyAnswer(200, { data: { a: 1 }, errors: [] })).toEqual({
      ok: true,
      data: { a: 1 },
    });
  });

  it('makes data next to errors a failure, keeping the data as partial', () => {
    expect(classifyAnswer(200, { data: { cart: 'c' }, errors: [input] })).toEqual({
      ok: false,
      error: {
        kind: 'user',
        message: input.message,
        retryable: false,
        status: 200,
        code: 'graphql-no-such-entity',
        errors: [input],
      },
      partial: { cart: 'c' },
    });
  });

  it('tells the API refusing the request (user) from a server fault (graphql, retryable)', () => {
    expect(graphqlError([input], 200)).toMatchObject({ kind: 'user', retryable: false });
    for (const category of [
      'graphql-input',
      'graphql-authentication',
      'graphql-authorization',
      'graphql-already-exists',
    ]) {
      expect(graphqlError([{ message: 'x', extensions: { category } }]).kind).toBe('user');
    }
    expect(graphqlError([fault], 500)).toMatchObject({
      kind: 'graphql',
      retryable: true,
      status: 500,
      code: 'internal',
    });
    expect(
      graphqlError([
        { message: 'x', extensions: { category: 'graphql-input', error_code: 'CART_LOCKED' } },
      ]).code,
    ).toBe('CART_LOCKED');
  });

  it('an answer without data or errors: GraphQL silence on success, an HTTP failure otherwise', () => {
    expect(classifyAnswer(200, { data: null })).toEqual({
      ok: false,
      error: {
        kind: 'graphql',
        message: 'Error to fetch',
        retryable: false,
        status: 200,
        errors: [],
      },
    });
    expect(classifyAnswer(502, {})).toEqual({ ok: false, error: httpError(502) });
  });

  it('no answer at all is a network error; a page that is not JSON an HTTP one; both may be retried', () => {
    expect(networkError(new Error('fetch failed'))).toEqual({
      kind: 'network',
      message: 'fetch failed',
      retryable: true,
      errors: [],
    });
    expect(httpError(503)).toEqual({
      kind: 'http',
      message: 'Unexpected response (HTTP 503)',
      retryable: true,
      status: 503,
      errors: [],
    });
    expect(httpError(404).retryable).toBe(false);
    expect(httpError(429).retryable).toBe(true);
  });
});
