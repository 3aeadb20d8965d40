import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { useMemo } from "react";
import type { Page } from "@wordloom/shared/model";
import { compareBlocks } from "./compare-blocks";
import { CompareRow } from "./CompareRow";

const useStyles = makeStyles({
  surface: { maxWidth: "min(1100px, 96vw)", width: "100%" },
  content: { maxHeight: "70vh", overflowY: "auto" },
  table: { width: "100%", borderCollapse: "collapse", tableLayout: "fixed" },
  statusColumn: { width: "120px" },
  heading: {
    position: "sticky",
    top: 0,
    textAlign: "left",
    padding: "8px",
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `2px solid ${tokens.colorNeutralStroke1}`,
  },
});

export interface ComparePopupProps {
  /** The original version. */
  before: readonly Page[];
  /** The modified version. */
  after: readonly Page[];
  open: boolean;
  onClose: () => void;
}

/**
 * The Compare popup (spec document 2 §2): Before and After columns with each block's original and
 * modified text, each block marked unchanged, changed, new (fullnew) or removed, and the changed
 * words highlighted.
 */
export const ComparePopup = ({ before, after, open, onClose }: ComparePopupProps) => {
  const styles = useStyles();
  const rows = useMemo(() => (open ? compareBlocks(before, after) : []), [before, after, open]);
  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Compare</DialogTitle>
          <DialogContent className={styles.content}>
            {rows.length === 0 ? (
              <p>Nothing to compare.</p>
            ) : (
              <table className={styles.table} aria-label="Compare versions">
                <colgroup>
                  <col className={styles.statusColumn} />
                  <col />
                  <col />
                </colgroup>
                <thead>
                  <tr>
                    <th className={styles.heading} scope="col">
                      Status
                    </th>
                    <th className={styles.heading} scope="col">
                      Before
                    </th>
                    <th className={styles.heading} scope="col">
                      After
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <CompareRow key={`${row.status}:${row.id}`} row={row} />
                  ))}
                </tbody>
              </table>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
