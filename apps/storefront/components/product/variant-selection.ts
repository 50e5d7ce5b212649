// Configurable product selection logic (pure; used by the option selector on the client).
import type { ConfigurableOption, Variant } from '@/lib/commerce/types';

export type Selection = Record<string, number | undefined>;

function matches(variant: Variant, selection: Selection, ignore?: string): boolean {
  for (const [code, value] of Object.entries(selection)) {
    if (code === ignore || value === undefined) continue;
    if (variant.attributes[code] !== value) return false;
  }
  return true;
}

/** The variant for a full combination, or null while the choice is incomplete or does not exist. */
export function findVariant(
  options: ConfigurableOption[],
  variants: Variant[],
  selection: Selection,
): Variant | null {
  if (options.length === 0 || options.some((o) => selection[o.code] === undefined)) return null;
  return variants.find((v) => matches(v, selection)) ?? null;
}

/** Whether picking `value` for `code` can still lead to an existing variant, given the other choices. */
export function isValueAvailable(
  variants: Variant[],
  selection: Selection,
  code: string,
  value: number,
): boolean {
  return variants.some((v) => v.attributes[code] === value && matches(v, selection, code));
}

export function isComplete(options: ConfigurableOption[], selection: Selection): boolean {
  return options.every((o) => selection[o.code] !== undefined);
}

export function missingOptions(
  options: ConfigurableOption[],
  selection: Selection,
): ConfigurableOption[] {
  return options.filter((o) => selection[o.code] === undefined);
}
