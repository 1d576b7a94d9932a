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
 * ours merged over it, minus what Mantine's own stylesheet already sets). Mantine recomputes some
 * 400 variables each time a page renders, on the server and again while the browser hydrates.
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
  return convertCssVariables(input);
}

const marker = 'data-theme-variables';
let themeCss: string | undefined;

/** Once per process on the server; in the browser, read back from the server's HTML. */
function getThemeCss(): string {
  themeCss ??=
    (typeof document === 'undefined'
      ? undefined
      : document.querySelector(`style[${marker}]`)?.textContent) || buildThemeCss();
  return themeCss;
}

/** Stands in for MantineProvider's own `<style>` (`withCssVariables={false}`), built once. */
export function ThemeVariables() {
  return (
    <style
      data-mantine-styles="true"
      {...{ [marker]: '' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the theme's own CSS, built from constants
      dangerouslySetInnerHTML={{ __html: getThemeCss() }}
    />
  );
}
