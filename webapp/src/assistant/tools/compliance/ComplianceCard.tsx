import { Badge, Button, Text } from "@fluentui/react-components";
import type { AssistantHost } from "../../assistant-host";
import { FindingCard } from "../../ui/FindingCard";
import type { ComplianceItem, ComplianceTab } from "./compliance-items";

interface ComplianceCardProps {
  host: AssistantHost;
  tab: ComplianceTab;
  item: ComplianceItem;
  onAccept: (item: ComplianceItem, replacement: string) => void;
  onDiscard: (item: ComplianceItem) => void;
}

/** One compliance result: accept (mask, correct, replace) or discard; Okay alone when there is no correction. */
export const ComplianceCard = ({ host, tab, item, onAccept, onDiscard }: ComplianceCardProps) => (
  <FindingCard
    host={host}
    span={item}
    label={`${item.title}: ${item.text}`}
    actions={
      item.okayOnly ? (
        <Button size="small" appearance="primary" onClick={() => onDiscard(item)}>
          Okay
        </Button>
      ) : (
        <>
          {item.replacements.map((replacement) => (
            <Button key={replacement} size="small" shape="circular" appearance="primary" onClick={() => onAccept(item, replacement)}>
              {tab === "pii" ? `Mask as ${replacement}` : replacement}
            </Button>
          ))}
          <Button size="small" appearance="subtle" onClick={() => onDiscard(item)}>
            Discard
          </Button>
        </>
      )
    }
  >
    <div style={{ display: "flex", justifyContent: "space-between", gap: 8 }}>
      <Text weight="semibold">{item.text}</Text>
      {item.sensitivity ? (
        <Badge appearance="tint" size="small" color={item.sensitivity === "high" ? "danger" : "warning"}>
          {item.sensitivity}
        </Badge>
      ) : null}
    </div>
    <Text size={200} weight="semibold">
      {item.title}
    </Text>
    {item.detail ? <Text size={200}>{item.detail}</Text> : null}
  </FindingCard>
);
