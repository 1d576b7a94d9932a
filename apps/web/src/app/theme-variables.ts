import {
  type ConvertCSSVariablesInput,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  type MantineTheme,
  mergeMantineTheme,
  px,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

type TScheme = keyof ConvertCSSVariablesInput;

/**
 * The theme's CSS variables, worked out as MantineProvider does on every render (its resolver,
 * ours merged over it, minus what Mantine's own stylesheet already sets), and the classes of
 * `hiddenFrom`/`visibleFrom` at the theme's breakpoints, which it writes in a second `<style>`.
 * The app does not run this: its test writes the text to `theme-variables.css` (a file snapshot,
 * `npx vitest run -u src/app/theme-variables.test.ts` after a theme change), which the app's
 * stylesheet carries. So the app renders no `<style>` and needs no MantineProvider (providers.tsx):
 * ~12 KB that every page's HTML carried (1.9 KB gzip) are cached with the stylesheet instead, and
 * the provider's code (~2.5 KB gzip) is off every page (docs/rendering.md).
 */
export function buildThemeCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const resolved = defaultCssVariablesResolver(merged);
  const ours = cssVariablesResolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const keep = (scheme: TScheme): Record<string, string> => {
    const own: Record<string, string> = defaults[scheme];
    return Object.fromEntries(
      Object.entries({ ...resolved[scheme], ...ours[scheme] }).filter(
        ([name, value]) => own[name] !== value,
      ),
    );
  };
  const input = { variables: keep('variables'), dark: keep('dark'), light: keep('light') };
  return `${convertCssVariables(input)}\n${breakpointClasses(merged)}\n`;
}

/** MantineClasses' text: below a breakpoint `visibleFrom` hides, from it `hiddenFrom` does. */
function breakpointClasses(merged: MantineTheme): string {
  return Object.entries(merged.breakpoints)
    .map(([breakpoint, value]) => {
      const inPx = value.includes('px');
      const width = px(value) as number;
      const below = inPx ? `${width - 0.1}px` : em(width - 0.1);
      const from = inPx ? `${width}px` : em(width);
      return `@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
    })
    .join('');
}
