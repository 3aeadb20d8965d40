import { FluentProvider } from "@fluentui/react-components";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import { AppToaster } from "../ui/AppToaster";
import { appQueryClient } from "./query-client";
import type { AppRouter } from "./router";
import { useTabsterDummyStyles } from "./tabster-dummy-styles";
import { useAppTheme } from "./theme";
import { UpdatePrompt } from "./UpdatePrompt";

/** The app around its router (main.tsx creates the router before the first render, see there). */
export const App = ({ router }: { router: AppRouter }) => {
  useTabsterDummyStyles();
  const theme = useAppTheme();
  return (
    <FluentProvider theme={theme} style={{ minHeight: "100vh" }}>
      <ErrorBoundary>
        <QueryClientProvider client={appQueryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ErrorBoundary>
      <AppToaster />
      <UpdatePrompt />
    </FluentProvider>
  );
};
