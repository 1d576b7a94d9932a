import { formatMinorUnits, type TClientLanding } from '@deckhand/contract';
import { Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useParams } from 'react-router';
import {
  getClientLandingQueryOptions,
  useClientLanding,
} from '@/domain/clients/get-client-landing';
import { PageMeta } from '@/lib/content/page-meta';
import { isApiError } from '@/lib/http/api-error';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { useNotFoundStatus } from '@/lib/ssr/page-status';
import type { TPrefetchQueries } from '@/lib/ssr/prefetch-queries';
import { Logo } from '@/ui/logo';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { StatusMessage } from '@/ui/status-message/status-message';
import classes from '../components/client-landing.module.css';
import { Feature, Features } from '../components/content-blocks';

const steps = [
  {
    title: 'Order on your page',
    text: 'Choose the treatment, the number of slides and the delivery date; your prices are already applied.',
  },
  {
    title: 'Upload your deck',
    text: 'Send the slides or a Google Slides link with a short brief. Your brand templates are ready to pick.',
  },
  {
    title: 'Review and approve',
    text: 'Follow the work, comment, and approve the delivered deck or ask for changes: two rounds are included.',
  },
];

function ClientLanding({ client }: { client: TClientLanding }) {
  const orderHref = paths.order.client.getHref(client.key);
  const brand = { '--client-color': client.branding.primaryColor } as CSSProperties;
  return (
    <>
      <PageMeta
        title={`${client.name} presentation design`}
        description={`${client.branding.tagline}. Order presentation design for ${client.name} on your own Deckhand page, at your negotiated prices.`}
      />
      <div className={classes.band} style={brand}>
        <Container size="lg" py={{ base: 'xl', sm: 56 }}>
          <Group gap="xs" mb="lg" className={classes.brandLine}>
            <Text fw={700} fz="lg" span>
              {client.name}
            </Text>
            <Text span aria-hidden>
              ×
            </Text>
            <Logo />
          </Group>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} maw={720}>
            {client.branding.tagline}
          </Title>
          <Text size="lg" mt="sm" maw={640}>
            {`Presentation design for every ${client.name} team: your negotiated prices, your brand templates and one page to order from.`}
          </Text>
          <Group gap="sm" mt="xl">
            <Button component={AppLink} to={orderHref} size="md" className={classes.primary}>
              Order now
            </Button>
            <Button
              component={AppLink}
              to={paths.login.getHref()}
              size="md"
              variant="outline"
              className={classes.secondary}
            >
              Log in
            </Button>
          </Group>
          {client.fromPricePerSlide !== null ? (
            <Text mt="md" fw={600}>
              {`From ${formatMinorUnits(client.fromPricePerSlide, client.currency)} per slide for ${client.name}`}
            </Text>
          ) : null}
        </Container>
      </div>
      <Container size="lg" py={{ base: 'xl', sm: 48 }}>
        <Stack gap="xl">
          <section aria-labelledby="client-treatments">
            <Title order={2} id="client-treatments" fz={{ base: 'h3', sm: 'h2' }} mb="md">
              What we do for you
            </Title>
            <Features>
              {client.treatments.map((treatment) => (
                <Feature key={treatment.key} title={treatment.name}>
                  {treatment.description}
                </Feature>
              ))}
            </Features>
          </section>
          <section aria-labelledby="client-steps">
            <Title order={2} id="client-steps" fz={{ base: 'h3', sm: 'h2' }} mb="md">
              How it works
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              {steps.map((step, index) => (
                <Stack key={step.title} gap={4}>
                  <Text fw={700}>{`${index + 1}. ${step.title}`}</Text>
                  <Text size="sm" c="ink.7">
                    {step.text}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </section>
          <Text>
            Questions about your account or a large project? Write to{' '}
            <Text span fw={600}>
              enterprise@deckhand.example
            </Text>
            , and your account manager answers within one working day.
          </Text>
        </Stack>
      </Container>
    </>
  );
}

/**
 * /clients/{clientKey}: an enterprise client's landing page (§2.2), branded in its colour, with
 * a call to its own order path. No header; the layout leaves the footer out for two clients. An
 * unknown client's page is answered 404.
 */
export function ClientLandingPage() {
  const { clientKey = '' } = useParams();
  const landing = useClientLanding(clientKey);
  const isUnknown = isApiError(landing.error) && landing.error.status === 404;
  useNotFoundStatus(isUnknown);
  if (landing.data) return <ClientLanding client={landing.data} />;
  if (landing.isError) {
    return (
      <Container size="sm" py={64}>
        <PageMeta title="Client page not found" description="This client page does not exist." />
        <Title order={1} fz="h2" mb="lg">
          {isUnknown ? 'This client page does not exist' : 'This page could not be loaded'}
        </Title>
        {isUnknown ? (
          <StatusMessage
            icon={IconMoodEmpty}
            messageRole="status"
            message="Check the address you were given, or order through our main site."
          >
            <Button component={AppLink} to={paths.order.now.getHref()} w="fit-content">
              Order now
            </Button>
          </StatusMessage>
        ) : (
          <LoadFailedAlert
            title="We could not load this page. Please try again."
            retryHref={paths.clientLanding.getHref(clientKey)}
          />
        )}
      </Container>
    );
  }
  return <Skeleton height={360} />;
}

/** The server renders the page with the client's data (docs/rendering.md). */
export const prefetchQueries: TPrefetchQueries = (queryClient, { params }) =>
  queryClient.prefetchQuery(getClientLandingQueryOptions(params.clientKey ?? ''));
