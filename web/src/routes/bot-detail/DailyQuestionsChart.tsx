// The line chart of daily question counts (@nivo/line). Loaded lazily by DailyQuestionsCard so the chart library
// stays out of the console's first load; hidden from screen readers, which read the card's table instead.
import { Line } from '@nivo/line';
import { Box, useMantineTheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { BotDetail_UserStatsQuery } from '../../__generated__/graphql';

type Daily = BotDetail_UserStatsQuery['userStats']['daily'];

/** At most about six dates under the axis, today always among them, so 30 days still read at phone width. */
const MAX_TICKS = 6;

export default function DailyQuestionsChart({ daily, seriesLabel, height }: { daily: Daily; seriesLabel: string; height: number }) {
  const theme = useMantineTheme();
  // Sized with Mantine's hook rather than nivo's ResponsiveLine, whose auto-sizer does not load under Jest's CommonJS.
  const { ref, width } = useElementSize();
  const step = Math.ceil(daily.length / MAX_TICKS);
  const dates = daily.filter((_, index) => (daily.length - 1 - index) % step === 0).map((day) => day.date);
  const peak = Math.max(1, ...daily.map((day) => day.questions));
  return (
    <Box ref={ref} h={height}>
      {width > 0 && (
        <Line
          width={width}
          height={height}
          data={[{ id: seriesLabel, data: daily.map((day) => ({ x: day.date, y: day.questions })) }]}
          margin={{ top: 12, right: 20, bottom: 32, left: 40 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: 'auto' }}
          axisBottom={{ tickValues: dates, tickSize: 4, format: (date: string) => date.slice(5) }}
          // Whole questions only: no 0.5 tick on a quiet week.
          axisLeft={{ tickValues: Math.min(peak, 4), tickSize: 4, format: (value: number) => (Number.isInteger(value) ? String(value) : '') }}
          gridYValues={Math.min(peak, 4)}
          enableGridX={false}
          colors={[theme.colors.brand[6]]}
          enableArea
          areaOpacity={0.12}
          pointSize={daily.length > 14 ? 4 : 7}
          useMesh
          enableTouchCrosshair
          theme={{ text: { fontFamily: theme.fontFamily, fontSize: 11 } }}
        />
      )}
    </Box>
  );
}
