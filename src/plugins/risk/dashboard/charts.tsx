import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { wrapChartLabel } from '../rules/dashboard-rules';

const ACCENT = '#1f6feb';
const GRID = '#e3e6eb';
const AXIS_TICK = { fontSize: 12, fill: '#5d6778' };
/** Height of one bar's row: room for a label wrapped onto two lines. */
const BAR_ROW_PX = 38;
const thousands = (value: number) => value.toLocaleString('en-US');

export interface YearPoint {
  year: number;
  count: number;
}

/** Reports received per year; a visually hidden table gives screen readers (and tests) the same figures. */
export function YearLineChart({ points, height, label }: { points: readonly YearPoint[]; height: number; label: string }) {
  return (
    <figure className="cw-risk-chart" aria-label={label}>
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={[...points]} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="year" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: GRID }} minTickGap={12} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={56} tickFormatter={thousands} />
          <Tooltip formatter={(value) => [Number(value).toLocaleString('en-US'), 'Reports']} />
          <Line type="monotone" dataKey="count" stroke={ACCENT} strokeWidth={2} dot={points.length <= 12} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
      <table className="cw-visually-hidden">
        <caption>{label}</caption>
        <tbody>
          {points.map(({ year, count }) => (
            <tr key={year}>
              <th scope="row">{year}</th>
              <td>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function WrappedTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value: string } }) {
  const lines = wrapChartLabel(payload?.value ?? '');
  const top = lines.length === 1 ? 4 : -3;
  return (
    <text x={Number(x)} y={Number(y)} textAnchor="end" fontSize={12} fill="#1b2330">
      {lines.map((line, i) => (
        <tspan key={i} x={Number(x) - 6} dy={i === 0 ? top : 14}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

export interface ProblemBar {
  problem: string;
  count: number;
}

/**
 * Problems as horizontal bars, most reported on top, labels wrapped after 18 characters (SPEC section 9); a
 * bar opens the reports behind it. A visually hidden list carries the same figures.
 */
export function ProblemBars({ items, label, onSelect }: { items: readonly ProblemBar[]; label: string; onSelect(problem: string): void }) {
  return (
    <figure className="cw-risk-chart" aria-label={label}>
      <ResponsiveContainer width="100%" height={items.length * BAR_ROW_PX + 24}>
        <BarChart data={[...items]} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }} barCategoryGap={8}>
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickFormatter={thousands} tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: GRID }} />
          <YAxis type="category" dataKey="problem" width={160} tick={WrappedTick} tickLine={false} axisLine={false} interval={0} />
          <Tooltip formatter={(value) => [Number(value).toLocaleString('en-US'), 'Reports']} cursor={{ fill: '#e8f0fe' }} />
          <Bar
            dataKey="count"
            fill={ACCENT}
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
            cursor="pointer"
            onClick={(entry: { payload?: ProblemBar }) => entry.payload && onSelect(entry.payload.problem)}
          />
        </BarChart>
      </ResponsiveContainer>
      <ol className="cw-visually-hidden" aria-label={label}>
        {items.map(({ problem, count }) => (
          <li key={problem}>
            {problem}: {count}
          </li>
        ))}
      </ol>
    </figure>
  );
}
