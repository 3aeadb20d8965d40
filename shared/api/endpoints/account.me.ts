import { HandleAvailabilityQuerySchema, HandleAvailabilitySchema, UpdateProfileBodySchema, UserSchema } from "../../model";
import { LIMITS } from "../../rules";
import { endpoint } from "../contract";

export const meEndpoints = {
  me: endpoint({
    method: "GET",
    path: "/api/me",
    summary: "The signed-in user with plan and feature flags",
    tag: "profile",
    auth: "user",
    response: UserSchema,
    errors: ["UNAUTHENTICATED"],
  }),
  updateProfile: endpoint({
    method: "PATCH",
    path: "/api/me",
    summary: "Update names, about, screen name or selected product",
    tag: "profile",
    auth: "user",
    body: UpdateProfileBodySchema,
    response: UserSchema,
    errors: ["VALIDATION_FAILED", "UNAUTHENTICATED", "HANDLE_TAKEN", "BAD_REQUEST"],
  }),
  handleAvailability: endpoint({
    method: "GET",
    path: "/api/me/handle-availability",
    summary: "Whether a screen name is valid and free",
    tag: "profile",
    auth: "user",
    query: HandleAvailabilityQuerySchema,
    response: HandleAvailabilitySchema,
    errors: ["VALIDATION_FAILED", "UNAUTHENTICATED"],
  }),
  uploadProfilePicture: endpoint({
    method: "POST",
    path: "/api/me/profile-picture",
    summary:
      "Upload a profile picture (JPEG, PNG, WebP or GIF; at most 8 MB and 50 megapixels; stored re-encoded as WebP within 512 × 512)",
    tag: "profile",
    auth: "user",
    multipart: { field: "file", maxBytes: LIMITS.imageUploadBytes },
    response: UserSchema,
    errors: ["BAD_REQUEST", "UNAUTHENTICATED", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "IMAGE_TOO_LARGE"],
  }),
  deleteProfilePicture: endpoint({
    method: "DELETE",
    path: "/api/me/profile-picture",
    summary: "Remove the profile picture",
    tag: "profile",
    auth: "user",
    response: UserSchema,
    errors: ["UNAUTHENTICATED"],
  }),
};
