export { LimitPrompt } from "../LimitPrompt";
