import { describe, expect, it } from "vitest";
import { ADMIN_HOME_PATH, safeAdminNext } from "./admin-paths";

describe("safeAdminNext", () => {
  it("follows same-site admin pages", () => {
    expect(safeAdminNext("/admin/users?q=ada")).toBe("/admin/users?q=ada");
    expect(safeAdminNext("/admin")).toBe("/admin");
  });

  it.each([
    null,
    "",
    "https://evil.example/admin/users",
    "//evil.example/admin",
    "/\\evil.example",
    "/writing/app/list",
    "/administrator",
    "/admin/../writing/app/list",
    "/admin/login",
  ])("falls back to the users page for %s", (next) => expect(safeAdminNext(next)).toBe(ADMIN_HOME_PATH));
});
