// Colour mode: light, dark or system (follow the operating system). The choice is kept in a
// cookie so that the server's first render already carries it (docs/decisions/1210): the root
// layout renders <html data-colour-mode="…">, and globals.css picks the palette from that
// attribute, or from `prefers-color-scheme` for 'system', with no script before paint.

export const COLOUR_MODES = ['light', 'dark', 'system'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

export const COLOUR_MODE_COOKIE = 'colourMode';
/** Spec §9: "Colour cookie max-age 31536000 s" (one year). */
export const COLOUR_MODE_COOKIE_MAX_AGE = 31_536_000;
export const DEFAULT_COLOUR_MODE: ColourMode = 'system';

export function isColourMode(value: unknown): value is ColourMode {
  return typeof value === 'string' && (COLOUR_MODES as readonly string[]).includes(value);
}

/** The stored value as a mode; anything missing, unknown or malformed is 'system'. */
export function parseColourMode(value: unknown): ColourMode {
  return isColourMode(value) ? value : DEFAULT_COLOUR_MODE;
}
