import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../context.js';
import { ClientError } from '../shared/errors.js';
import { fail, ok } from '../shared/result.js';
import { guard, type FieldGuard } from './guard.js';

// The guard reads neither the context nor graphql's info itself: stand-ins are enough here.
const ctx = {} as RequestContext;
const info = {} as GraphQLResolveInfo;

describe('guard', () => {
  it('runs the resolver once admitted, then settles with what admit passed on', async () => {
    const calls: string[] = [];
    const g: FieldGuard<{ n: number }, number, string> = {
      admit: async (args) => (calls.push(`admit ${args.n}`), ok(`state ${args.n}`)),
      settle: async (answer, state) => void calls.push(`settle ${answer} ${state}`),
    };
    const field = guard(g, (_: null, args: { n: number }) => (calls.push('resolve'), args.n * 2));
    expect(await field(null, { n: 2 }, ctx, info)).toBe(4);
    expect(calls).toEqual(['admit 2', 'resolve', 'settle 4 state 2']);
  });

  it('answers a refusal as a top-level error of its category, without running the resolver', async () => {
    let resolved = false;
    const field = guard(
      { admit: async () => fail('graphql-input', 'Too many.') },
      () => (resolved = true),
    );
    const answer = Promise.resolve(field(null, {}, ctx, info));
    await expect(answer).rejects.toBeInstanceOf(ClientError);
    await expect(answer).rejects.toMatchObject({ message: 'Too many.', category: 'graphql-input' });
    expect(resolved).toBe(false);
  });

  it('does not settle when the resolver throws', async () => {
    let settled = false;
    const field = guard(
      { admit: async () => ok(undefined), settle: async () => void (settled = true) },
      () => {
        throw new ClientError('No.', 'graphql-input');
      },
    );
    await expect(Promise.resolve(field(null, {}, ctx, info))).rejects.toThrow('No.');
    expect(settled).toBe(false);
  });
});
