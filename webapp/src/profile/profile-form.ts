import { ApiError } from "@wordloom/shared/api";
import { UpdateProfileBodySchema, type User } from "@wordloom/shared/model";
import type { api } from "../api/client";
import { errorMessage } from "../api/errors";

/** What the profile form edits (spec document 1 §3: fname, lname, about, handle). */
export interface ProfileValues {
  fname: string;
  lname: string;
  about: string;
  handle: string;
}
export type ProfileField = keyof ProfileValues;
/** A message per field, plus `form` for problems that belong to no field. */
export type ProfileErrors = Partial<Record<ProfileField | "form", string>>;
export type ProfileChanges = Parameters<typeof api.updateProfile>[0]["body"];

const FIELDS: readonly ProfileField[] = ["fname", "lname", "about", "handle"];
const isProfileField = (key: string): key is ProfileField => (FIELDS as readonly string[]).includes(key);

export const valuesFromUser = (user: User): ProfileValues => ({
  fname: user.fname,
  lname: user.lname,
  about: user.about,
  handle: user.handle ?? "",
});

/** Only what differs from the saved user; an emptied screen name is removed (null). */
export const profileChanges = (values: ProfileValues, user: User): ProfileChanges => {
  const changes: ProfileChanges = {};
  if (values.fname.trim() !== user.fname) {
    changes.fname = values.fname;
  }
  if (values.lname.trim() !== user.lname) {
    changes.lname = values.lname;
  }
  if (values.about !== user.about) {
    changes.about = values.about;
  }
  const handle = values.handle.trim();
  if (handle !== (user.handle ?? "")) {
    changes.handle = handle === "" ? null : handle;
  }
  return changes;
};

/** The same rules the server applies, checked before sending (messages come from the shared schema). */
export const validateProfileChanges = (changes: ProfileChanges): ProfileErrors => {
  const result = UpdateProfileBodySchema.safeParse(changes);
  if (result.success) {
    return {};
  }
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    const field = isProfileField(key) ? key : "form";
    errors[field] ??= issue.message;
  }
  return errors;
};

/** Maps a failed save to the form: 409 HANDLE_TAKEN on the screen name, 400 issues ("body.fname") on their fields. */
export const profileErrorsFromApi = (error: unknown): ProfileErrors => {
  if (!(error instanceof ApiError)) {
    return { form: errorMessage(error) };
  }
  if (error.code === "HANDLE_TAKEN") {
    return { handle: error.message };
  }
  const errors: ProfileErrors = {};
  for (const [path, message] of Object.entries(error.fieldIssues)) {
    const key = path.replace(/^body\./, "").split(".")[0] ?? "";
    if (isProfileField(key)) {
      errors[key] ??= message;
    } else {
      errors.form ??= message;
    }
  }
  return Object.keys(errors).length > 0 ? errors : { form: error.message };
};
