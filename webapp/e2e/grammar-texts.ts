/**
 * A paragraph with one style suggestion ("utilize") and one grammar error ("has"): the pane's and the
 * add-in's walks check that style is shown only on request and painted apart from errors.
 */
export const STYLE_AND_ERROR = "We utilize the tool. We has a dog.";
