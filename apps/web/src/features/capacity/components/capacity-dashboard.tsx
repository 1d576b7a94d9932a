import '@mantine/charts/styles.layer.css';
// The charts' legends draw their colours with ColorSwatch.
import '@mantine/core/styles/ColorSwatch.layer.css';
import {
  capacityMessages as m,
  orderStatusNames,
  type TCapacityReport,
  treatmentNames,
} from '@deckhand/contract';
import { BarChart, DonutChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { NumbersTable } from '@/ui/numbers-table/numbers-table';
import { SectionCard } from '@/ui/section-card/section-card';

const monthLabel = (key: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(
    new Date(`${key}-01T00:00:00Z`),
  );

const statusColours = [
  'blue.7',
  'indigo.7',
  'cyan.8',
  'teal.8',
  'grape.7',
  'violet.7',
  'pink.7',
  'gray.6',
  'red.8',
];

/**
 * The capacity overview of one month (§2.2, §3): the daily capacity used (stacked bars of used
 * and free slides), the month's orders by status and treatment, and the year's months; each
 * chart with its numbers as a table.
 */
export function CapacityDashboard({ report }: { report: TCapacityReport }) {
  const daily = report.daily.map((day) => ({
    day: String(Number(day.date.slice(8, 10))),
    used: day.used,
    free: Math.max(day.capacity - day.used, 0),
  }));
  const monthly = report.monthly.map((month) => ({
    month: monthLabel(month.month),
    used: month.used,
    capacity: month.capacity,
  }));
  const statuses = report.breakdown.byStatus.map((entry, index) => ({
    name: orderStatusNames[entry.status],
    value: entry.orders,
    color: statusColours[index % statusColours.length] ?? 'gray.6',
  }));
  const totalOrders = statuses.reduce((sum, entry) => sum + entry.value, 0);
  const used = report.daily.reduce((sum, day) => sum + day.used, 0);
  const capacity = report.daily.reduce((sum, day) => sum + day.capacity, 0);

  return (
    <Stack gap="lg">
      <SectionCard
        title={m.daily}
        description={`${used} of ${capacity} slides used (${report.team.dailyCapacity} a working day).`}
      >
        <Stack gap="sm">
          <Box role="img" aria-label={`${m.daily}: ${used} of ${capacity} slides used`}>
            <BarChart
              h={260}
              data={daily}
              dataKey="day"
              type="stacked"
              withLegend
              series={[
                { name: 'used', label: m.used, color: 'brand.6' },
                { name: 'free', label: 'Free', color: 'gray.3' },
              ]}
              tickLine="none"
              gridAxis="y"
            />
          </Box>
          <NumbersTable
            toggleLabel={m.tableToggle}
            caption={m.daily}
            head={['Day', m.capacity, m.used, m.orders]}
            rows={report.daily.map((day) => [day.date, day.capacity, day.used, day.orders])}
          />
        </Stack>
      </SectionCard>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SectionCard title={m.breakdown} description={`${totalOrders} orders delivered or due.`}>
          {totalOrders === 0 ? (
            <Text size="sm" c="dimmed">
              {m.noOrders}
            </Text>
          ) : (
            <Stack gap="sm">
              <Group justify="center" gap="xl" wrap="wrap">
                <Box role="img" aria-label={`${m.breakdown}: by status`}>
                  <DonutChart data={statuses} size={180} thickness={26} withLabelsLine={false} />
                </Box>
                <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {statuses.map((entry) => (
                    <Group key={entry.name} component="li" gap="xs" wrap="nowrap">
                      <ColorSwatch
                        color={`var(--mantine-color-${entry.color.replace('.', '-')})`}
                        size={12}
                      />
                      <Text size="sm">
                        {entry.name}: {entry.value}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Group>
              <NumbersTable
                toggleLabel={m.tableToggle}
                caption={`${m.breakdown}: by status and treatment`}
                head={['', m.orders, m.slides]}
                rows={[
                  ...report.breakdown.byStatus.map((entry) => [
                    orderStatusNames[entry.status],
                    entry.orders,
                    '',
                  ]),
                  ...report.breakdown.byTreatment.map((entry) => [
                    entry.treatment in treatmentNames
                      ? treatmentNames[entry.treatment as keyof typeof treatmentNames].name
                      : entry.treatment,
                    entry.orders,
                    entry.slides,
                  ]),
                ]}
              />
            </Stack>
          )}
        </SectionCard>
        <SectionCard title={m.monthly} description={`${report.year}`}>
          <Stack gap="sm">
            <Box role="img" aria-label={`${m.monthly}: capacity used each month of ${report.year}`}>
              <BarChart
                h={220}
                data={monthly}
                dataKey="month"
                withLegend
                series={[
                  { name: 'used', label: m.used, color: 'brand.6' },
                  { name: 'capacity', label: m.capacity, color: 'gray.4' },
                ]}
                tickLine="none"
                gridAxis="y"
              />
            </Box>
            <NumbersTable
              toggleLabel={m.tableToggle}
              caption={`${m.monthly} ${report.year}`}
              head={[m.month, m.capacity, m.used]}
              rows={report.monthly.map((month) => [month.month, month.capacity, month.used])}
            />
          </Stack>
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
}
