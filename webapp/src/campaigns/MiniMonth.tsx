import { Button, Caption1, makeStyles, tokens } from "@fluentui/react-components";
import { ChevronLeftRegular, ChevronRightRegular } from "@fluentui/react-icons";
import { useMemo, useState } from "react";
import { addCalendarDays } from "@wordloom/shared/rules";

const useStyles = makeStyles({
  root: { display: "grid", gap: "4px" },
  header: { display: "flex", alignItems: "center", justifyContent: "space-between" },
  grid: { display: "grid", gridTemplateColumns: "repeat(7, 1fr)", gap: "2px", textAlign: "center" },
  day: { minWidth: "0", height: "24px", fontSize: tokens.fontSizeBase200, lineHeight: "24px", borderRadius: tokens.borderRadiusSmall },
  inCampaign: { backgroundColor: tokens.colorNeutralBackground3 },
  withPost: {
    minWidth: "0",
    height: "24px",
    padding: "0",
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  weekday: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3 },
});

const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

interface MiniMonthProps {
  startDate: string;
  endDate: string;
  postDays: readonly { date: string; postId: string }[];
  onOpenPost: (postId: string) => void;
}

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

const shiftMonth = (month: string, by: number) => {
  const [year, monthIndex] = month.split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(year, monthIndex - 1 + by, 1));
  return next.toISOString().slice(0, 7);
};

/** The days of a month, Monday first, padded with nulls. */
export const monthCells = (month: string): (string | null)[] => {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: weekday }, () => null);
  for (let day = first; day.startsWith(month); day = addCalendarDays(day, 1)) {
    cells.push(day);
  }
  return cells;
};

/** The campaign card's mini month calendar (spec 4 §2): a day with a post opens that post. */
export const MiniMonth = ({ startDate, endDate, postDays, onOpenPost }: MiniMonthProps) => {
  const styles = useStyles();
  const firstMonth = startDate.slice(0, 7);
  const lastMonth = endDate.slice(0, 7);
  const [month, setMonth] = useState(firstMonth);
  const byDay = useMemo(() => new Map(postDays.map((entry) => [entry.date, entry.postId])), [postDays]);
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <Button
          size="small"
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label="Previous month"
          disabled={month <= firstMonth}
          onClick={() => setMonth(shiftMonth(month, -1))}
        />
        <Caption1>{monthLabel(month)}</Caption1>
        <Button
          size="small"
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label="Next month"
          disabled={month >= lastMonth}
          onClick={() => setMonth(shiftMonth(month, 1))}
        />
      </div>
      <div className={styles.grid} role="grid" aria-label={`Posts in ${monthLabel(month)}`}>
        {WEEKDAYS.map((weekday) => (
          <span key={weekday} className={styles.weekday} aria-hidden>
            {weekday}
          </span>
        ))}
        {monthCells(month).map((day, index) => {
          if (day === null) {
            return <span key={`pad-${index}`} />;
          }
          const postId = byDay.get(day);
          const label = String(Number(day.slice(8)));
          if (postId) {
            return (
              <Button key={day} className={styles.withPost} aria-label={`Open the post of ${day}`} onClick={() => onOpenPost(postId)}>
                {label}
              </Button>
            );
          }
          const inCampaign = day >= startDate && day <= endDate;
          return (
            <span key={day} className={`${styles.day} ${inCampaign ? styles.inCampaign : ""}`}>
              {label}
            </span>
          );
        })}
      </div>
    </div>
  );
};
