import { capacityMessages as m } from '@deckhand/contract';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '@/lib/http/api-error';
import { paths } from '@/lib/paths';
import { PageHeader } from '@/ui/page-header/page-header';
import { SearchInput } from '@/ui/search-input/search-input';
import { LoadFailedAlert } from '@/ui/status-message/load-failed-alert';
import { useStaffCapacity } from '../api/get-capacity';
import { CapacityDashboard } from '../components/capacity-dashboard';
import { MonthPicker } from '../components/month-picker';

/** /staff-profile/capacity-overview/{email?}: any customer's capacity overview, by email (staff). */
export function StaffCapacityPage() {
  const { email = '' } = useParams();
  const navigate = useNavigate();
  const now = new Date();
  const [month, setMonth] = useState({ year: now.getFullYear(), month: now.getMonth() + 1 });
  const report = useStaffCapacity(email, month);

  return (
    <Stack gap={0}>
      <PageHeader title={m.staffHeading} description={m.staffIntro} />
      <Stack gap="lg">
        <SearchInput
          label="Customer email"
          placeholder="owner@example.com"
          value={email}
          onSearch={(next) =>
            void navigate(paths.staffProfile.capacityOverview.getHref(next.trim() || undefined), {
              replace: true,
            })
          }
        />
        <MonthPicker value={month} onChange={setMonth} />
        {email === '' ? null : report.isPending ? (
          <Skeleton height={420} radius="md" />
        ) : report.isError ? (
          isApiError(report.error) && report.error.status === 404 ? (
            <Alert color="orange" variant="light" title={m.staffHeading}>
              {m.noCustomer}
            </Alert>
          ) : (
            <LoadFailedAlert
              title={m.loadFailed}
              retryLabel="Try again"
              onRetry={() => void report.refetch()}
            />
          )
        ) : (
          <CapacityDashboard report={report.data} />
        )}
      </Stack>
    </Stack>
  );
}
