import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import { createQueryClient } from "../app/query-client";
import { LimitPrompt } from "./LimitPrompt";
import { limitPrompt } from "./limit-prompt-store";

const renderPrompt = () =>
  render(
    <FluentProvider theme={webLightTheme}>
      <LimitPrompt />
    </FluentProvider>,
  );

afterEach(() => act(() => limitPrompt.close()));

describe("LimitPrompt", () => {
  it("stays closed until a feature's limit is reached", () => {
    renderPrompt();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens for the feature with the spec's message and closes on Not now", async () => {
    renderPrompt();
    act(() => limitPrompt.open("Grammar"));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Grammar limit reached");
    expect(dialog.textContent).toContain("You have exhausted allowed limit for this feature. Kindly upgrade your subscription.");
    expect(screen.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/#contact-us");
    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(limitPrompt.get()).toBeNull();
  });

  it("is opened by any query or mutation that fails with 403 FEATURE_LIMIT", async () => {
    renderPrompt();
    const queryClient = createQueryClient();
    const limitError = new ApiError(403, "FEATURE_LIMIT", "limit", { feature: "DocumentCreation" });
    await act(async () => {
      await queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => Promise.reject(limitError) })
        .execute(undefined)
        .catch(() => undefined);
    });
    expect(limitPrompt.get()).toBe("DocumentCreation");
    expect((await screen.findByRole("dialog")).textContent).toContain("Document creation limit reached");
  });

  it("is not opened by other failures", async () => {
    const queryClient = createQueryClient();
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(new ApiError(403, "FORBIDDEN", "no")) })
      .execute(undefined)
      .catch(() => undefined);
    expect(limitPrompt.get()).toBeNull();
  });
});
