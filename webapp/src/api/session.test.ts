import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../test/user";
import { sessionStore } from "./session";

const signIn = () =>
  sessionStore.set({
    accessToken: "a",
    refreshToken: "r",
    accessTokenExpiresAt: "2099-01-01T00:00:00.000Z",
    user: testUser({ fname: "Ada" }),
  });

afterEach(() => sessionStore.clear());

describe("sessionStore.updateUser", () => {
  it("tells nobody when the server describes the same user again", () => {
    signIn();
    const before = sessionStore.get();
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.updateUser(testUser({ fname: "Ada" }));
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
    expect(sessionStore.get()).toBe(before);
  });

  it("stores a changed user and tells the listeners", () => {
    signIn();
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.updateUser(testUser({ fname: "Grace" }));
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sessionStore.get()?.user.fname).toBe("Grace");
    expect(JSON.parse(localStorage.getItem("wordloom.session") ?? "null").user.fname).toBe("Grace");
  });
});
