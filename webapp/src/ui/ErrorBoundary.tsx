import { Button, Title3 } from "@fluentui/react-components";
import { Component, type ErrorInfo, type ReactNode } from "react";

interface State {
  error: Error | null;
}

/** Catches render errors anywhere below it and offers a reload instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unexpected error", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) {
      return this.props.children;
    }
    return (
      <div role="alert" style={{ display: "grid", placeItems: "center", minHeight: "60vh", gap: 12, textAlign: "center" }}>
        <Title3>Something went wrong!</Title3>
        <p>Your documents are saved on the server. Reload the page to continue.</p>
        <Button appearance="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    );
  }
}
