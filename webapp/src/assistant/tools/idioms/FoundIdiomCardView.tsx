import { Text } from "@fluentui/react-components";
import type { AssistantHost } from "../../assistant-host";
import { FindingCard } from "../../ui/FindingCard";
import type { FoundIdiomCard } from "./idiom-items";

/** Said of a phrase on the no-cliches list that has no curated meaning. */
export const CLICHE_NOTE = "A cliché: a worn phrase that plainer words often say better.";

/** An idiom already in the text (spec document 3 §2.3): its words, the idiom, its meaning and an example. */
export const FoundIdiomCardView = ({ host, card }: { host: AssistantHost; card: FoundIdiomCard }) => {
  const { finding } = card;
  return (
    <FindingCard host={host} span={card} label={`Idiom found: ${card.text}`}>
      <Text size={200}>“{card.text}”</Text>
      <Text weight="semibold">{finding.idiom}</Text>
      {finding.meaning ? <Text size={200}>{finding.meaning}</Text> : null}
      {finding.example ? (
        <Text size={200} italic>
          {finding.example}
        </Text>
      ) : null}
      {finding.isCliche ? <Text size={200}>{finding.meaning ? "Also on the list of clichés to avoid." : CLICHE_NOTE}</Text> : null}
    </FindingCard>
  );
};
