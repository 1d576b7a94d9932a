import { screenTexts } from '@deckhand/contract';
import { Button, Group } from '@mantine/core';
import { paths } from '@/lib/paths';
import { StatusView } from './status-view';

/** What an uncaught render error shows (§2.5): the 'Fallback' heading and a way out. */
export function FallbackView() {
  return (
    <StatusView
      heading={screenTexts.fallbackHeading}
      description="Something went wrong while showing this page. We have been informed. Reloading usually helps; if it does not, start again from the home page."
      actions={
        <Group justify="center" gap="sm" mt="sm">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button variant="default" component="a" href={paths.root.getHref()}>
            Go to the home page
          </Button>
        </Group>
      }
    />
  );
}
