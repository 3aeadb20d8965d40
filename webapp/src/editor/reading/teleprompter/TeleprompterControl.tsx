import { Button } from "@fluentui/react-components";
import { SlideTextRegular } from "@fluentui/react-icons";
import { useState } from "react";
import type { Page } from "@wordloom/shared/model";
import { TeleprompterOverlay } from "./TeleprompterOverlay";

/** The Teleprompter button and its overlay, for pages that need no other trigger. */
export const TeleprompterControl = ({ pages }: { pages: readonly Page[] }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button data-testid="teleprompter-open" appearance="subtle" icon={<SlideTextRegular />} onClick={() => setOpen(true)}>
        Teleprompter
      </Button>
      {open ? <TeleprompterOverlay pages={pages} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
