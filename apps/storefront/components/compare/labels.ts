// The 'Add to Compare' button's texts, for the server components that render it.
import type { Translate } from '@/lib/i18n/catalog';
import type { CompareButtonLabels } from './CompareButton';

export function compareButtonLabels(t: Translate): CompareButtonLabels {
  // Kept as a template: the button fills in {name}.
  return {
    add: t('compare.add'),
    addNamed: t('compare.addNamed', { name: '{name}' }),
    adding: t('compare.adding'),
    view: t('compare.link'),
  };
}
