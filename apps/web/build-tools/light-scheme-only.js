// @ts-check
/**
 * PostCSS: drops the rules for Mantine's dark colour scheme. Deckhand shows one theme, light
 * (MantineProvider's forceColorScheme; index.html's `data-mantine-color-scheme="light"`), so a
 * selector that needs `[data-mantine-color-scheme=dark]` never matches: Mantine's default
 * variables, our theme's and every component's `light-dark()` carry one for nothing
 * (docs/rendering.md). A rule keeps its other selectors; one left with none goes.
 *
 * @returns {import('postcss').Plugin}
 */
export default function lightSchemeOnly() {
  const dark = /data-mantine-color-scheme=["']?dark["']?\]/;
  return {
    postcssPlugin: 'deckhand-light-scheme-only',
    Rule(rule) {
      if (!dark.test(rule.selector)) return;
      const kept = rule.selectors.filter((selector) => !dark.test(selector));
      if (kept.length === 0) rule.remove();
      else rule.selectors = kept;
    },
  };
}
lightSchemeOnly.postcss = true;
