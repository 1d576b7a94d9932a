import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type ComponentProps, type Ref, useId } from 'react';
import { AppLink } from '../links/app-link';
import { paths } from '../paths';
import classes from './cookie-banner.module.css';

export const cookieBannerText = {
  region: 'Cookie consent',
  intro:
    'We use cookies and local storage to keep you signed in and to remember your choices. With your consent we also report errors and measure performance, to make Deckhand better.',
  policy: 'Read our cookies policy',
  settings: 'Cookie settings',
  acceptAll: 'Accept all',
  accept: 'I accept',
  save: 'Save settings',
  necessary: 'Necessary',
  necessaryHint: 'Sign-in, security and your choices. Always on.',
  performance: 'Performance',
  performanceHint: 'Error reports and anonymous usage measurements.',
} as const;

type TChoiceProps = { label: string; hint: string } & Omit<
  ComponentProps<'input'>,
  'type' | 'className'
>;

/**
 * One of the EU choices: the browser's own checkbox in the theme's colour, not Mantine's Checkbox
 * (3 KB gzip on every page for two boxes most visitors never open; plain DOM reads it anyway).
 */
function ConsentChoice({ label, hint, ...input }: TChoiceProps) {
  const hintId = useId();
  return (
    <label className={classes.choice}>
      <input type="checkbox" className={classes.box} aria-describedby={hintId} {...input} />
      <span className={classes.choiceText}>
        <span>{label}</span>
        <span id={hintId} className={classes.hint}>
          {hint}
        </span>
      </span>
    </label>
  );
}

type TProps = {
  /** EU visitors choose in 'Cookie settings' and accept with 'Accept all'; others 'I accept'. */
  isEu: boolean;
  ref?: Ref<HTMLElement>;
};

/**
 * The banner's markup (§2.5), visible: a page whose visitor has not answered carries it in its
 * HTML (the server reads the consent cookie), so it paints without waiting for any script.
 * `bindCookieBanner` (plain DOM, the same on a static page as in the app) makes it answer; boot
 * does until then (app/rendering/early-cookie-banner.ts). Boot may have hidden it or opened the
 * choices before the app hydrates it: those `hidden` attributes are the browser's, not React's.
 */
export function CookieBanner({ isEu, ref }: TProps) {
  const t = cookieBannerText;
  return (
    <section
      ref={ref}
      aria-label={t.region}
      className={classes.banner}
      data-cookie-banner=""
      suppressHydrationWarning
    >
      <Paper shadow="lg" radius="lg" p="md" withBorder className={classes.panel}>
        <Stack gap="sm">
          <Text size="sm">
            {t.intro}{' '}
            <AppLink to={paths.site.documents.cookiesPolicy.getHref()} className={classes.link}>
              {t.policy}
            </AppLink>
            .
          </Text>
          {isEu ? (
            <Stack gap="xs" hidden data-cookie-choices="" suppressHydrationWarning>
              <ConsentChoice label={t.necessary} hint={t.necessaryHint} defaultChecked disabled />
              <ConsentChoice
                label={t.performance}
                hint={t.performanceHint}
                data-cookie-performance=""
              />
            </Stack>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {isEu ? (
              <>
                <Button variant="default" data-cookie-action="settings" suppressHydrationWarning>
                  {t.settings}
                </Button>
                <Button variant="default" data-cookie-action="save" hidden suppressHydrationWarning>
                  {t.save}
                </Button>
              </>
            ) : null}
            <Button data-cookie-action="accept">{isEu ? t.acceptAll : t.accept}</Button>
          </Group>
        </Stack>
      </Paper>
    </section>
  );
}
