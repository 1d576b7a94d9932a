import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { buildThemeCss, ThemeVariables } from './theme-variables';

const styleText = (html: string) =>
  html.match(/<style data-mantine-styles="true"[^>]*>([^<]*)</)?.[1];

describe('theme variables', () => {
  it('are exactly the CSS MantineProvider writes for the theme (the pages look the same)', () => {
    const mantine = renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <span />
      </MantineProvider>,
    );
    const expected = styleText(mantine);
    expect(expected).toContain('--mantine-color-brand-6');
    expect(buildThemeCss()).toBe(expected);
  });

  it('render in their own style element in place of Mantine’s', () => {
    const html = renderToString(
      <MantineProvider theme={theme} withCssVariables={false}>
        <ThemeVariables />
      </MantineProvider>,
    );
    expect(html).toContain('data-theme-variables');
    expect(styleText(html)).toBe(buildThemeCss());
  });
});
