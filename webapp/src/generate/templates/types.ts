/** Which catalogue a template belongs to (spec document 3 §3 Template: title, message, tags, category, type). */
type TemplateType = "memoir" | "message" | "email-leader" | "email-subordinate";

export interface Template {
  id: string;
  title: string;
  /** The text loaded into the editor; [Square brackets] mark what to fill in. */
  message: string;
  tags: readonly string[];
  /** The box in the grid. */
  category: string;
  /** The child box inside the category. */
  subcategory: string;
  type: TemplateType;
}

export interface TemplateCategory {
  name: string;
  description: string;
  /** The child boxes, in order. */
  subcategories: readonly string[];
}

/** One catalogue: the box grid, and its templates. */
export interface TemplateCatalogue {
  type: TemplateType;
  title: string;
  categories: readonly TemplateCategory[];
  templates: readonly Template[];
}
