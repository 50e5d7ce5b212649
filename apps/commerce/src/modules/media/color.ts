// Colour arithmetic for the generated images. Inputs are validated six-digit hex strings.

export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const bare = hex.replace(/^#/, '');
  return [0, 2, 4].map((i) => Number.parseInt(bare.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `hex` towards `other` by `amount` (0 = hex, 1 = other). */
export function mix(hex: string, other: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(other);
  return toHex(
    [0, 1, 2].map((i) => (a[i] as number) + ((b[i] as number) - (a[i] as number)) * amount) as Rgb,
  );
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export interface Palette {
  main: string;
  dark: string;
  darker: string;
  light: string;
  /** Background, a pale tint of the main colour. */
  bg: string;
  bgDeep: string;
  shadow: string;
  /** Legs and hardware: dark wood for light pieces, a lighter metal for very dark ones. */
  frame: string;
}

export function palette(hex: string): Palette {
  const main = `#${hex.replace(/^#/, '')}`;
  const veryDark = luminance(main) < 0.03;
  const veryLight = luminance(main) > 0.75;
  return {
    main,
    dark: mix(main, '#000000', 0.22),
    darker: mix(main, '#000000', 0.45),
    light: mix(main, '#ffffff', veryLight ? 0.5 : 0.28),
    bg: mix(veryLight ? mix(main, '#8a8a8a', 0.3) : main, '#ffffff', 0.9),
    bgDeep: mix(veryLight ? mix(main, '#8a8a8a', 0.3) : main, '#ffffff', 0.8),
    shadow: mix(main, '#000000', 0.6),
    frame: veryDark ? '#8e8679' : '#3b2a20',
  };
}
