import { Skeleton, SkeletonItem } from "@fluentui/react-components";

/** Four skeleton rows while results load (spec document 3 §2.1). */
export const ResultsSkeleton = () => (
  <Skeleton aria-label="Checking" style={{ display: "grid", gap: 12 }}>
    {[0, 1, 2, 3].map((row) => (
      <div key={row} style={{ display: "grid", gap: 6 }}>
        <SkeletonItem size={16} style={{ width: "45%" }} />
        <SkeletonItem size={12} />
      </div>
    ))}
  </Skeleton>
);
