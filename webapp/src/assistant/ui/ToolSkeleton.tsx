import { Skeleton, SkeletonItem } from "@fluentui/react-components";

/** Spec document 3 §2.1: while content is not ready, 4 skeleton rows. */
export const ToolSkeleton = () => (
  <Skeleton aria-label="Loading" role="progressbar" style={{ display: "grid", gap: 12 }}>
    {[0, 1, 2, 3].map((row) => (
      <SkeletonItem key={row} size={48} data-testid="skeleton-row" />
    ))}
  </Skeleton>
);
