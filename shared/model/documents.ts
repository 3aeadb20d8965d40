import { z } from "zod";
import { DEFAULT_DOCUMENT_SORT, DOCUMENT_SORT_VALUES, LIMITS } from "../rules";
import { IdSchema, IsoDateSchema, pageQuery } from "./common";
import { documentText, plainText, singleLine, stripControlCharacters } from "./text";

const L = LIMITS.document;

/** Element types of the editor (spec document 2 §2). */
export const BLOCK_TYPES = [
  "text",
  "heading-one",
  "heading-two",
  "block-quote",
  "left-align",
  "center-align",
  "right-align",
  "bullet-item",
  "nested-bullet-item",
  "number-item",
  "nested-number-item",
  "table-row",
  "horizontal-line",
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const CITATION_TYPES = ["chicago-biblo", "chicago-author", "legal"] as const;

export const CitationDataSchema = z.strictObject({
  citationType: z.enum(CITATION_TYPES),
  author: singleLine(500).optional(),
  title: singleLine(1000).optional(),
  publisher: singleLine(500).optional(),
  year: singleLine(20).optional(),
  page: singleLine(50).optional(),
  accessed: singleLine(50).optional(),
  url: singleLine(2000).optional(),
  code: singleLine(200).optional(),
  section: singleLine(200).optional(),
  bibliography: plainText(4000).optional(),
  footnote: plainText(4000).optional(),
});

/** A run of text with one set of marks (spec document 2 §3). */
export const FragmentSchema = z.strictObject({
  text: documentText(L.maxFragmentChars),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  code: z.boolean().optional(),
  href: singleLine(2000).optional(),
  citation: z.strictObject({ citationIndex: z.number().int().min(0), citationData: CitationDataSchema }).optional(),
});

export const SentenceSchema = z
  .strictObject({
    id: singleLine(64).min(1),
    text: documentText(L.maxFragmentChars * 4),
    fragments: z.array(FragmentSchema).max(L.maxFragmentsPerSentence),
  })
  .refine((sentence) => sentence.fragments.map((fragment) => fragment.text).join("") === sentence.text, {
    message: "Sentence text must equal the text of its fragments",
    path: ["text"],
  });

export const TableCellSchema = z.strictObject({
  sentences: z.array(SentenceSchema).max(L.maxSentencesPerBlock),
});

export const BlockSchema = z.strictObject({
  id: singleLine(64).min(1),
  htmlType: z.enum(BLOCK_TYPES).default("text"),
  sentences: z.array(SentenceSchema).max(L.maxSentencesPerBlock).default([]),
  /** Only for table-row blocks. */
  cells: z.array(TableCellSchema).max(L.maxCellsPerRow).optional(),
  /** Table header row. */
  isHeadNode: z.boolean().optional(),
  blockFontSizePt: z.number().min(1).max(400).optional(),
  blockLineHeight: z.number().min(0.5).max(10).optional(),
});

export const PageSchema = z.strictObject({
  blocks: z.array(BlockSchema).max(L.maxBlocksPerPage),
});

/** Counts the characters of every sentence in a page list (text in table cells included). */
export const countDocumentChars = (pages: readonly z.output<typeof PageSchema>[]): number => {
  let total = 0;
  for (const page of pages) {
    for (const block of page.blocks) {
      for (const sentence of block.sentences) {
        total += sentence.text.length;
      }
      for (const cell of block.cells ?? []) {
        for (const sentence of cell.sentences) {
          total += sentence.text.length;
        }
      }
    }
  }
  return total;
};

export const PagesSchema = z
  .array(PageSchema)
  .max(L.maxPages)
  .refine((pages) => countDocumentChars(pages) <= L.maxTotalChars, {
    message: `A document holds at most ${L.maxTotalChars} characters`,
  });

/** A block as a save stores it: the control characters `documentText` does not keep removed from its text. */
const storedBlock = (block: z.output<typeof BlockSchema>): z.output<typeof BlockSchema> => {
  const sentence = (item: z.output<typeof SentenceSchema>) => ({
    ...item,
    text: stripControlCharacters(item.text),
    fragments: item.fragments.map((fragment) => ({ ...fragment, text: stripControlCharacters(fragment.text) })),
  });
  return {
    ...block,
    sentences: block.sentences.map(sentence),
    ...(block.cells ? { cells: block.cells.map((cell) => ({ sentences: cell.sentences.map(sentence) })) } : {}),
  };
};

/** The pages a save sends, as stored (see `documentText`). */
export const SavedPagesSchema = PagesSchema.transform((pages) => pages.map((page) => ({ blocks: page.blocks.map(storedBlock) })));
/** A block a partial save sends, as stored. */
export const SavedBlockSchema = BlockSchema.transform(storedBlock);

export type Fragment = z.output<typeof FragmentSchema>;
export type Sentence = z.output<typeof SentenceSchema>;
export type Block = z.output<typeof BlockSchema>;
export type Page = z.output<typeof PageSchema>;

export const DOCUMENT_TYPES = ["classic", "workflow"] as const;
export const DOCUMENT_CATEGORIES = ["General", "Communication", "Soft skills"] as const;
export const DEFAULT_DOCUMENT_CATEGORY = "General";
export const VISIBILITIES = ["private", "public"] as const;

/** Titles are non-empty plain text (spec document 2 §5: 'Title Can't be empty!'). */
export const TitleSchema = plainText(L.maxTitleChars)
  .transform((title) => title.replace(/\s+/g, " ").trim())
  .refine((title) => title.length > 0, { message: "Title Can't be empty!" });

export const DocumentSummarySchema = z.object({
  id: IdSchema,
  title: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  category: z.string(),
  visibility: z.enum(VISIBILITIES),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
  deletedAt: IsoDateSchema.nullable(),
  /** The first characters of the body, for list previews. */
  excerpt: z.string(),
  wordCount: z.number().int(),
});

/** What the signed-in user may do with a document, computed by the server's document policy. */
export const DocumentAbilitiesSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  share: z.boolean(),
  publish: z.boolean(),
  invite: z.boolean(),
});

export const DocumentSchema = DocumentSummarySchema.extend({
  pages: z.array(PageSchema),
  version: z.number().int(),
  can: DocumentAbilitiesSchema,
});

export const CreateDocumentBodySchema = z.strictObject({
  title: TitleSchema.optional(),
  type: z.enum(DOCUMENT_TYPES).default("classic"),
  category: z.enum(DOCUMENT_CATEGORIES).optional(),
  pages: SavedPagesSchema.optional(),
});

export const UpdateDocumentBodySchema = z.strictObject({
  title: TitleSchema.optional(),
  category: z.enum(DOCUMENT_CATEGORIES).optional(),
});

export const ReplacePagesBodySchema = z.strictObject({
  pages: SavedPagesSchema,
  /** Optimistic concurrency: the version the client edited; a stale one answers 409. */
  baseVersion: z.number().int().min(0).optional(),
});

export const ListDocumentsQuerySchema = pageQuery(LIMITS.defaultPageSize, LIMITS.maxPageSize).extend({
  sort: z.enum(DOCUMENT_SORT_VALUES).default(DEFAULT_DOCUMENT_SORT),
  q: singleLine(L.maxSearchChars).trim().optional(),
  deleted: z.enum(["0", "1"]).default("0"),
});

export const DocumentListSchema = z.object({
  items: z.array(DocumentSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const DeletedCountSchema = z.object({ deleted: z.number().int() });

export type DocumentSummary = z.output<typeof DocumentSummarySchema>;
export type DocumentDetail = z.output<typeof DocumentSchema>;
export type DocumentAbilities = z.output<typeof DocumentAbilitiesSchema>;
export type ListDocumentsQuery = z.input<typeof ListDocumentsQuerySchema>;

/**
 * Why a block changed when the writer accepted an assistant suggestion (spec document 2 §4:
 * "Replacing a word updates the block and saves with issue type Abusive"; the other tools save
 * their accepted suggestions with their own type). Sent with the save of that block and recorded
 * in the activity log entry of that save.
 */
export const SAVE_ISSUE_TYPES = ["Abusive", "Grammar", "Compliance", "Rephrase", "Idioms", "Refine", "Readability"] as const;
export const SaveIssueTypeSchema = z.enum(SAVE_ISSUE_TYPES);
export type SaveIssueType = z.output<typeof SaveIssueTypeSchema>;

/** One block written by a partial save, at its place in the saved layout. */
export const UpsertedBlockSchema = z.strictObject({
  pageIndex: z
    .number()
    .int()
    .min(0)
    .max(L.maxPages - 1),
  /** The block's index within its page once the save is applied. */
  position: z
    .number()
    .int()
    .min(0)
    .max(L.maxBlocksPerPage - 1),
  /**
   * The block before it in the document (across pages), null for the first block. When every
   * upsert names it, the order is rebuilt from these links, which also holds when blocks were
   * reordered; otherwise blocks are placed by position.
   */
  afterBlockId: singleLine(64).min(1).nullable().optional(),
  block: SavedBlockSchema,
  /** The block changed because an assistant suggestion was accepted (the latest one when several were). */
  issueType: SaveIssueTypeSchema.optional(),
});

const BlockIdSchema = singleLine(64).min(1);
const MAX_BLOCKS = L.maxPages * L.maxBlocksPerPage;

/**
 * A partial save: only the blocks that changed since `baseVersion`. Blocks neither upserted nor
 * removed keep their stored content and their page.
 */
export const SaveBlocksBodySchema = z
  .strictObject({
    /** Optimistic concurrency: the version the client edited; a stale one answers 409. */
    baseVersion: z.number().int().min(0),
    /** The page count after the save, when the layout gained or lost pages. */
    pageCount: z.number().int().min(1).max(L.maxPages).optional(),
    upserted: z.array(UpsertedBlockSchema).max(MAX_BLOCKS),
    removed: z.array(BlockIdSchema).max(MAX_BLOCKS),
  })
  .superRefine((body, context) => {
    const upsertedIds = new Set<string>();
    body.upserted.forEach((entry, index) => {
      if (upsertedIds.has(entry.block.id)) {
        context.addIssue({ code: "custom", message: "A block may be upserted only once", path: ["upserted", index, "block", "id"] });
      }
      upsertedIds.add(entry.block.id);
      if (body.pageCount !== undefined && entry.pageIndex >= body.pageCount) {
        context.addIssue({
          code: "custom",
          message: "The page index must be below the page count",
          path: ["upserted", index, "pageIndex"],
        });
      }
    });
    body.removed.forEach((id, index) => {
      if (upsertedIds.has(id)) {
        context.addIssue({ code: "custom", message: "A block cannot be both upserted and removed", path: ["removed", index] });
      }
    });
  });

/** What a partial save answers: the new version to base the next save on. */
export const SavedBlocksSchema = z.object({ version: z.number().int(), updatedAt: IsoDateSchema });
export type SaveBlocksBody = z.output<typeof SaveBlocksBodySchema>;
export type SavedBlocks = z.output<typeof SavedBlocksSchema>;
