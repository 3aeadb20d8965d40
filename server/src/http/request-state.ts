import type { FeatureName } from "@wordloom/shared/rules";
import type { UseSource } from "../domains/account/feature-usage";
import type { Principal } from "../domains/auth/sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** Who is calling; set by the authenticate step of routes that need a session. */
    principal: Principal | null;
    /** A feature use reserved before the handler ran; refunded if the call fails. */
    featureUse: { feature: FeatureName; userId: string; source: UseSource } | null;
  }
}
