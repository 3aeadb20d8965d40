import { Button, Text } from "@fluentui/react-components";
import { MESSAGES } from "../../messages";

interface PageNavigatorProps {
  pageIndex: number;
  pageCount: number;
  onChange: (pageIndex: number) => void;
}

/** Spec document 3 §2.6: Prev Page and Next Page; at the last page, "End of document reached." */
export const PageNavigator = ({ pageIndex, pageCount, onChange }: PageNavigatorProps) => {
  const last = pageIndex >= pageCount - 1;
  return (
    <nav aria-label="Compliance pages" style={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 8 }}>
      <Button appearance="transparent" size="small" disabled={pageIndex === 0} onClick={() => onChange(pageIndex - 1)}>
        Prev Page
      </Button>
      <Text size={200}>{last ? MESSAGES.endOfDocument : `Page ${pageIndex + 1} of ${pageCount}`}</Text>
      <Button appearance="transparent" size="small" disabled={last} onClick={() => onChange(pageIndex + 1)}>
        Next Page
      </Button>
    </nav>
  );
};
