import { Badge, Button, Caption1, MessageBar, MessageBarBody, makeStyles } from "@fluentui/react-components";
import type { Post } from "@wordloom/shared/model";
import {
  CAMPAIGN_MESSAGES,
  PLATFORM_NAMES,
  formatUsd,
  X_POST_PRICE_USD,
  xPostPrice,
  type PostCheckResult,
  type PublishingPlatformId,
} from "@wordloom/shared/rules";

const useStyles = makeStyles({
  root: { display: "grid", gap: "6px" },
  row: { display: "flex", gap: "8px", alignItems: "center", flexWrap: "wrap" },
});

interface PlatformChecksProps {
  checks: PostCheckResult;
  post: Post;
  xText: string;
  onGenerateForX: () => void;
}

/**
 * Per-platform checks against the registry (spec 4 §5): each chosen account publishable or marked
 * "not publishable" with the reasons, an offer to generate different content for X, the post's
 * blocking problems, the duplicate / too-close warnings and X's price where a link makes it dearer.
 */
export const PlatformChecks = ({ checks, post, xText, onGenerateForX }: PlatformChecksProps) => {
  const styles = useStyles();
  const onX = checks.targets.some((target) => target.platform === "x");
  const xBlocked = checks.targets.some((target) => target.platform === "x" && !target.publishable);
  const hasLink = post.media.some((item) => item.kind === "url");
  const price = onX ? xPostPrice(xText, hasLink) : null;
  const general = checks.problems.filter((problem) => !problem.accountId);
  return (
    <div className={styles.root} aria-label="Checks">
      {checks.targets.map((target) => (
        <div key={`${target.accountId}-${target.platform}`} className={styles.row}>
          <Badge appearance="tint" color={target.publishable ? "success" : "danger"}>
            {target.publishable ? "Publishable" : "Not publishable"}
          </Badge>
          <Caption1>{PLATFORM_NAMES[target.platform as PublishingPlatformId]}</Caption1>
          {target.reasons.map((reason) => (
            <Caption1 key={reason}>{reason}</Caption1>
          ))}
        </div>
      ))}
      {xBlocked ? (
        <div>
          <Button size="small" onClick={onGenerateForX}>
            {CAMPAIGN_MESSAGES.generateDifferent}
          </Button>
        </div>
      ) : null}
      {general.map((problem) => (
        <MessageBar key={problem.code} intent="error">
          <MessageBarBody>{problem.message}</MessageBarBody>
        </MessageBar>
      ))}
      {[...checks.warnings, ...post.notes].map((note) => (
        <MessageBar key={note} intent="warning">
          <MessageBarBody>{note}</MessageBarBody>
        </MessageBar>
      ))}
      {post.warnings
        .filter((warning) => warning.code !== "x_price")
        .map((warning) => (
          <MessageBar key={warning.code} intent="warning">
            <MessageBarBody>{warning.message}</MessageBarBody>
          </MessageBar>
        ))}
      {price !== null ? (
        <Caption1>
          {price > X_POST_PRICE_USD.plain ? CAMPAIGN_MESSAGES.xPrice(formatUsd(price)) : `Posting this on X costs ${formatUsd(price)}.`}
        </Caption1>
      ) : null}
    </div>
  );
};
