// A form's rule errors: one message per field name. Pure; safe anywhere.
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export const hasErrors = (e: FieldErrors): boolean => Object.values(e).some(Boolean);
