import { breakpoints, timings } from '@deckhand/contract';
import {
  type ComboboxProps,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  Input,
  type MantineColorsTuple,
  type ModalProps,
  type TooltipProps,
} from '@mantine/core';
import classes from './theme.module.css';

/** One primary colour: a calm blue; shade 6 (the filled shade) keeps 6:1 contrast on white. */
const brand: MantineColorsTuple = [
  '#edf2fc',
  '#d9e2f6',
  '#b0c3ec',
  '#86a3e2',
  '#6388d9',
  '#4d77d4',
  '#3a5fb6',
  '#2f53a8',
  '#264793',
  '#1b3a7f',
];

/** The ink of the dark header and the footer text: shade 9 is the header background. */
const ink: MantineColorsTuple = [
  '#f1f4f9',
  '#dfe5ef',
  '#c5d0e6',
  '#a2b2cf',
  '#7d8fb2',
  '#5d7093',
  '#445677',
  '#2f3f5c',
  '#1c2b45',
  '#0f1d33',
];

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

const toEm = (px: number) => `${px / 16}em`;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, ink },
  black: '#16202e',
  fontFamily: systemFonts,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  // A person who asks the system for less motion gets toasts, modals and menus without fades.
  respectReducedMotion: true,
  breakpoints: {
    xs: toEm(breakpoints.small),
    sm: toEm(breakpoints.tablet),
    md: DEFAULT_THEME.breakpoints.md,
    lg: toEm(breakpoints.desktop),
    xl: DEFAULT_THEME.breakpoints.xl,
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  spacing: { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  headings: {
    fontFamily: systemFonts,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '2.25rem', lineHeight: '1.2' },
      h2: { fontSize: '1.75rem', lineHeight: '1.25' },
      h3: { fontSize: '1.375rem', lineHeight: '1.3' },
      h4: { fontSize: '1.125rem', lineHeight: '1.35' },
      h5: { fontSize: '1rem', lineHeight: '1.4' },
      h6: { fontSize: '0.875rem', lineHeight: '1.4' },
    },
  },
  components: {
    /**
     * Every input (text, password, select, chips...) is written at 16 px: phones zoom into a
     * field under 16 px on focus. Focus shows as a 2 px ring (theme.module.css).
     */
    Input: Input.extend({
      classNames: { input: classes.input },
      vars: () => ({ wrapper: { '--input-fz': 'var(--mantine-font-size-md)' } }),
    }),
    /**
     * Tooltip delays of §9, for every tooltip. A plain object, not `Tooltip.extend`: importing
     * Tooltip here would put it and floating-ui (~13 KB gzip) in every page's first download.
     */
    Tooltip: {
      defaultProps: {
        openDelay: timings.tooltipOpenDelayMs,
        closeDelay: timings.tooltipCloseDelayMs,
      } satisfies Partial<TooltipProps>,
    },
    /**
     * A select's list is drawn when it opens, not kept in the page hidden: kept, every select drew
     * its options, a portal and a scroll area at mount, and positioned them (the country
     * selects ~250 options each; the team page's approvers' form took 40–120 ms longer to go
     * live under a 4x slower CPU).
     * The field points at its list (`aria-controls`) only while open, as before. A plain object,
     * for the same reason as Tooltip's.
     */
    Combobox: { defaultProps: { keepMounted: false } satisfies Partial<ComboboxProps> },
    /** Every dialog's × has a name (axe's button-name); a plain object for the same reason. */
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close dialog' },
      } satisfies Partial<ModalProps>,
    },
  },
  other: { headerHeight: 64 },
});

/** Hues whose 'light' variant text is darkened (alerts, badges, light buttons). */
const lightVariantHues = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'violet', 'gray'];

/** Dimmed and placeholder text darkened so that they keep AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Text on 'light' variants (alert titles, badges, light buttons): the hue's darkest shade
    // darkened further, so it keeps AA contrast on its tinted background (shade 6 does not).
    ...Object.fromEntries(
      lightVariantHues.map((hue) => [
        `--mantine-color-${hue}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${hue}-9), black 35%)`,
      ]),
    ),
  },
  dark: {},
});
