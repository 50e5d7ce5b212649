// Colour mode control (light, dark, system) for the header's utility bar and the mobile drawer.
// A server-rendered form of three toggle buttons posting to a server action: no client script of
// its own, keyboard operable as ordinary buttons, the group named by its legend and the current
// mode announced as "pressed".
import { COLOUR_MODES, type ColourMode } from '@/lib/colour-mode';
import type { Translate } from '@/lib/i18n/catalog';
import { setColourModeAction } from './colour-mode-actions';
import styles from './Header.module.css';

const LABEL_KEYS = {
  light: 'colourMode.light',
  dark: 'colourMode.dark',
  system: 'colourMode.system',
} as const satisfies Record<ColourMode, string>;

export function ColourModeSwitcher({
  current,
  t,
  variant,
}: {
  current: ColourMode;
  t: Translate;
  variant: 'header' | 'drawer';
}) {
  return (
    <form
      action={setColourModeAction}
      className={`${styles.colourMode} ${variant === 'drawer' ? styles.colourModeDrawer : ''}`}
      data-testid={`colour-mode-${variant}`}
    >
      <fieldset className={styles.colourModeGroup}>
        <legend className={variant === 'header' ? 'visually-hidden' : styles.colourModeLegend}>
          {t('colourMode.label')}
        </legend>
        {COLOUR_MODES.map((mode) => (
          <button
            key={mode}
            type="submit"
            name="mode"
            value={mode}
            className={styles.colourModeOption}
            aria-pressed={mode === current}
            data-colour-mode-option={mode}
          >
            {t(LABEL_KEYS[mode])}
          </button>
        ))}
      </fieldset>
    </form>
  );
}
