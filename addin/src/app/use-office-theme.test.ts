import { act, renderHook } from "@testing-library/react";
import { webDarkTheme, webLightTheme } from "@fluentui/react-components";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeWordHost, installFakeWordHost, uninstallFakeWordHost } from "../../test/fake-word/host";
import { DARK_THEME, LIGHT_THEME } from "../../test/fake-word/office";
import { useOfficeTheme } from "./use-office-theme";

afterEach(() => uninstallFakeWordHost());

describe("useOfficeTheme", () => {
  it("follows Word's theme, re-reading it on focus and when the pane becomes visible", () => {
    const host = createFakeWordHost();
    installFakeWordHost(host);
    const { result } = renderHook(() => useOfficeTheme(true));
    expect(result.current).toBe(webLightTheme);

    host.control.theme = { ...DARK_THEME };
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    expect(result.current).toBe(webDarkTheme);

    host.control.theme = { ...LIGHT_THEME };
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(result.current).toBe(webLightTheme);
  });

  it("is light outside Office", () => {
    const { result } = renderHook(() => useOfficeTheme(false));
    expect(result.current).toBe(webLightTheme);
  });
});
