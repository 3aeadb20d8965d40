import { Spinner } from "@fluentui/react-components";

export const Loading = ({ label = "Loading" }: { label?: string }) => (
  <div style={{ display: "grid", placeItems: "center", minHeight: "40vh" }}>
    <Spinner label={label} />
  </div>
);
