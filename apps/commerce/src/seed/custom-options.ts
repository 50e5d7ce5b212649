// Customizable-option presets. Amounts: cents when FIXED, hundredths of a percent when PERCENT
// (500 = 5 %). Together the presets cover every option type with both price types.
import type { OptionPreset } from './data/families.js';
import type { CustomOptionPlan, CustomOptionValuePlan } from './plan.js';

const v = (
  title: string,
  priceAmount: number,
  priceType: 'FIXED' | 'PERCENT',
  sku: string | null,
): CustomOptionValuePlan => ({ title, priceAmount, priceType, sku });

const text = (
  type: 'field' | 'area',
  title: string,
  maxCharacters: number,
  priceAmount: number,
  priceType: 'FIXED' | 'PERCENT',
  sku: string | null,
  isRequired = false,
): CustomOptionPlan => ({
  type,
  title,
  isRequired,
  priceAmount,
  priceType,
  sku,
  maxCharacters,
  values: [],
});

const select = (
  type: 'drop_down' | 'radio' | 'checkbox' | 'multiple',
  title: string,
  values: CustomOptionValuePlan[],
  isRequired = false,
): CustomOptionPlan => ({
  type,
  title,
  isRequired,
  priceAmount: null,
  priceType: null,
  sku: null,
  maxCharacters: null,
  values,
});

/** Every option type once: the "all options" demo product. */
export function seatingOptions(full: boolean): CustomOptionPlan[] {
  const all = [
    text('field', 'Monogram', 12, 2500, 'FIXED', 'MONO'),
    text('area', 'Special instructions', 500, 0, 'FIXED', null),
    select(
      'drop_down',
      'Caster type',
      [
        v('Standard glides (no casters)', 0, 'FIXED', 'GLIDE'),
        v('Hard-floor casters', 1500, 'FIXED', 'CST-HF'),
        v('Locking casters', 500, 'PERCENT', 'CST-LK'),
      ],
      true,
    ),
    select('radio', 'Arm pads', [
      v('None', 0, 'FIXED', null),
      v('Vinyl arm pads', 4500, 'FIXED', 'PAD-VNL'),
      v('Leather arm pads', 1000, 'PERCENT', 'PAD-LTH'),
    ]),
    select('checkbox', 'Add-ons', [
      v('Felt glides', 800, 'FIXED', 'ADD-FLT'),
      v('Stacking bumpers', 1200, 'FIXED', 'ADD-BMP'),
      v('Moisture barrier', 250, 'PERCENT', 'ADD-MB'),
    ]),
    select('multiple', 'Accessories', [
      v('Cup holder', 3500, 'FIXED', 'ACC-CUP'),
      v('Side pocket', 2900, 'FIXED', 'ACC-PKT'),
      v('Tablet arm', 1500, 'PERCENT', 'ACC-TAB'),
    ]),
  ];
  return full ? all : [all[2] as CustomOptionPlan, all[4] as CustomOptionPlan];
}

export function tableOptions(): CustomOptionPlan[] {
  return [
    select(
      'radio',
      'Top edge',
      [
        v('Square edge', 0, 'FIXED', 'EDG-SQ'),
        v('Bullnose edge', 4500, 'FIXED', 'EDG-BN'),
        v('Knife edge', 600, 'PERCENT', 'EDG-KN'),
      ],
      true,
    ),
    select('drop_down', 'Base glides', [
      v('Nylon glides', 0, 'FIXED', null),
      v('Felt glides', 1500, 'FIXED', 'GLD-FLT'),
      v('Levelling glides', 500, 'PERCENT', 'GLD-LVL'),
    ]),
    select('checkbox', 'Add-ons', [
      v('Power and USB grommet', 12500, 'FIXED', 'ADD-PWR'),
      v('Wire management tray', 800, 'PERCENT', 'ADD-WMT'),
    ]),
    text('area', 'Special instructions', 500, 0, 'FIXED', null),
  ];
}

export function casegoodOptions(): CustomOptionPlan[] {
  return [
    select(
      'drop_down',
      'Hardware',
      [
        v('Satin nickel pulls', 0, 'FIXED', 'HW-NKL'),
        v('Brushed brass pulls', 250, 'PERCENT', 'HW-BRS'),
        v('Matte black pulls', 0, 'FIXED', 'HW-BLK'),
      ],
      true,
    ),
    text('field', 'Engraving', 20, 300, 'PERCENT', 'ENGR'),
    select('checkbox', 'Add-ons', [
      v('Power package (2 outlets, 2 USB)', 14500, 'FIXED', 'ADD-PWR'),
      v('Anti-tip kit', 1500, 'FIXED', 'ADD-TIP'),
    ]),
    select('multiple', 'Accessories', [
      v('Drawer liners', 2000, 'FIXED', 'ACC-LNR'),
      v('Jewelry tray', 3500, 'FIXED', 'ACC-JWL'),
      v('Luggage rack insert', 1000, 'PERCENT', 'ACC-LUG'),
    ]),
  ];
}

export function serviceOptions(): CustomOptionPlan[] {
  return [
    text('area', 'Project notes', 1000, 0, 'FIXED', null),
    select(
      'radio',
      'Session length',
      [v('One hour', 0, 'FIXED', 'LEN-1H'), v('Two hours', 7500, 'PERCENT', 'LEN-2H')],
      true,
    ),
  ];
}

export function presetOptions(preset: OptionPreset, full: boolean): CustomOptionPlan[] {
  switch (preset) {
    case 'seating':
      return seatingOptions(full);
    case 'table':
      return tableOptions();
    case 'casegood':
      return casegoodOptions();
  }
}
