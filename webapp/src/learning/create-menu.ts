import { HatGraduationRegular } from "@fluentui/react-icons";
import type { CreateMenuItem } from "../shell/create-menu-items";

/**
 * Start Writing → Practice writing (spec document 1 §2 Create menu): the Writing Exercises creation
 * pane (document 3 §2.9), on its create route and in the editor's Create panel.
 */
export const learningCreateMenuItems: readonly CreateMenuItem[] = [
  {
    id: "writing-exercises",
    group: "Start Writing",
    label: "Practice writing",
    icon: HatGraduationRegular,
    feature: "WritingLessons",
    path: "create/writing-exercises",
  },
];
