import { Button, Text } from "@fluentui/react-components";
import { useState } from "react";
import type { AssistantHost } from "../../assistant-host";
import { FindingCard } from "../../ui/FindingCard";
import type { IdiomCard } from "./idiom-items";

interface IdiomCardViewProps {
  host: AssistantHost;
  card: IdiomCard;
  onReplace: (card: IdiomCard) => void;
}

/** Spec document 3 §2.3: candidate, idiom, meaning and example; "Check Re-Phrased Sentence" and "Replace original". */
export const IdiomCardView = ({ host, card, onReplace }: IdiomCardViewProps) => {
  const [checking, setChecking] = useState(false);
  return (
    <FindingCard
      host={host}
      span={card}
      label={`Idiom: ${card.option.idiom}`}
      actions={
        <>
          <Button size="small" onClick={() => setChecking((shown) => !shown)}>
            Check Re-Phrased Sentence
          </Button>
          <Button size="small" appearance="primary" onClick={() => onReplace(card)}>
            Replace original
          </Button>
        </>
      }
    >
      <Text size={200}>“{card.candidate}”</Text>
      <Text weight="semibold">{card.option.idiom}</Text>
      <Text size={200}>{card.option.meaning}</Text>
      <Text size={200} italic>
        {card.option.example}
      </Text>
      {checking ? (
        <Text size={200} aria-label="Re-phrased sentence">
          {card.option.rephraseSent}
        </Text>
      ) : null}
    </FindingCard>
  );
};
