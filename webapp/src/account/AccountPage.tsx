import { Body1, makeStyles, Subtitle1, Title2 } from "@fluentui/react-components";
import { useSession } from "../api/session";
import { FeatureUsageError, FeatureUsageSkeleton } from "./AccountStates";
import { FeatureUsageTable } from "./FeatureUsageTable";
import { PlanSummary } from "./PlanSummary";
import { useAccountUsage } from "./use-account-usage";

const useStyles = makeStyles({
  root: { display: "grid", gap: "16px", maxWidth: "960px" },
  section: { display: "grid", gap: "8px" },
  heading: { margin: 0 },
});

/** app/account: the plan and every feature's usage (spec document 1 §2 and §4). */
export const AccountPage = () => {
  const styles = useStyles();
  const session = useSession();
  const usage = useAccountUsage();
  const exhausted = usage.data?.filter((feature) => feature.entitled && feature.exhausted).length ?? 0;
  return (
    <section className={styles.root} aria-labelledby="account-heading">
      <Title2 as="h2" id="account-heading" className={styles.heading}>
        Account and feature usage
      </Title2>
      {session ? <PlanSummary user={session.user} /> : null}
      <div className={styles.section}>
        <Subtitle1 as="h3" className={styles.heading}>
          Feature usage
        </Subtitle1>
        {usage.data ? (
          <Body1>
            {exhausted === 0 ? "No feature has reached its limit." : `${exhausted} of ${usage.data.length} features reached their limit.`}
          </Body1>
        ) : null}
        {usage.isPending ? (
          <FeatureUsageSkeleton />
        ) : usage.isError ? (
          <FeatureUsageError onRetry={() => void usage.refetch()} />
        ) : (
          <FeatureUsageTable features={usage.data} />
        )}
      </div>
    </section>
  );
};
