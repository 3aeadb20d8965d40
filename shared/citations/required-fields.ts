import { CITATION_FIELD_LABELS, fieldValue, type CitationData, type CitationField } from "./fields";

/** Spec document 2 §5, verbatim. */
export const MISSING_FIELDS_PREFIX = "Missing required fields: ";
export const LEGAL_SET_MESSAGE = "One of the following set is required: (Publisher, Year) Or (Accessed date, URL)";

export interface CitationProblem {
  message: string;
  /** The fields to mark in the form. */
  fields: CitationField[];
}

const missingOf = (data: CitationData, fields: readonly CitationField[]) => fields.filter((field) => !fieldValue(data, field));

const missingProblem = (fields: CitationField[]): CitationProblem => ({
  message: `${MISSING_FIELDS_PREFIX}${fields.map((field) => CITATION_FIELD_LABELS[field]).join(", ")}`,
  fields,
});

/**
 * The required-field rules of spec document 2 §5. Chicago bibliography needs author, title,
 * publisher and year; Chicago author-date needs author, title and year, plus the accessed date
 * when a URL is given; Legal needs section and code, plus either publisher and year or the
 * accessed date and URL. Answers the problems in the order the dialog shows them; none is valid.
 */
export const citationProblems = (data: CitationData): CitationProblem[] => {
  switch (data.citationType) {
    case "chicago-biblo": {
      const missing = missingOf(data, ["author", "title", "publisher", "year"]);
      return missing.length > 0 ? [missingProblem(missing)] : [];
    }
    case "chicago-author": {
      const missing = missingOf(data, ["author", "title", "year"]);
      if (fieldValue(data, "url") && !fieldValue(data, "accessed")) {
        missing.push("accessed");
      }
      return missing.length > 0 ? [missingProblem(missing)] : [];
    }
    case "legal": {
      const problems: CitationProblem[] = [];
      const missing = missingOf(data, ["section", "code"]);
      if (missing.length > 0) {
        problems.push(missingProblem(missing));
      }
      const published = missingOf(data, ["publisher", "year"]).length === 0;
      const online = missingOf(data, ["accessed", "url"]).length === 0;
      if (!published && !online) {
        problems.push({ message: LEGAL_SET_MESSAGE, fields: ["publisher", "year", "accessed", "url"] });
      }
      return problems;
    }
  }
};
