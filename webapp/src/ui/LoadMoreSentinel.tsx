import { Button } from "@fluentui/react-components";
import { useEffect, useRef } from "react";

/** Spec document 1 §9: more items load when the list is scrolled within 100 px of its end, after 200 ms. */
const TRIGGER_MARGIN_PX = 100;
const LOAD_DELAY_MS = 200;

export const LoadMoreSentinel = ({ hasMore, loading, onLoadMore }: { hasMore: boolean; loading: boolean; onLoadMore: () => void }) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || loading) {
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (entry?.isIntersecting) {
          timer = setTimeout(onLoadMore, LOAD_DELAY_MS);
        }
      },
      { rootMargin: `0px 0px ${TRIGGER_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [hasMore, loading, onLoadMore]);
  if (!hasMore) {
    return null;
  }
  return (
    <div ref={ref} style={{ display: "flex", justifyContent: "center", padding: 12 }}>
      <Button appearance="subtle" onClick={onLoadMore} disabled={loading}>
        {loading ? "Loading…" : "Load more"}
      </Button>
    </div>
  );
};
