// The shape of one GraphQL request's node cap and deadline, carried in the request context;
// graphql/execution-bounds.ts fills and enforces it (docs/decisions/0908).
import type { ClientError } from './errors.js';

/** One request's allowance; shared by every copy of its context (a unit of work copies it). */
export interface ExecutionBudget {
  nodes: number;
  readonly maxNodes: number;
  readonly deadlineMs: number;
  /** Epoch milliseconds after which no root or list field starts. */
  readonly deadline: number;
  readonly now: () => number;
  /** The first refusal; once set, every later field fails with it and it is the request's answer. */
  refused: ClientError | null;
}
