import { existsSync } from 'node:fs';

/** Debian's Chromium; CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function assertChromiumInstalled(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
}

/**
 * The features Playwright 1.65 turns off (its `chromiumSwitches`). Chromium reads one
 * `--disable-features` switch, the last, so a list of our own must repeat them;
 * `chromium-features.e2e.ts` fails when Playwright's list changes.
 */
export const playwrightDisabledFeatures = [
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
 * Chromium 156's headless mode is the whole browser, and each new window (every Playwright
 * context) preloads the address bar's suggestion popups as two WebUI pages
 * (`chrome://omnibox-popup.top-chrome/`), a renderer of their own: ~0.7 s of a core per context,
 * and 0.2 s more in the browser process, before the test's page loads anything. No test or
 * benchmark shows the address bar. Measured: 30 contexts each loading a page of the app,
 * 42.5 -> 18.5 s of CPU, 24.5 -> 17.9 s of wall time.
 */
export const headlessUiFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** One `--disable-features` switch: a launcher's own list, and the headless UI's. */
export function disableFeaturesSwitch(launcherDefaults: readonly string[]): string {
  return `--disable-features=${[...new Set([...launcherDefaults, ...headlessUiFeatures])].join(',')}`;
}

/** The flags this machine needs: no sandbox as root, no background traffic to closed networks. */
export const machineArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium launched by Playwright: the machine's flags, and no preloaded browser UI. */
export const chromiumArgs = [...machineArgs, disableFeaturesSwitch(playwrightDisabledFeatures)];
