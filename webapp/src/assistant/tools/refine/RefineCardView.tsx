import { Button, Text } from "@fluentui/react-components";
import { InfoRegular } from "@fluentui/react-icons";
import { useState } from "react";
import type { AssistantHost } from "../../assistant-host";
import { FindingCard } from "../../ui/FindingCard";
import type { RefineCard, RefineChoice } from "./refine-items";

interface RefineCardViewProps {
  host: AssistantHost;
  card: RefineCard;
  onChoose: (card: RefineCard, choice: RefineChoice) => void;
}

/** A Decorators or Enhancers card; a choice's meaning panel expands on demand. */
export const RefineCardView = ({ host, card, onChoose }: RefineCardViewProps) => {
  const [meaningOf, setMeaningOf] = useState<string | null>(null);
  const meaning = card.choices.find((choice) => choice.label === meaningOf)?.meaning;
  return (
    <FindingCard host={host} span={card} label={`Refine: ${card.text}`}>
      <Text weight="semibold">{card.text}</Text>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 6 }}>
        {card.choices.map((choice) => (
          <span key={choice.label} style={{ display: "inline-flex", alignItems: "center" }}>
            <Button size="small" shape="circular" onClick={() => onChoose(card, choice)}>
              {choice.label}
            </Button>
            <Button
              size="small"
              appearance="transparent"
              icon={<InfoRegular />}
              aria-label={`Meaning of ${choice.label}`}
              aria-expanded={meaningOf === choice.label}
              onClick={() => setMeaningOf((current) => (current === choice.label ? null : choice.label))}
            />
          </span>
        ))}
      </div>
      {meaning ? (
        <Text size={200} role="note">
          {meaningOf}: {meaning}
        </Text>
      ) : null}
    </FindingCard>
  );
};
