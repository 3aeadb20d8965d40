import type { RouteObject } from "react-router";
import { lazyRoute } from "../ui/lazy-route";

/** The learning area's screens under /:product/app (spec document 1 §2, document 3 §2). */
export const learningRoutes: RouteObject[] = [
  {
    path: "timeline",
    lazy: lazyRoute(
      () => import("./timeline/TimelinePage"),
      (module) => module.TimelinePage,
    ),
  },
  {
    path: "exercises",
    lazy: lazyRoute(
      () => import("./exercises/ExercisesPage"),
      (module) => module.ExercisesPage,
    ),
  },
  {
    // A submission opened by its id: the exercises screen with its detail popup.
    path: "exercises/submissions/:submissionId",
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
