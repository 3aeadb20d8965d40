import { tokens } from "@fluentui/react-components";
import { useId } from "react";
import {
  Bar as RechartsBar,
  BarChart as RechartsBarChart,
  LabelList,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
} from "recharts";
import { visuallyHidden } from "./visually-hidden";

interface Bar {
  label: string;
  value: number;
  /** Shown after the bar; defaults to the rounded value. */
  display?: string;
  color?: string;
}

interface BarChartProps {
  title: string;
  bars: readonly Bar[];
  /** The value a full bar stands for. */
  max?: number;
}

const ROW = 34;
const capitalise = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);
const LABEL_WIDTH = 110;
const VALUE_WIDTH = 44;

interface Row {
  label: string;
  /** Clamped to [0, max], so an outlier cannot overflow the axis. */
  value: number;
  display: string;
  color: string;
}

/** Each bar in its own colour (Recharts 3 paints per-entry colours through `shape`). */
const ColouredBar = (props: BarShapeProps) => {
  const row = props.payload as Row | undefined;
  return <Rectangle {...props} fill={row?.color ?? tokens.colorBrandBackground} radius={3} />;
};

/**
 * Horizontal bars drawn by Recharts in a container that follows the pane's width (responsive).
 * Recharts' accessibility layer lets the keyboard walk the bars; screen readers also get the
 * title and a table of the values.
 */
export const BarChart = ({ title, bars, max = 100 }: BarChartProps) => {
  const titleId = useId();
  const rows: Row[] = bars.map((bar) => ({
    label: bar.label,
    value: Math.max(0, Math.min(max, bar.value)),
    display: bar.display ?? String(Math.round(bar.value)),
    color: bar.color ?? tokens.colorBrandBackground,
  }));
  const height = Math.max(1, rows.length) * ROW + 8;
  return (
    <figure style={{ margin: 0 }} aria-labelledby={titleId}>
      <figcaption id={titleId} style={{ fontWeight: 600, marginBottom: 6 }}>
        {title}
      </figcaption>
      <div data-testid="bar-chart" style={{ width: "100%", height }}>
        <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
          <RechartsBarChart
            data={rows}
            layout="vertical"
            margin={{ top: 4, right: VALUE_WIDTH, bottom: 4, left: 0 }}
            barCategoryGap={8}
            accessibilityLayer
            title={title}
          >
            <XAxis type="number" domain={[0, max > 0 ? max : 1]} hide />
            <YAxis
              type="category"
              dataKey="label"
              width={LABEL_WIDTH}
              interval={0}
              tickLine={false}
              axisLine={false}
              tick={{ fill: tokens.colorNeutralForeground1, fontSize: 12 }}
              tickFormatter={capitalise}
            />
            <Tooltip
              cursor={{ fill: tokens.colorNeutralBackground1Hover }}
              formatter={(_value, _name, item) => [(item.payload as Row).display, title]}
            />
            <RechartsBar
              dataKey="value"
              isAnimationActive={false}
              background={{ fill: tokens.colorNeutralBackground3, radius: 3 }}
              shape={ColouredBar}
            >
              <LabelList dataKey="display" position="right" fill={tokens.colorNeutralForeground2} fontSize={12} />
            </RechartsBar>
          </RechartsBarChart>
        </ResponsiveContainer>
      </div>
      <table style={visuallyHidden}>
        <caption>{title}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};
