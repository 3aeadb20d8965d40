import { describe, expect, it } from "vitest";
import { ApiError, ERROR_MESSAGES } from "@wordloom/shared/api";
import { HANDLE_RULE_MESSAGE } from "@wordloom/shared/rules";
import { profileChanges, profileErrorsFromApi, validateProfileChanges, valuesFromUser } from "./profile-form";
import { testUser } from "../test/user";

describe("profileChanges", () => {
  const user = testUser({ fname: "Ada", lname: "Lovelace", about: "Notes", handle: "ada" });

  it("is empty while nothing changed", () => {
    expect(profileChanges(valuesFromUser(user), user)).toEqual({});
    expect(profileChanges({ ...valuesFromUser(user), fname: " Ada ", handle: " ada " }, user)).toEqual({});
  });

  it("holds only the changed fields", () => {
    expect(profileChanges({ ...valuesFromUser(user), lname: "Byron", about: "" }, user)).toEqual({ lname: "Byron", about: "" });
    expect(profileChanges({ ...valuesFromUser(user), handle: " ada.l " }, user)).toEqual({ handle: "ada.l" });
  });

  it("removes an emptied screen name", () => {
    expect(profileChanges({ ...valuesFromUser(user), handle: "  " }, user)).toEqual({ handle: null });
    const withoutHandle = testUser({ handle: null });
    expect(profileChanges(valuesFromUser(withoutHandle), withoutHandle)).toEqual({});
  });
});

describe("validateProfileChanges", () => {
  it("applies the shared rules with their messages", () => {
    expect(validateProfileChanges({ fname: "Ada", handle: "ada_1" })).toEqual({});
    expect(validateProfileChanges({ fname: "   " })).toEqual({ fname: "Required" });
    expect(validateProfileChanges({ handle: "a!" })).toEqual({ handle: HANDLE_RULE_MESSAGE });
  });
});

describe("profileErrorsFromApi", () => {
  it("puts a 409 HANDLE_TAKEN on the screen name", () => {
    expect(profileErrorsFromApi(new ApiError(409, "HANDLE_TAKEN", ERROR_MESSAGES.HANDLE_TAKEN))).toEqual({
      handle: ERROR_MESSAGES.HANDLE_TAKEN,
    });
  });

  it("maps 400 field issues to their fields", () => {
    const error = new ApiError(400, "VALIDATION_FAILED", ERROR_MESSAGES.VALIDATION_FAILED, {
      issues: [
        { path: ["body", "fname"], message: "Required" },
        { path: ["body", "about"], message: "Must be plain text" },
        { path: ["body", "extra"], message: "Unrecognized key" },
      ],
    });
    expect(profileErrorsFromApi(error)).toEqual({ fname: "Required", about: "Must be plain text", form: "Unrecognized key" });
  });

  it("shows other failures above the form", () => {
    expect(profileErrorsFromApi(new ApiError(500, "INTERNAL", "Something went wrong!"))).toEqual({ form: "Something went wrong!" });
    expect(profileErrorsFromApi(new TypeError("Failed to fetch"))).toEqual({ form: ERROR_MESSAGES.INTERNAL });
  });
});
