import { tokens } from "@fluentui/react-components";
import { useId } from "react";
import { visuallyHidden } from "./visually-hidden";

export interface Bar {
  label: string;
  value: number;
  /** Shown after the bar; defaults to the rounded value. */
  display?: string;
  color?: string;
}

export interface BarChartProps {
  title: string;
  bars: readonly Bar[];
  /** The value a full bar stands for. */
  max?: number;
}

const WIDTH = 300;
const ROW = 26;
const BAR_START = 110;
const BAR_END = 255;

/**
 * Horizontal bars as SVG scaled to the container's width. Screen readers get the title and a table
 * of the values; the drawing itself is hidden from them.
 */
export const BarChart = ({ title, bars, max = 100 }: BarChartProps) => {
  const titleId = useId();
  const height = bars.length * ROW;
  return (
    <figure style={{ margin: 0 }} aria-labelledby={titleId}>
      <figcaption id={titleId} style={{ fontWeight: 600, marginBottom: 6 }}>
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" aria-hidden="true" focusable="false" style={{ fontSize: 11 }}>
        {bars.map((bar, index) => {
          const y = index * ROW;
          const share = max > 0 ? Math.max(0, Math.min(1, bar.value / max)) : 0;
          return (
            <g key={bar.label}>
              <text x={0} y={y + ROW / 2 + 4} fill={tokens.colorNeutralForeground1} style={{ textTransform: "capitalize" }}>
                {bar.label}
              </text>
              <rect x={BAR_START} y={y + 6} width={BAR_END - BAR_START} height={ROW - 12} fill={tokens.colorNeutralBackground3} rx={3} />
              <rect x={BAR_START} y={y + 6} width={(BAR_END - BAR_START) * share} height={ROW - 12} fill={bar.color ?? tokens.colorBrandBackground} rx={3} data-bar={bar.label} />
              <text x={WIDTH} y={y + ROW / 2 + 4} textAnchor="end" fill={tokens.colorNeutralForeground2}>
                {bar.display ?? Math.round(bar.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <table style={visuallyHidden}>
        <caption>{title}</caption>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.display ?? Math.round(bar.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};
