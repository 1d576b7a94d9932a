import '@mantine/charts/styles.layer.css';
import { formatPercent, reviewFairnessMessages as m } from '@deckhand/contract';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';

export type TFairnessBar = { label: string; sharePercent: number | null };

type TReviewFairnessChartProps = { bars: TFairnessBar[]; goalPercent: number };

/**
 * The share never opened by month as bars (no bar for a month without automatic approvals), red
 * at or above the goal, with the goal as a line. Loaded apart from the queue (Recharts is large).
 */
export function ReviewFairnessChart({ bars, goalPercent }: TReviewFairnessChartProps) {
  return (
    <Box role="img" aria-label={m.chartLabel(goalPercent)}>
      <BarChart
        h={200}
        data={bars}
        dataKey="label"
        series={[{ name: 'sharePercent', label: m.columns.share, color: 'brand.6' }]}
        getBarColor={(value) => (value >= goalPercent ? 'red.7' : 'brand.6')}
        referenceLines={[
          {
            y: goalPercent,
            label: m.goalLine(goalPercent),
            color: 'red.7',
            labelPosition: 'insideTopRight',
          },
        ]}
        valueFormatter={formatPercent}
        // Room above the goal line, so it shows even when every month is well under it.
        yAxisProps={{ domain: [0, (highest: number) => Math.max(highest, goalPercent * 2)] }}
        tickLine="none"
        gridAxis="y"
      />
    </Box>
  );
}
