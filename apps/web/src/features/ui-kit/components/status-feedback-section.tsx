import { accountMessages, ordersListMessages } from '@deckhand/contract';
import { Button, Paper, SimpleGrid } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClipboardList,
  IconMailCheck,
} from '@tabler/icons-react';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toast/show-toast';
import { PageLoader } from '@/ui/page-loader';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { StatusMessage } from '@/ui/status-message/status-message';
import { AlertStates, KitDemo, KitState } from './kit-demo';
import { KitSection } from './kit-section';
import { QueryContentDemo } from './query-content-demo';

const onRetry = () =>
  showToast({ kind: 'info', message: 'The kit loads nothing: in the app, this asks again.' });

/** Outcomes, load failures, a query's states and the page loader. */
export function StatusFeedbackSection() {
  return (
    <KitSection
      title="Status and feedback"
      description="Alerts are announced the moment they appear, so the page opens without them: switch them on."
    >
      <KitDemo title="Status message" description="The outcome of a link or a request.">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <KitState label="Result with a next step">
            <StatusMessage
              icon={IconMailCheck}
              color="teal"
              message={accountMessages.resetLinkSent}
              messageRole="status"
              description="The link works for one hour. Nothing there? Look in the spam folder."
            >
              <Button
                component={AppLink}
                to={paths.login.getHref()}
                variant="default"
                w="fit-content"
              >
                Back to Log in
              </Button>
            </StatusMessage>
          </KitState>
          <KitState label="Empty list">
            <StatusMessage
              icon={IconClipboardList}
              message={ordersListMessages.empty}
              messageRole="status"
              isMessageStrong
              description={ordersListMessages.emptyHint}
            />
          </KitState>
          <KitState label="Long text">
            <StatusMessage
              icon={IconCircleCheck}
              color="teal"
              message="Order DH-10057, the Northwind Traders annual partner summit keynote with speaker handouts, is approved and archived with every delivered file."
              messageRole="status"
              description="Its files stay downloadable for 12 months from the approval date; after that, ask the designers and they will send them again."
            />
          </KitState>
        </SimpleGrid>
        <AlertStates label="Show the problem message">
          <KitState label="Problem">
            <StatusMessage
              icon={IconAlertTriangle}
              color="red"
              message={accountMessages.invalidResetToken}
              messageRole="alert"
              isMessageStrong
              description="Ask for a new link: it works for one hour."
            >
              <Button
                component={AppLink}
                to={paths.resetPassword.root.getHref()}
                variant="default"
                w="fit-content"
              >
                Request a new link
              </Button>
            </StatusMessage>
          </KitState>
        </AlertStates>
      </KitDemo>
      <KitDemo title="Load failed alert" description="A card's content that could not be loaded.">
        <AlertStates label="Show the load failed alerts">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <KitState label="Title only">
              <LoadFailedAlert title={ordersListMessages.loadFailed} onRetry={onRetry} />
            </KitState>
            <KitState label="With a hint and its own button">
              <LoadFailedAlert
                title="The team could not be loaded"
                retryLabel="Load the team again"
                onRetry={onRetry}
              >
                Check your connection first: the rest of the page still works.
              </LoadFailedAlert>
            </KitState>
          </SimpleGrid>
        </AlertStates>
      </KitDemo>
      <QueryContentDemo />
      <KitDemo
        title="Page loader"
        description="While a page's code or the app's first data loads; /loading shows it over the whole screen."
      >
        <Paper withBorder radius="md">
          <PageLoader />
        </Paper>
      </KitDemo>
    </KitSection>
  );
}
