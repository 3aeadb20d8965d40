import { DocumentAddRegular } from "@fluentui/react-icons";
import type { CreateMenuItem } from "../shell/create-menu-items";

/** A blank document is created in place (shell/CreateMenu.tsx runs useCreateDocument), not opened as a screen. */
export const documentsCreateMenuItems: readonly CreateMenuItem[] = [
  { id: "blank-document", group: "Start Writing", label: "Blank document", icon: DocumentAddRegular, feature: "DocumentCreation" },
];
