import { FluentProvider, Portal, makeStyles, useModalAttributes, webDarkTheme } from "@fluentui/react-components";
import { useEffect, useRef, useState } from "react";
import type { Page } from "@wordloom/shared/model";
import { TeleprompterText } from "./TeleprompterText";
import { TeleprompterToolbar } from "./TeleprompterToolbar";
import {
  clampFontSize,
  clampSpeed,
  fontSizeToPixels,
  speedToPixelsPerSecond,
  TELEPROMPTER_FONT_SIZE,
  TELEPROMPTER_SPEED,
} from "./teleprompter-settings";
import { useScrollAnimation } from "./use-scroll-animation";
import { useTeleprompterKeys } from "./use-teleprompter-keys";
import { useWakeLock } from "./use-wake-lock";

/** Where the reading marker sits, from the top of the text window. */
const READING_MARKER_RATIO = 0.35;

const useStyles = makeStyles({
  overlay: { position: "fixed", inset: 0, zIndex: 10000, display: "flex", flexDirection: "column", outline: "none" },
  provider: { display: "flex", flexDirection: "column", height: "100%", backgroundColor: "#000", color: "#fff" },
  // A size container, so the text's padding can be a share of this window's height (cqh).
  viewport: { position: "relative", flex: 1, overflow: "hidden", containerType: "size" },
  marker: {
    position: "absolute",
    left: 0,
    right: 0,
    top: `${READING_MARKER_RATIO * 100}%`,
    height: "0.25em",
    fontSize: "16px",
    backgroundColor: "rgba(255, 214, 0, 0.35)",
    borderLeft: "16px solid #ffd600",
    pointerEvents: "none",
    zIndex: 1,
  },
  mirror: { height: "100%" },
  // The first line starts at the marker; the padding below lets the last line reach it.
  content: {
    maxWidth: "1100px",
    margin: "0 auto",
    boxSizing: "border-box",
    padding: `${READING_MARKER_RATIO * 100}cqh 48px ${(1 - READING_MARKER_RATIO) * 100}cqh`,
    lineHeight: 1.4,
    willChange: "transform",
    overflowWrap: "break-word",
  },
});

export interface TeleprompterOverlayProps {
  pages: readonly Page[];
  onClose: () => void;
  /** 1–50, default 40. */
  initialSpeed?: number;
  /** 1–40, default 36. */
  initialFontSize?: number;
  initialMirrored?: boolean;
}

/**
 * The teleprompter (spec document 2 §4): a full-screen, read-only view of the document that
 * scrolls past a reading marker. Play / Pause, Reset, auto-stop at the end, speed and font size,
 * mirror mode (scaleX(-1) for beam-splitter glass), keyboard shortcuts, and the screen kept awake
 * while it is open. Render it only while open; `onClose` is called by Close and Escape.
 */
export const TeleprompterOverlay = ({
  pages,
  onClose,
  initialSpeed,
  initialFontSize,
  initialMirrored = false,
}: TeleprompterOverlayProps) => {
  const styles = useStyles();
  const [speed, setSpeed] = useState(() => clampSpeed(initialSpeed ?? TELEPROMPTER_SPEED.default));
  const [fontSize, setFontSize] = useState(() => clampFontSize(initialFontSize ?? TELEPROMPTER_FONT_SIZE.default));
  const [mirrored, setMirrored] = useState(initialMirrored);
  const overlayRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Tab stays inside the overlay, as in a dialog.
  const { modalAttributes } = useModalAttributes({ trapFocus: true, alwaysFocusable: true });
  const scroll = useScrollAnimation({ viewportRef, contentRef, pixelsPerSecond: speedToPixelsPerSecond(speed) });

  useWakeLock(true);
  useTeleprompterKeys({
    togglePlay: scroll.toggle,
    faster: () => setSpeed((value) => clampSpeed(value + 1)),
    slower: () => setSpeed((value) => clampSpeed(value - 1)),
    close: onClose,
  });

  // Focus moves into the overlay, so the shortcuts work at once, and goes back where it was on close.
  useEffect(() => {
    const previous = document.activeElement;
    overlayRef.current?.focus();
    return () => {
      if (previous instanceof HTMLElement) {
        previous.focus();
      }
    };
  }, []);

  return (
    <Portal>
      <div
        ref={overlayRef}
        className={styles.overlay}
        role="dialog"
        aria-modal="true"
        aria-label="Teleprompter"
        tabIndex={-1}
        data-testid="teleprompter"
        {...modalAttributes}
      >
        <FluentProvider theme={webDarkTheme} className={styles.provider}>
          <TeleprompterToolbar
            playing={scroll.playing}
            onTogglePlay={scroll.toggle}
            onReset={scroll.reset}
            speed={speed}
            onSpeedChange={(value) => setSpeed(clampSpeed(value))}
            fontSize={fontSize}
            onFontSizeChange={(value) => setFontSize(clampFontSize(value))}
            mirrored={mirrored}
            onMirroredChange={setMirrored}
            onClose={onClose}
          />
          <div ref={viewportRef} className={styles.viewport} data-testid="teleprompter-viewport">
            <div className={styles.marker} data-testid="teleprompter-marker" aria-hidden />
            <div className={styles.mirror} style={{ transform: mirrored ? "scaleX(-1)" : "none" }} data-testid="teleprompter-mirror-frame">
              <div
                ref={contentRef}
                className={styles.content}
                style={{ fontSize: `${fontSizeToPixels(fontSize)}px` }}
                data-testid="teleprompter-text"
              >
                <TeleprompterText pages={pages} />
              </div>
            </div>
          </div>
        </FluentProvider>
      </div>
    </Portal>
  );
};
