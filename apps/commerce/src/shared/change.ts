// What an operator's change did, for the audit trail (issue 26): the entity it touched and its
// state before and after, as plain JSON-able values. Services of the operator console answer a
// `Result<Change<T>>`; the caller writes the audit entry from it in the same transaction.

export interface Change<T> {
  /** The entity's kind as the audit log names it: 'coupon', 'gift_card', 'review', … */
  entityType: string;
  /** The entity's id as text (a number, or a code where the entity has no number). */
  entityId: string;
  /** Null when the change created the entity. */
  before: T | null;
  /** Null when the change deleted the entity. */
  after: T | null;
}

export const changeOf = <T>(
  entityType: string,
  entityId: string | number,
  before: T | null,
  after: T | null,
): Change<T> => ({ entityType, entityId: String(entityId), before, after });
