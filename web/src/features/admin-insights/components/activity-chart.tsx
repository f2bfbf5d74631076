import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DailyActivity } from '../types';
import { chartTicks } from '../utils/chart-ticks';
import { formatCount, longDate, shortDate } from '../utils/format';

// Tailwind's emerald-700 and sky-700; the second line (and its legend) is also dashed, so the
// two differ without colour too.
const CONVERSATIONS_COLOUR = '#047857';
const MESSAGES_COLOUR = '#0369a1';

/** Conversations and messages per day. The numbers are also in ActivitySummary, as text. */
export function ActivityChart({ days }: { days: DailyActivity[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart
        data={days}
        title="Conversations and messages per day"
        margin={{ top: 8, right: 24, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis
          dataKey="date"
          ticks={chartTicks(days.map((day) => day.date))}
          tickFormatter={shortDate}
          tick={{ fontSize: 12, fill: '#475569' }}
          interval={0}
        />
        <YAxis
          allowDecimals={false}
          width={40}
          tickFormatter={formatCount}
          tick={{ fontSize: 12, fill: '#475569' }}
        />
        <Tooltip
          labelFormatter={(label) => longDate(String(label))}
          formatter={(value) => formatCount(Number(value))}
        />
        <Legend wrapperStyle={{ fontSize: 14 }} />
        <Line
          type="monotone"
          dataKey="conversations"
          name="Conversations"
          stroke={CONVERSATIONS_COLOUR}
          strokeWidth={2}
          legendType="plainline"
          dot={false}
        />
        <Line
          type="monotone"
          dataKey="messages"
          name="Messages"
          stroke={MESSAGES_COLOUR}
          strokeWidth={2}
          strokeDasharray="6 3"
          legendType="plainline"
          dot={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
