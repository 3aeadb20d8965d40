import type { Product } from "@wordloom/shared/rules";
import { appPath } from "../shell/paths";

/** app/timeline: "Your Path to Proficient Writing" (spec document 1 §2, document 3 §2). */
export const timelinePath = (product: Product, options: { questionnaire?: boolean } = {}) =>
  `${appPath(product, "timeline")}${options.questionnaire ? "?questionnaire=1" : ""}`;

/** The exercises screen, optionally opening one type's player (`?type=<id or slug>`). */
export const exercisesPath = (product: Product, options: { type?: string } = {}) =>
  `${appPath(product, "exercises")}${options.type ? `?type=${encodeURIComponent(options.type)}` : ""}`;

/** A submission opened by its id from the route (spec document 3 §2). */
export const submissionPath = (product: Product, submissionId: string) => appPath(product, `exercises/submissions/${submissionId}`);

/** The writing lessons gate: where a 403 for the writing lessons feature sends the learner (spec document 3 §2, §6). */
export const writingLessonsGatePath = (product: Product) => appPath(product, "writing-lessons");

/** An objective slot's `path` is relative to /:product/app/ ("exercises?type=…", "create/blog", "list"). */
export const objectivePath = (product: Product, relative: string) => appPath(product, relative.replace(/^\/+/, ""));
