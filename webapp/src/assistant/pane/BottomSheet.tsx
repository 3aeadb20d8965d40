import { Button, makeStyles, tokens } from "@fluentui/react-components";
import { DismissRegular } from "@fluentui/react-icons";
import { useRef, useState, type PointerEvent, type ReactNode } from "react";
import { swipeCloses } from "./sheet-swipe";

const useStyles = makeStyles({
  backdrop: { position: "fixed", inset: 0, backgroundColor: "rgba(0, 0, 0, 0.25)", zIndex: 1000 },
  sheet: {
    position: "fixed",
    left: 0,
    right: 0,
    bottom: 0,
    maxHeight: "80vh",
    display: "flex",
    flexDirection: "column",
    backgroundColor: tokens.colorNeutralBackground1,
    borderTopLeftRadius: tokens.borderRadiusXLarge,
    borderTopRightRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
    zIndex: 1001,
    touchAction: "none",
  },
  handleRow: { display: "flex", alignItems: "center", justifyContent: "center", padding: "8px", cursor: "grab", position: "relative" },
  handle: { width: "40px", height: "4px", borderRadius: "2px", backgroundColor: tokens.colorNeutralStroke1 },
  close: { position: "absolute", right: "8px" },
  body: { overflowY: "auto", padding: "0 12px 16px", touchAction: "pan-y" },
});

interface BottomSheetProps {
  label: string;
  onClose: () => void;
  children: ReactNode;
}

/** The pane on mobile: a bottom sheet that a swipe down (on its handle) closes. */
export const BottomSheet = ({ label, onClose, children }: BottomSheetProps) => {
  const styles = useStyles();
  const sheet = useRef<HTMLDivElement>(null);
  const drag = useRef<{ y: number; time: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent) => {
    drag.current = { y: event.clientY, time: event.timeStamp };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag.current) {
      setOffset(Math.max(0, event.clientY - drag.current.y));
    }
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = drag.current;
    drag.current = null;
    setOffset(0);
    if (start && swipeCloses(event.clientY - start.y, sheet.current?.offsetHeight ?? 0, event.timeStamp - start.time)) {
      onClose();
    }
  };

  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden />
      <div
        ref={sheet}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className={styles.sheet}
        style={{ transform: `translateY(${offset}px)` }}
      >
        <div
          className={styles.handleRow}
          data-testid="sheet-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <div className={styles.handle} />
          <Button
            className={styles.close}
            appearance="subtle"
            size="small"
            icon={<DismissRegular />}
            aria-label="Close assistant"
            onClick={onClose}
          />
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </>
  );
};
