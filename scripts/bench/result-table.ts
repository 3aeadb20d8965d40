// The results table the browser benches print: metric, measured, target and PASS / MISS / info.

/** Milliseconds for a table or a log line (one decimal under 10 ms). */
export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const pad = (text: string, width: number) => text.padEnd(width);

/** One line of the table; `ok` null is a figure with no target. */
export interface Row {
  metric: string;
  measured: string;
  target: string;
  ok: boolean | null;
}

/** Prints the rows with aligned columns. */
export const printTable = (rows: readonly Row[]) => {
  const widths = [
    Math.max(...rows.map((row) => row.metric.length)),
    Math.max(8, ...rows.map((row) => row.measured.length)),
    Math.max(6, ...rows.map((row) => row.target.length)),
  ];
  console.log("");
  console.log(`${pad("Metric", widths[0] ?? 0)}  ${pad("Measured", widths[1] ?? 0)}  ${pad("Target", widths[2] ?? 0)}  Result`);
  for (const row of rows) {
    const verdict = row.ok === null ? "info" : row.ok ? "PASS" : "MISS";
    console.log(`${pad(row.metric, widths[0] ?? 0)}  ${pad(row.measured, widths[1] ?? 0)}  ${pad(row.target, widths[2] ?? 0)}  ${verdict}`);
  }
};
