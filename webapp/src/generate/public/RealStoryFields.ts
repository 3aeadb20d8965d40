export { RealStoryFields } from "../panes/RealStoryFields";
