import { Button } from "@fluentui/react-components";
import { TextBulletListSquareRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { isSummaryAvailable, type SummaryAvailability } from "./summary-types";
import { SummaryPopup } from "./SummaryPopup";

/** The Summary button and its popup; renders nothing when no summary engine is available. */
export const SummaryControl = (props: SummaryAvailability) => {
  const [open, setOpen] = useState(false);
  if (!isSummaryAvailable(props)) {
    return null;
  }
  return (
    <>
      <Button data-testid="summary-open" appearance="subtle" icon={<TextBulletListSquareRegular />} onClick={() => setOpen(true)}>
        Summary
      </Button>
      <SummaryPopup load={props.load} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
