import { tokens } from "@fluentui/react-components";
import { Pie, PieChart, ResponsiveContainer } from "recharts";

interface GaugeBand {
  from: number;
  to: number;
  color: string;
  label: string;
}

interface GaugeProps {
  label: string;
  value: number;
  bands: readonly GaugeBand[];
  /** The text under the arc (e.g. "62 · Good"). */
  caption: string;
}

const HEIGHT = 150;

/** Where a value 0–100 falls: the band holding it (the last band holds 100). */
export const bandOf = (bands: readonly GaugeBand[], value: number): GaugeBand | undefined =>
  bands.find((band) => value >= band.from && value < band.to) ?? bands.find((band) => value === band.to);

/**
 * A half-circle meter 0–100 drawn by Recharts: the grade bands as the outer ring, the value as
 * the inner arc in its band's colour. Read out as a meter with the caption as its text.
 */
export const Gauge = ({ label, value, bands, caption }: GaugeProps) => {
  const clamped = Math.max(0, Math.min(100, value));
  const ring = bands.map((band) => ({ name: band.label, value: band.to - band.from, fill: band.color }));
  const arc = [
    { name: label, value: clamped, fill: bandOf(bands, clamped)?.color ?? tokens.colorBrandBackground },
    { name: "rest", value: 100 - clamped, fill: tokens.colorNeutralBackground3 },
  ];
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={caption}
      style={{ textAlign: "center" }}
    >
      <div data-testid="gauge-chart" aria-hidden="true" style={{ width: "100%", maxWidth: 300, height: HEIGHT, margin: "0 auto" }}>
        <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 300, height: HEIGHT }}>
          <PieChart margin={{ top: 0, right: 0, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <Pie
              data={ring}
              dataKey="value"
              cx="50%"
              cy="95%"
              startAngle={180}
              endAngle={0}
              innerRadius="88%"
              outerRadius="100%"
              stroke="none"
              isAnimationActive={false}
            />
            <Pie
              data={arc}
              dataKey="value"
              cx="50%"
              cy="95%"
              startAngle={180}
              endAngle={0}
              innerRadius="58%"
              outerRadius="82%"
              stroke="none"
              isAnimationActive={false}
            />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <div style={{ fontWeight: 600 }}>{caption}</div>
    </div>
  );
};
