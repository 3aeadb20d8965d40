import { useLayoutEffect, useState, type RefObject } from "react";
import { PAGE_WIDTH } from "./geometry";

/** Below this the pages stay this size and their column scrolls sideways (text would be too small to read). */
export const MIN_PAGE_SCALE = 0.5;

/** How much to shrink a page to fit a column this wide: 1 when it fits, never below MIN_PAGE_SCALE. */
export const pageScaleFor = (columnWidth: number): number =>
  columnWidth >= PAGE_WIDTH || columnWidth <= 0 ? 1 : Math.max(MIN_PAGE_SCALE, Math.floor((columnWidth / PAGE_WIDTH) * 1000) / 1000);

/**
 * The scale at which the pages fit the element's width, following its size (the assistant pane
 * beside the page on a laptop screen leaves less than a page's width).
 */
export const usePageScale = (column: RefObject<HTMLElement | null>): number => {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = column.current;
    if (!element) {
      return;
    }
    const update = () => setScale(pageScaleFor(element.clientWidth));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [column]);
  return scale;
};
