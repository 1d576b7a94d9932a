import { capacityMessages as m } from '@deckhand/contract';
import { Alert, Anchor, Container, Skeleton, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '@/lib/http/api-error';
import { useCurrentUser } from '@/lib/init/use-current-user';
import { AppLink } from '@/lib/links/app-link';
import { paths } from '@/lib/paths';
import { PageHeader } from '@/ui/page-header/page-header';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { useCapacity } from '../api/get-capacity';
import { CapacityDashboard } from '../components/capacity-dashboard';
import { MonthPicker, readMonthParam, toMonthParam } from '../components/month-picker';

/**
 * /reports/capacity-overview/{YYYY-MM?} (the insights dashboard): the team's capacity overview of
 * a month, the current one by default; the picker moves the address, so a month can be shared.
 */
export function CapacityOverviewPage() {
  const { date } = useParams();
  const navigate = useNavigate();
  const month = readMonthParam(date);
  const { user } = useCurrentUser();
  const report = useCapacity(month);
  const refused = isApiError(report.error) && report.error.status === 403;

  return (
    <Container size="lg" py="xl">
      <Stack gap={0}>
        <PageHeader title={m.heading} description={m.intro} />
        <Stack gap="lg">
          <MonthPicker
            value={month}
            onChange={(next) =>
              void navigate(paths.capacityOverview.getHref(toMonthParam(next)), { replace: true })
            }
          />
          {user?.isStaff ? (
            <Alert color="blue" variant="light" title={m.staffHeading}>
              <Anchor component={AppLink} to={paths.staffProfile.capacityOverview.getHref()}>
                {m.staffIntro}
              </Anchor>
            </Alert>
          ) : report.isPending ? (
            <Skeleton height={420} radius="md" />
          ) : refused ? (
            <Alert color="orange" variant="light" title={m.heading}>
              {m.notAllowed}
            </Alert>
          ) : report.isError ? (
            <LoadFailedAlert
              title={isApiError(report.error) ? report.error.message : m.loadFailed}
              retryLabel="Try again"
              onRetry={() => void report.refetch()}
            />
          ) : (
            <CapacityDashboard report={report.data} />
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
