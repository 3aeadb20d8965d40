export { FreeCombo, type FreeComboProps } from "../FreeCombo";
