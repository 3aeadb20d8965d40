import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import { deferred, renderWithProviders } from "../../../test/render";
import { isSummaryAvailable, SUMMARY_TOO_SHORT_MESSAGE, type SummaryResult } from "./summary-types";
import { SummaryControl } from "./SummaryControl";
import { SummaryPopup } from "./SummaryPopup";

describe("SummaryPopup", () => {
  it("shows a loading state, then the summary's sentences", async () => {
    const answer = deferred<SummaryResult>();
    renderWithProviders(<SummaryPopup open onClose={() => undefined} load={() => answer.promise} />);
    expect(screen.getByTestId("summary-loading")).toBeTruthy();
    await act(async () => answer.resolve({ sentences: ["First key point.", "Second key point."] }));
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["First key point.", "Second key point."]);
  });

  it("says when the document is too short", async () => {
    renderWithProviders(<SummaryPopup open onClose={() => undefined} load={() => Promise.resolve({ tooShort: true })} />);
    expect(await screen.findByText(SUMMARY_TOO_SHORT_MESSAGE)).toBeTruthy();
    expect(SUMMARY_TOO_SHORT_MESSAGE).toBe("Summary needs at least 5 sentences.");
  });

  it("shows the server's error and loads again on Retry", async () => {
    const load = vi
      .fn<() => Promise<SummaryResult>>()
      .mockRejectedValueOnce(new ApiError(502, "INTERNAL", "Summary engine unavailable"))
      .mockResolvedValueOnce({ sentences: ["Recovered."] });
    renderWithProviders(<SummaryPopup open onClose={() => undefined} load={load} />);
    expect(await screen.findByText("Summary engine unavailable")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Recovered.")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("aborts the request when closed and ignores its answer", async () => {
    const answer = deferred<SummaryResult>();
    let signal: AbortSignal | null = null;
    const load = (received: AbortSignal) => {
      signal = received;
      return answer.promise;
    };
    const { rerender } = renderWithProviders(<SummaryPopup open onClose={() => undefined} load={load} />);
    rerender(<SummaryPopup open={false} onClose={() => undefined} load={load} />);
    expect((signal as AbortSignal | null)?.aborted).toBe(true);
    await act(async () => answer.resolve({ sentences: ["Late."] }));
    expect(screen.queryByText("Late.")).toBeNull();
  });
});

describe("isSummaryAvailable and SummaryControl", () => {
  const load = () => Promise.resolve({ sentences: ["One."] });

  it("offers Summary only with an engine and a loader", () => {
    expect(isSummaryAvailable({ engineAvailable: true, load })).toBe(true);
    expect(isSummaryAvailable({ engineAvailable: false, load })).toBe(false);
    expect(isSummaryAvailable({ engineAvailable: true })).toBe(false);
  });

  it("hides the button without an engine and opens the popup with one", async () => {
    const { rerender } = renderWithProviders(<SummaryControl engineAvailable={false} load={load} />);
    expect(screen.queryByRole("button", { name: "Summary" })).toBeNull();
    rerender(<SummaryControl engineAvailable load={load} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Summary" }));
    expect(await screen.findByText("One.")).toBeTruthy();
  });
});
