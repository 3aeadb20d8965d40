import { Body1, Button, Skeleton, SkeletonItem, Subtitle2 } from "@fluentui/react-components";
import type { ReactNode } from "react";

/** Placeholder rows while the first page loads. */
export const DocumentListSkeleton = ({ rows = 4 }: { rows?: number }) => (
  <Skeleton aria-label="Loading documents">
    {Array.from({ length: rows }, (_unused, index) => (
      <div key={index} style={{ display: "grid", gap: 6, padding: "12px 14px" }}>
        <SkeletonItem size={16} style={{ width: "40%" }} />
        <SkeletonItem size={12} style={{ width: "80%" }} />
      </div>
    ))}
  </Skeleton>
);

export const EmptyState = ({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: { label: string; onClick: () => void };
}): ReactNode => (
  <div role="status" style={{ display: "grid", justifyItems: "center", gap: 8, padding: "48px 16px", textAlign: "center" }}>
    <Subtitle2>{title}</Subtitle2>
    <Body1>{message}</Body1>
    {action ? (
      <Button appearance="primary" onClick={action.onClick}>
        {action.label}
      </Button>
    ) : null}
  </div>
);
