import type { FastifyInstance } from "fastify";
import { contract } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { requireUser } from "../../http/authenticate";
import { registerEndpoint } from "../../http/register-endpoint";
import { removeProfilePicture, setProfilePicture } from "./profile-picture";
import { presentUser } from "./present-user";
import { checkHandleAvailability, updateProfile } from "./update-profile";

export const meRoutes = (app: FastifyInstance, ctx: AppContext) => {
  registerEndpoint(app, ctx, contract.me, async ({ request }) => presentUser(requireUser(request).user));

  registerEndpoint(app, ctx, contract.updateProfile, ({ body, request }) => updateProfile(ctx, requireUser(request).user, body));

  registerEndpoint(app, ctx, contract.handleAvailability, ({ query, request }) =>
    checkHandleAvailability(ctx, requireUser(request).user, query.handle),
  );

  registerEndpoint(app, ctx, contract.uploadProfilePicture, async ({ file, request }) => {
    const bytes = await file.toBuffer();
    if (file.file.truncated) {
      throw new AppError("PAYLOAD_TOO_LARGE", "Image size limit of 8MB exceeded.");
    }
    return setProfilePicture(ctx, requireUser(request).user, bytes);
  });

  registerEndpoint(app, ctx, contract.deleteProfilePicture, ({ request }) => removeProfilePicture(ctx, requireUser(request).user));
};
