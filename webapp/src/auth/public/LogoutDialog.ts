export { LogoutDialog } from "../LogoutDialog";
