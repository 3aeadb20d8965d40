import { tokens } from "@fluentui/react-components";

export interface GaugeBand {
  from: number;
  to: number;
  color: string;
  label: string;
}

export interface GaugeProps {
  label: string;
  value: number;
  bands: readonly GaugeBand[];
  /** The text under the needle (e.g. "62 · Good"). */
  caption: string;
}

const RADIUS = 40;
const CENTER = { x: 50, y: 50 };

/** The point on the half circle for a value 0–100 (0 left, 100 right). */
const point = (value: number, radius = RADIUS) => {
  const angle = Math.PI * (1 - Math.max(0, Math.min(100, value)) / 100);
  return { x: CENTER.x + radius * Math.cos(angle), y: CENTER.y - radius * Math.sin(angle) };
};

const arc = (from: number, to: number) => {
  const start = point(from);
  const end = point(to);
  return `M ${start.x} ${start.y} A ${RADIUS} ${RADIUS} 0 0 1 ${end.x} ${end.y}`;
};

/** A half-circle meter 0–100 with coloured grade bands; read out as a meter. */
export const Gauge = ({ label, value, bands, caption }: GaugeProps) => {
  const needle = point(value, RADIUS - 8);
  return (
    <div role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(value)} aria-valuetext={caption} style={{ textAlign: "center" }}>
      <svg viewBox="0 0 100 58" width="100%" style={{ maxWidth: 280 }} aria-hidden="true" focusable="false">
        {bands.map((band) => (
          <path key={band.label} d={arc(band.from, band.to)} stroke={band.color} strokeWidth={9} fill="none" />
        ))}
        <line x1={CENTER.x} y1={CENTER.y} x2={needle.x} y2={needle.y} stroke={tokens.colorNeutralForeground1} strokeWidth={2} strokeLinecap="round" />
        <circle cx={CENTER.x} cy={CENTER.y} r={3} fill={tokens.colorNeutralForeground1} />
      </svg>
      <div style={{ fontWeight: 600 }}>{caption}</div>
    </div>
  );
};
