import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Badge, Text } from "@fluentui/react-components";
import { outOfTen } from "../grades";
import { detailLabel, type RatingGroup } from "./rating-tabs";

const BADGE_COLOR = { good: "success", average: "warning", poor: "danger" } as const;

/** The expandable detail rows of one score group, each with its message. */
export const RatingDetails = ({ group }: { group: RatingGroup }) => (
  <div style={{ display: "grid", gap: 8 }}>
    <Text size={500} weight="semibold" role="status">
      {outOfTen(group.score)}
    </Text>
    <Text size={200}>{group.message}</Text>
    <Accordion multiple collapsible>
      {group.details.map((detail) => (
        <AccordionItem key={detail.name} value={detail.name}>
          <AccordionHeader size="small">
            <span style={{ display: "flex", gap: 8, alignItems: "center" }}>
              {detailLabel(detail.name)} <Text weight="semibold">{outOfTen(detail.score)}</Text>
              <Badge size="small" appearance="tint" color={BADGE_COLOR[detail.score_type]}>
                {detail.score_type}
              </Badge>
            </span>
          </AccordionHeader>
          <AccordionPanel>
            <Text size={200}>{detail.message}</Text>
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  </div>
);
