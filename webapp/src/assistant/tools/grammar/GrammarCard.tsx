import { Badge, Button, Text } from "@fluentui/react-components";
import { memo } from "react";
import type { GrammarIssue } from "@wordloom/shared/model";
import type { AssistantHost } from "../../assistant-host";
import type { Keyed } from "../../findings";
import { FindingCard } from "../../ui/FindingCard";

export type GrammarItem = Keyed<GrammarIssue>;

interface GrammarCardProps {
  host: AssistantHost;
  item: GrammarItem;
  onAccept: (item: GrammarItem, replacement: string) => void;
  onDiscard: (item: GrammarItem) => void;
}

/**
 * Spec document 3 §2.7: word, short message, category, message, replacement chips or Remove.
 * Memoised: a page of cards must not re-render while the user types.
 */
export const GrammarCard = memo(({ host, item, onAccept, onDiscard }: GrammarCardProps) => (
  <FindingCard
    host={host}
    span={item}
    label={`Grammar: ${item.word}`}
    actions={
      <>
        {item.replacements.length > 0 ? (
          item.replacements.slice(0, 5).map((replacement) => (
            <Button key={replacement} size="small" appearance="primary" shape="circular" onClick={() => onAccept(item, replacement)}>
              {replacement}
            </Button>
          ))
        ) : (
          <Button size="small" appearance="primary" shape="circular" onClick={() => onAccept(item, "")}>
            Remove
          </Button>
        )}
        <Button size="small" appearance="subtle" onClick={() => onDiscard(item)}>
          Discard
        </Button>
      </>
    }
  >
    <div style={{ display: "flex", justifyContent: "space-between", gap: 8, alignItems: "baseline" }}>
      <Text weight="semibold" strikethrough>
        {item.word}
      </Text>
      <Badge appearance="tint" color={item.kind === "style" ? "informative" : "danger"} size="small">
        {item.category}
      </Badge>
    </div>
    <Text size={200} weight="semibold">
      {item.shortMessage}
    </Text>
    <Text size={200}>{item.message}</Text>
  </FindingCard>
));
GrammarCard.displayName = "GrammarCard";
