import presetMantine from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';
import lightSchemeOnly from './build-tools/light-scheme-only.js';

/**
 * Mantine's PostCSS preset plus its breakpoint variables, kept equal to contract `breakpoints`;
 * then the dark scheme's rules dropped (build-tools/light-scheme-only.js).
 */
export default {
  plugins: [
    presetMantine(),
    simpleVars({
      variables: {
        'mantine-breakpoint-xs': '30em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    }),
    lightSchemeOnly(),
  ],
};
