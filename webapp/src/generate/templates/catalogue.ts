import type { Template, TemplateCatalogue } from "./types";

/** Spec document 3 §8: the empty state of a category or child box. */
export const NO_TEMPLATES_MESSAGE = "No Template Data Found for this Category !";

/** The templates of one child box, in catalogue order. */
export const templatesIn = (catalogue: TemplateCatalogue, category: string, subcategory: string): Template[] =>
  catalogue.templates.filter((template) => template.category === category && template.subcategory === subcategory);

/** How many templates a box holds, for its caption. */
export const countInCategory = (catalogue: TemplateCatalogue, category: string): number =>
  catalogue.templates.filter((template) => template.category === category).length;

/** Templates whose category or child box the catalogue does not list (a data mistake; tests keep it empty). */
export const unplacedTemplates = (catalogue: TemplateCatalogue): Template[] =>
  catalogue.templates.filter(
    (template) =>
      !catalogue.categories.some(
        (category) => category.name === template.category && category.subcategories.includes(template.subcategory),
      ),
  );
