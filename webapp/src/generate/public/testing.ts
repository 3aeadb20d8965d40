/** Test fixtures other features' tests use: AI answers and a signed-in render of a creation pane. */
export { BUILT_IN_TONE_STYLE_LIST, OFFLINE_STATUS } from "../testing/ai-fixtures";
export { renderPane, signInTestUser } from "../testing/render-pane";
