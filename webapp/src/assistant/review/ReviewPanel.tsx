import { Button, makeStyles, Text, tokens } from "@fluentui/react-components";
import { useCallback, useState, type ComponentType } from "react";
import type { AssistantContext, AssistantHost } from "../assistant-host";
import { REVIEW_TILES, type ReviewView } from "./review-views";
import { EmotionsView } from "./views/EmotionsView";
import { EngagementView } from "./views/EngagementView";
import { FactsView } from "./views/FactsView";
import { PositivityView } from "./views/PositivityView";
import { QualityView } from "./views/QualityView";
import { ToxicityView } from "./views/ToxicityView";
import type { GraphViewProps } from "./views/view-props";

const VIEWS: Record<ReviewView, ComponentType<GraphViewProps>> = {
  engagement: EngagementView,
  positivity: PositivityView,
  emotions: EmotionsView,
  toxicity: ToxicityView,
  facts: FactsView,
  quality: QualityView,
};

const useStyles = makeStyles({
  tiles: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
    gap: "8px",
    margin: 0,
    padding: 0,
    listStyleType: "none",
  },
  tile: {
    display: "grid",
    justifyItems: "start",
    gap: "4px",
    width: "100%",
    height: "100%",
    padding: "12px",
    textAlign: "left",
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

interface ReviewPanelProps {
  host: AssistantHost;
  context: AssistantContext;
}

/** The Review mode (spec document 2 §2): graph tiles, each opening a full view with a back arrow. */
export const ReviewPanel = ({ host, context }: ReviewPanelProps) => {
  const styles = useStyles();
  const [view, setView] = useState<ReviewView | null>(null);
  const back = useCallback(() => setView(null), []);

  if (view) {
    const View = VIEWS[view];
    return <View host={host} context={context} onBack={back} />;
  }
  return (
    <ul aria-label="Review graphs" className={styles.tiles}>
      {REVIEW_TILES.map((tile) => (
        <li key={tile.id}>
          <Button appearance="secondary" className={styles.tile} onClick={() => setView(tile.id)}>
            <Text weight="semibold">{tile.title}</Text>
            <Text size={200}>{tile.description}</Text>
          </Button>
        </li>
      ))}
    </ul>
  );
};
