import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '../links/app-link';
import { paths } from '../paths';
import classes from './cookie-banner.module.css';
import type { TCookieSettings } from './cookie-settings';

type TProps = {
  /** EU visitors choose in 'Cookie settings' and accept with 'Accept all'; others 'I accept'. */
  isEu: boolean;
  onSave: (settings: TCookieSettings) => void;
};

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

/** The banner itself (§2.5), loaded only while no answer is saved (cookie-consent.tsx). */
export default function CookieBanner({ isEu, onSave }: TProps) {
  const [isChoosing, setIsChoosing] = useState(false);
  const [performance, setPerformance] = useState(false);
  const performanceRef = useRef<HTMLInputElement>(null);
  const t = cookieBannerText;
  // The 'Cookie settings' button gives way to the choices: focus goes to the one to make.
  useEffect(() => {
    if (isChoosing) performanceRef.current?.focus();
  }, [isChoosing]);
  return (
    <section aria-label={t.region} className={classes.banner}>
      <Paper shadow="lg" radius="lg" p="md" withBorder className={classes.panel}>
        <Stack gap="sm">
          <Text size="sm">
            {t.intro}{' '}
            <AppLink to={paths.site.documents.cookiesPolicy.getHref()} className={classes.link}>
              {t.policy}
            </AppLink>
            .
          </Text>
          {isEu && isChoosing ? (
            <Stack gap="xs">
              <Checkbox label={t.necessary} description={t.necessaryHint} checked disabled />
              <Checkbox
                ref={performanceRef}
                label={t.performance}
                description={t.performanceHint}
                checked={performance}
                onChange={(event) => setPerformance(event.currentTarget.checked)}
              />
            </Stack>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {isEu ? (
              isChoosing ? (
                <Button variant="default" onClick={() => onSave({ thirdParties: performance })}>
                  {t.save}
                </Button>
              ) : (
                <Button variant="default" onClick={() => setIsChoosing(true)}>
                  {t.settings}
                </Button>
              )
            ) : null}
            <Button onClick={() => onSave({ thirdParties: true })}>
              {isEu ? t.acceptAll : t.accept}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </section>
  );
}
