import { screenTexts } from '@deckhand/contract';
import { Button } from '@mantine/core';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { useNotFoundStatus } from '@/lib/ssr/page-status';
import { StatusView } from '../components/status-view';

/** Any unknown address (and pages not available in this environment): answered 404. */
export function NotFoundPage() {
  useNotFoundStatus(true);
  return (
    <StatusView
      eyebrow="404"
      heading={screenTexts.notFoundHeading}
      description="The page you are looking for does not exist or has moved. Check the address, or start again from the home page."
      actions={
        <Button component={AppLink} to={paths.root.getHref()} mt="sm">
          Go to the home page
        </Button>
      }
    />
  );
}
