import { Caption1, makeStyles, Text, tokens } from "@fluentui/react-components";
import type { User } from "@wordloom/shared/model";
import { ACCOUNT_TYPE_LABELS, addonsLabel, PRODUCT_LABELS, TIER_LABELS } from "./plan-labels";

const useStyles = makeStyles({
  list: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))",
    gap: "12px",
    margin: 0,
    padding: "16px",
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  item: { display: "grid", gap: "2px", margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

const validity = (validTo: string | null, now: Date): string => {
  if (!validTo) {
    return "No end date";
  }
  const date = new Date(validTo);
  return date < now ? `Expired on ${dateFormat.format(date)}` : `Until ${dateFormat.format(date)}`;
};

/** The user's plan: subscription product and tier, add-ons, account type and validity. */
export const PlanSummary = ({ user, now = new Date() }: { user: User; now?: Date }) => {
  const styles = useStyles();
  const rows: [string, string][] = [
    ["Subscription", `${PRODUCT_LABELS[user.subscriptionProduct]} · ${TIER_LABELS[user.subscriptionType]}`],
    ["Add-ons", addonsLabel(user.addons)],
    ["Account type", ACCOUNT_TYPE_LABELS[user.accountType]],
    ["Valid", validity(user.subscriptionValidTo, now)],
  ];
  return (
    <dl className={styles.list} aria-label="Your plan">
      {rows.map(([term, value]) => (
        <div key={term} className={styles.item}>
          <dt>
            <Caption1 className={styles.term}>{term}</Caption1>
          </dt>
          <dd className={styles.value}>
            <Text weight="semibold">{value}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
};
