import { Badge, Body1, Button, Caption1, Card, CardFooter, CardHeader, Link, makeStyles, Text, tokens } from "@fluentui/react-components";
import type { Finding } from "../checks/findings";
import { MESSAGES } from "../checks/messages";

const useStyles = makeStyles({
  card: { width: "100%", boxSizing: "border-box" },
  title: { overflowWrap: "anywhere", fontWeight: tokens.fontWeightSemibold },
  body: { display: "grid", gap: tokens.spacingVerticalXS },
  footer: { flexWrap: "wrap", gap: tokens.spacingHorizontalXS },
  sources: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: "grid", gap: tokens.spacingVerticalXXS },
});

export interface FindingCardProps {
  finding: Finding;
  /** The finding has a Word range: accepting and showing it in the document work. */
  located: boolean;
  onAccept: (replacement: string) => void;
  onDiscard: () => void;
  onShow: () => void;
}

const truncate = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** One finding: the flagged text, what is wrong, and Accept (per suggestion) / Discard. */
export const FindingCard = ({ finding, located, onAccept, onDiscard, onShow }: FindingCardProps) => {
  const styles = useStyles();
  const acceptLabels = finding.okayOnly
    ? []
    : finding.removable
      ? [{ label: MESSAGES.remove, value: "" }]
      : finding.suggestions.map((value) => ({ label: value, value }));
  return (
    <Card size="small" className={styles.card} aria-label={finding.title}>
      <CardHeader
        header={
          located ? (
            <Link as="button" className={styles.title} onClick={onShow} title="Show in the document">
              {truncate(finding.title)}
            </Link>
          ) : (
            <Text className={styles.title}>{truncate(finding.title)}</Text>
          )
        }
        description={finding.summary ? <Caption1>{finding.summary}</Caption1> : undefined}
        action={
          finding.badge ? (
            <Badge appearance="tint" shape="rounded" color={finding.grammarKind === "style" ? "informative" : "brand"}>
              {finding.badge}
            </Badge>
          ) : undefined
        }
      />
      <div className={styles.body}>
        {finding.message ? <Body1>{finding.message}</Body1> : null}
        {finding.score !== undefined ? <Caption1>{`Score ${Math.round(finding.score)}%`}</Caption1> : null}
        {finding.sources && finding.sources.length > 0 ? (
          <ul className={styles.sources}>
            {finding.sources.map((source, index) => (
              <li key={index}>
                <Caption1>
                  {`${Math.round(source.score)}% · ${source.description}`}
                  {source.url ? (
                    <>
                      {" · "}
                      <Link href={source.url} target="_blank" rel="noreferrer">
                        Source
                      </Link>
                    </>
                  ) : null}
                </Caption1>
              </li>
            ))}
          </ul>
        ) : null}
        {finding.reasons && finding.reasons.length > 0 ? <Caption1>{finding.reasons.join(" · ")}</Caption1> : null}
      </div>
      <CardFooter className={styles.footer}>
        {acceptLabels.map(({ label, value }) => (
          <Button
            key={label}
            size="small"
            appearance="primary"
            disabled={!located}
            onClick={() => onAccept(value)}
            aria-label={`Accept ${label}`}
          >
            {label}
          </Button>
        ))}
        <Button size="small" onClick={onDiscard}>
          {finding.okayOnly ? "Okay" : "Discard"}
        </Button>
      </CardFooter>
    </Card>
  );
};
