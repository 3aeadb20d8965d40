import { HatGraduationRegular } from "@fluentui/react-icons";
import type { CreateMenuItem } from "../shell/create-menu-items";

/** Start Writing → Practice writing (spec document 1 §2 Create menu) opens the exercises screen. */
export const learningCreateMenuItems: readonly CreateMenuItem[] = [
  {
    id: "practice-writing",
    group: "Start Writing",
    label: "Practice writing",
    icon: HatGraduationRegular,
    feature: "WritingLessons",
    path: "exercises",
  },
];
