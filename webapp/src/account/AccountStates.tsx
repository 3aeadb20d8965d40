import { Body1, Button, Skeleton, SkeletonItem, Subtitle2 } from "@fluentui/react-components";

/** Placeholder rows while the usage loads. */
export const FeatureUsageSkeleton = ({ rows = 6 }: { rows?: number }) => (
  <Skeleton aria-label="Loading feature usage">
    {Array.from({ length: rows }, (_unused, index) => (
      <div key={index} style={{ display: "grid", gridTemplateColumns: "1fr 2fr 80px", gap: 16, alignItems: "center", padding: "10px 8px" }}>
        <SkeletonItem size={16} />
        <SkeletonItem size={12} />
        <SkeletonItem size={24} />
      </div>
    ))}
  </Skeleton>
);

export const FeatureUsageError = ({ onRetry }: { onRetry: () => void }) => (
  <div role="alert" style={{ display: "grid", justifyItems: "center", gap: 8, padding: "48px 16px", textAlign: "center" }}>
    <Subtitle2>Could not load your feature usage</Subtitle2>
    <Body1>There was a problem. Please retry.</Body1>
    <Button appearance="primary" onClick={onRetry}>
      Retry
    </Button>
  </div>
);
