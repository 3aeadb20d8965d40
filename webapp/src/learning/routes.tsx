import type { RouteObject } from "react-router";
import { sessionStore } from "../api/session";
import { lazyRoute } from "../ui/lazy-route";

/**
 * A learning screen's first requests start as soon as the URL matches, in parallel with its code
 * (as the documents list does); nothing waits for them here.
 */
const prefetch = (which: "prefetchExercises" | "prefetchTimeline") => () => {
  if (sessionStore.get()) {
    import("./prefetch-learning").then((module) => module[which]()).catch(() => undefined);
  }
  return null;
};

/** The learning area's screens under /:product/app (spec document 1 §2, document 3 §2). */
export const learningRoutes: RouteObject[] = [
  {
    path: "timeline",
    loader: prefetch("prefetchTimeline"),
    lazy: lazyRoute(
      () => import("./timeline/TimelinePage"),
      (module) => module.TimelinePage,
    ),
  },
  {
    path: "exercises",
    loader: prefetch("prefetchExercises"),
    lazy: lazyRoute(
      () => import("./exercises/ExercisesPage"),
      (module) => module.ExercisesPage,
    ),
  },
  {
    // A submission opened by its id: the exercises screen with its detail popup.
    path: "exercises/submissions/:submissionId",
    loader: prefetch("prefetchExercises"),
    lazy: lazyRoute(
      () => import("./exercises/ExercisesPage"),
      (module) => module.ExercisesPage,
    ),
  },
  {
    path: "writing-lessons",
    lazy: lazyRoute(
      () => import("./gate/WritingLessonsGatePage"),
      (module) => module.WritingLessonsGatePage,
    ),
  },
];
