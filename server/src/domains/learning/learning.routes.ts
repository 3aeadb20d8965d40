import type { FastifyInstance } from "fastify";
import { contract } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { requireAdmin, requireUser } from "../../http/authenticate";
import { registerEndpoint } from "../../http/register-endpoint";
import {
  adminCreateExercise,
  adminCreateExerciseType,
  adminDeleteExercise,
  adminDeleteExerciseType,
  adminListExercises,
  adminListExerciseTypes,
  adminUpdateExercise,
  adminUpdateExerciseType,
} from "./admin-catalogue";
import { listExerciseTypes, pickExercise } from "./exercise-catalogue";
import { answerQuestionnaire, getJourney, getQuestionnaire, startObjective } from "./journey-view";
import {
  createSubmission,
  getSubmission,
  listSubmissions,
  resubmitSubmission,
  smartEditSubmission,
  submitSubmission,
  takeExtension,
  takeHint,
} from "./submissions";

/** Exercises, submissions, the journey and the questionnaire. Who may do what: submission.policy.ts and friends. */
export const learningRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const user = (request: Parameters<typeof requireUser>[0]) => requireUser(request).user;

  registerEndpoint(app, ctx, contract.listExerciseTypes, async ({ request }) => listExerciseTypes(ctx, user(request)));
  registerEndpoint(app, ctx, contract.pickExercise, async ({ request, params }) => pickExercise(ctx, user(request), params.id));
  registerEndpoint(app, ctx, contract.createSubmission, async ({ request, body }) => createSubmission(ctx, user(request), body));
  registerEndpoint(app, ctx, contract.listSubmissions, async ({ request }) => ({ items: await listSubmissions(ctx, user(request)) }));
  registerEndpoint(app, ctx, contract.getSubmission, async ({ request, params }) => getSubmission(ctx, user(request), params.id));
  registerEndpoint(app, ctx, contract.submitSubmission, async ({ request, params, body }) =>
    submitSubmission(ctx, user(request), params.id, body),
  );
  registerEndpoint(app, ctx, contract.resubmitSubmission, async ({ request, params }) => resubmitSubmission(ctx, user(request), params.id));
  registerEndpoint(app, ctx, contract.getHint, async ({ request, params }) => takeHint(ctx, user(request), params.id));
  registerEndpoint(app, ctx, contract.takeExtension, async ({ request, params }) => takeExtension(ctx, user(request), params.id));
  registerEndpoint(app, ctx, contract.smartEditSubmission, async ({ request, params }) =>
    smartEditSubmission(ctx, user(request), params.id),
  );
  registerEndpoint(app, ctx, contract.getJourney, async ({ request }) => getJourney(ctx, user(request)));
  registerEndpoint(app, ctx, contract.startObjective, async ({ request, params }) => startObjective(ctx, user(request), params.id));
  registerEndpoint(app, ctx, contract.getQuestionnaire, async ({ request }) => getQuestionnaire(ctx, user(request)));
  registerEndpoint(app, ctx, contract.answerQuestionnaire, async ({ request, body }) => answerQuestionnaire(ctx, user(request), body));
};

/** The admin area's catalogue editor. */
export const adminLearningRoutes = (app: FastifyInstance, ctx: AppContext) => {
  registerEndpoint(app, ctx, contract.adminListExerciseTypes, async ({ request }) => {
    requireAdmin(request);
    return { items: await adminListExerciseTypes(ctx) };
  });
  registerEndpoint(app, ctx, contract.adminCreateExerciseType, async ({ request, body }) => {
    requireAdmin(request);
    return adminCreateExerciseType(ctx, body);
  });
  registerEndpoint(app, ctx, contract.adminUpdateExerciseType, async ({ request, params, body }) => {
    requireAdmin(request);
    return adminUpdateExerciseType(ctx, params.id, body);
  });
  registerEndpoint(app, ctx, contract.adminDeleteExerciseType, async ({ request, params }) => {
    requireAdmin(request);
    await adminDeleteExerciseType(ctx, params.id);
    return { ok: true as const };
  });
  registerEndpoint(app, ctx, contract.adminListExercises, async ({ request, params }) => {
    requireAdmin(request);
    return { items: await adminListExercises(ctx, params.id) };
  });
  registerEndpoint(app, ctx, contract.adminCreateExercise, async ({ request, params, body }) => {
    requireAdmin(request);
    return adminCreateExercise(ctx, params.id, body);
  });
  registerEndpoint(app, ctx, contract.adminUpdateExercise, async ({ request, params, body }) => {
    requireAdmin(request);
    return adminUpdateExercise(ctx, params.id, body);
  });
  registerEndpoint(app, ctx, contract.adminDeleteExercise, async ({ request, params }) => {
    requireAdmin(request);
    await adminDeleteExercise(ctx, params.id);
    return { ok: true as const };
  });
};
