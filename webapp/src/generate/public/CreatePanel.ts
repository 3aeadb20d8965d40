export { CreatePanel } from "../panel/CreatePanel";
