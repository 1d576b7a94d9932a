import {
  type ConvertCSSVariablesInput,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

type TScheme = keyof ConvertCSSVariablesInput;

/**
 * The theme's CSS variables, worked out as MantineProvider does on every render (its resolver,
 * ours merged over it, minus what Mantine's own stylesheet already sets). The app does not run
 * this: its test writes the text to `theme-variables.css` (a file snapshot, `npx vitest run -u
 * src/app/theme-variables.test.ts` after a theme change), which the app's stylesheet carries. So
 * the provider renders no `<style>` (`withCssVariables={false}`): ~12 KB that every page's HTML
 * carried (1.9 KB gzip) are cached with the stylesheet instead (docs/rendering.md).
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
  return `${convertCssVariables(input)}\n`;
}
