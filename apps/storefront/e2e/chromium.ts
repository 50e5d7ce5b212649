// How every browser journey (the storefront's and the console's) launches Debian's Chromium: the
// system browser at CHROMIUM_PATH (never a downloaded one), with the flags this machine needs and
// without the browser's own UI pages that no journey looks at (docs/decisions/1630).
import type { LaunchOptions } from '@playwright/test';
/**
 * What this machine needs of any Chromium it starts, shared with the Lighthouse runs of
 * scripts/bench-storefront.mjs: no sandbox (root), no GPU, and no background requests, update
 * checks or sync, which a closed network refuses many at a time.
 */
import MACHINE_FLAGS from './chromium-machine-flags.json' with { type: 'json' };

/**
 * The features Playwright 1.65 disables by default (its `--disable-features` switch). Chromium
 * honours only the last `--disable-features` on its command line, so the switch below repeats
 * them: e2e/chromium.spec.ts fails when Playwright's own list names one this list lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 loads two pages of its own address bar's suggestion popup (chrome://omnibox-popup,
 * the plain one and the "AI mode" one) into every new window, each with a renderer process of its
 * own. Under Playwright every page is a window, so every journey paid for both: a context and page
 * cost about a third more CPU with them (decision 1630). A headless browser never shows the popup.
 */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    ...MACHINE_FLAGS,
    '--disable-quic',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
  ],
};
