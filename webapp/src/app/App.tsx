import { FluentProvider } from "@fluentui/react-components";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import { AppToaster } from "../ui/AppToaster";
import { appQueryClient } from "./query-client";
import { createRouter } from "./router";
import { useTabsterDummyStyles } from "./tabster-dummy-styles";
import { useAppTheme } from "./theme";
import { UpdatePrompt } from "./UpdatePrompt";

export const App = () => {
  useTabsterDummyStyles();
  const theme = useAppTheme();
  const [router] = useState(createRouter);
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
