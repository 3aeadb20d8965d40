/** Writing Exercises for the creation panes (generate's CreatePaneView): a lazily loaded pane's component. */
export { WritingExercisesPane } from "../panel/WritingExercisesPane";
