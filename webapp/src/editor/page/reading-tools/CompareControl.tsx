import { Button } from "@fluentui/react-components";
import { BranchCompareRegular } from "@fluentui/react-icons";
import { useState } from "react";
import type { Page } from "@wordloom/shared/model";
import { ComparePopup } from "../../reading";

interface CompareControlProps {
  /** The document as last loaded from the server. */
  before: readonly Page[];
  /** The pages as they are now; read when the popup opens. */
  currentPages: () => readonly Page[];
}

/** The Compare button: Before (as loaded) and After (as now) per block. */
export const CompareControl = ({ before, currentPages }: CompareControlProps) => {
  const [after, setAfter] = useState<readonly Page[] | null>(null);
  return (
    <>
      <Button data-testid="compare-open" appearance="subtle" icon={<BranchCompareRegular />} onClick={() => setAfter(currentPages())}>
        Compare
      </Button>
      <ComparePopup before={before} after={after ?? []} open={after !== null} onClose={() => setAfter(null)} />
    </>
  );
};
