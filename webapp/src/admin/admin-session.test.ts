import { afterEach, describe, expect, it } from "vitest";
import { ADMIN_SESSION_KEY, adminSessionStore } from "./admin-session";
import { adminSessionFixture } from "./test-fixtures";

afterEach(() => adminSessionStore.clear("expired"));

describe("adminSessionStore", () => {
  it("keeps the admin session in localStorage (shared by the browser's tabs), apart from the user session", () => {
    const session = adminSessionFixture();
    adminSessionStore.set(session);
    expect(JSON.parse(localStorage.getItem(ADMIN_SESSION_KEY) ?? "null")).toEqual(session);
    expect(localStorage.getItem("wordloom.session")).toBeNull();
    expect(adminSessionStore.ended()).toBeNull();
  });

  it("forgets the session and remembers why it ended", () => {
    adminSessionStore.set(adminSessionFixture());
    adminSessionStore.clear("signed-out");
    expect(adminSessionStore.get()).toBeNull();
    expect(adminSessionStore.ended()).toBe("signed-out");
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();
  });

  it("follows another tab signing out", () => {
    adminSessionStore.set(adminSessionFixture());
    localStorage.removeItem(ADMIN_SESSION_KEY);
    window.dispatchEvent(new StorageEvent("storage", { key: ADMIN_SESSION_KEY, newValue: null }));
    expect(adminSessionStore.get()).toBeNull();
    expect(adminSessionStore.ended()).toBe("signed-out");
  });
});
