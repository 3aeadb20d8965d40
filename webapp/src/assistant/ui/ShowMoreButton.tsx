import { Button } from "@fluentui/react-components";

export const ShowMoreButton = ({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) => (
  <Button appearance="transparent" size="small" onClick={onToggle}>
    {expanded ? "Show less" : "Show more"}
  </Button>
);
