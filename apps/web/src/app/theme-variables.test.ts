import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { buildThemeCss } from './theme-variables';

const styleText = (html: string, kind: 'true' | 'classes') =>
  html.match(new RegExp(`<style data-mantine-styles="${kind}"[^>]*>([^<]*)<`))?.[1];

describe('theme variables', () => {
  it('are exactly the CSS MantineProvider writes for the theme (the pages look the same)', () => {
    const mantine = renderToString(
      createElement(MantineProvider, { theme, cssVariablesResolver }, createElement('span')),
    );
    const variables = styleText(mantine, 'true');
    const classes = styleText(mantine, 'classes');
    expect(variables).toContain('--mantine-color-brand-6');
    expect(classes).toContain('.mantine-hidden-from-sm');
    expect(buildThemeCss()).toBe(`${variables}\n${classes}\n`);
  });

  it('are the stylesheet the app carries (after a theme change: vitest -u on this file)', async () => {
    await expect(buildThemeCss()).toMatchFileSnapshot('./theme-variables.css');
  });
});
