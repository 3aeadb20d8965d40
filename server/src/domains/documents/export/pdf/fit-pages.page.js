// @ts-check
/* exported fitPages */
// Runs in the print page, not in Node: fit-pages.ts reads this file as text and pdf-renderer.ts
// evaluates it there. It stays a plain browser script (no import/export, no transpiling), so no
// bundler or tsx helper can leak into it; tsconfig.page-scripts.json type-checks it.

/**
 * Mirrors FitGeometry in fit-pages.ts.
 * @typedef {object} FitGeometry
 * @property {number} pageHeight
 * @property {number} padding
 * @property {number} noteLine
 */

/**
 * Mirrors FitResult in fit-pages.ts.
 * @typedef {object} FitResult
 * @property {number} pageCount
 * @property {number} splits Blocks cut between lines (text) or between rows (tables).
 */

/**
 * The stored pages come from the editor's paginator, which splits a text block taller than the
 * space left between lines and a table between rows; a stored page keeps such a block whole on the
 * page it starts. This pass does the same on the printed sheets: a page whose content runs past its
 * bottom edge (50 px padding plus 19 px per note on the page) has its overflowing block cut at the
 * last line or row that fits, with the DOM split by Range.extractContents (inline marks and links
 * carried over), and the rest moved to the top of the next page (a new one after the last).
 * Headings and rules move whole, as in the editor. Footers are then rebuilt: each page's notes, and
 * "Page X of Y".
 * @param {FitGeometry} geometry
 * @returns {FitResult}
 */
function fitPages(geometry) {
  const SPLITTABLE = "p, blockquote, .item";
  let splits = 0;
  /**
   * The print page always has what is asked for here (document-html.ts writes each page's content
   * and footer, nextPage builds both); a missing one fails the render, as reading null would.
   * @template T
   * @param {T | null} value
   * @param {string} what
   * @returns {T}
   */
  const required = (value, what) => {
    if (value === null) {
      throw new Error("fitPages: missing " + what);
    }
    return value;
  };
  /** @returns {HTMLElement[]} */
  const pages = () => /** @type {HTMLElement[]} */ (Array.from(document.querySelectorAll("section.page")));
  /** @param {Element} page */
  const contentOf = (page) => required(page.querySelector(":scope > .content"), "page content");
  /** @param {Element | DocumentFragment} element */
  const notesIn = (element) => Array.from(element.querySelectorAll("sup.cite"));
  /**
   * @param {Element} page
   * @param {number} notes
   */
  const limitOf = (page, notes) => page.getBoundingClientRect().top + geometry.pageHeight - geometry.padding - geometry.noteLine * notes;
  /**
   * @param {HTMLElement} page
   * @returns {Element}
   */
  const nextPage = (page) => {
    const existing = page.nextElementSibling;
    if (existing && existing.matches("section.page")) {
      return existing;
    }
    const created = /** @type {HTMLElement} */ (page.cloneNode(false));
    const content = document.createElement("div");
    content.className = "content";
    const footer = document.createElement("footer");
    footer.className = "footer";
    created.append(content, footer);
    page.after(created);
    return created;
  };
  /**
   * @param {Element} element
   * @returns {Text[]}
   */
  const textNodes = (element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    /** @type {Text[]} */
    const nodes = [];
    for (let node = /** @type {Text | null} */ (walker.nextNode()); node; node = /** @type {Text | null} */ (walker.nextNode())) {
      if (node.textContent.length > 0 && !required(node.parentElement, "text parent").closest("sup.cite, .marker")) {
        nodes.push(node);
      }
    }
    return nodes;
  };
  /**
   * @param {Text} node
   * @param {number} offset
   */
  const charTop = (node, offset) => {
    const range = document.createRange();
    range.setStart(node, offset);
    range.setEnd(node, offset + 1);
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.height > 0);
    const last = rects[rects.length - 1];
    return last ? last.top : -Infinity;
  };
  /**
   * Bottoms of the block's line boxes, top to bottom.
   * @param {Element} block
   * @returns {number[]}
   */
  const lineBottoms = (block) => {
    /** @type {number[]} */
    const bottoms = [];
    for (const node of textNodes(block)) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.height <= 0) {
          continue;
        }
        const last = bottoms[bottoms.length - 1];
        if (last === undefined || rect.top >= last - 1) {
          bottoms.push(rect.bottom);
        } else if (rect.bottom > last) {
          bottoms[bottoms.length - 1] = rect.bottom;
        }
      }
    }
    return bottoms;
  };
  /**
   * The first text position whose line starts at or below y.
   * @param {Element} block
   * @param {number} y
   * @returns {{ node: Text, offset: number } | null}
   */
  const positionBelow = (block, y) => {
    for (const node of textNodes(block)) {
      const length = node.textContent.length;
      if (charTop(node, length - 1) < y - 1) {
        continue;
      }
      let low = 0;
      let high = length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (charTop(node, middle) >= y - 1) {
          high = middle;
        } else {
          low = middle + 1;
        }
      }
      return { node, offset: low };
    }
    return null;
  };
  /**
   * Cuts a text block after its last line that fits above the limit; answers the continuation.
   * @param {Element} page
   * @param {Element} block
   * @param {number} notesBefore
   * @returns {Element | null}
   */
  const splitText = (page, block, notesBefore) => {
    const blockNotes = notesIn(block);
    const bottoms = lineBottoms(block);
    // The bottom of the last line that fits, never the block's last line (then nothing would move).
    /** @type {number | null} */
    let chosen = null;
    for (const bottom of bottoms.slice(0, -1)) {
      const notes = notesBefore + blockNotes.filter((note) => note.getBoundingClientRect().top < bottom).length;
      if (bottom <= limitOf(page, notes)) {
        chosen = bottom;
      } else {
        break;
      }
    }
    if (chosen === null) {
      return null;
    }
    const position = positionBelow(block, chosen);
    if (!position) {
      return null;
    }
    const range = document.createRange();
    range.setStart(position.node, position.offset);
    range.setEnd(block, block.childNodes.length);
    const rest = range.extractContents();
    const continuation = /** @type {Element} */ (block.cloneNode(false));
    continuation.classList.add("continued");
    const marker = block.querySelector(":scope > .marker");
    if (marker) {
      // A list item: the marker stays with the first part; the text span is rebuilt from the fragment.
      const emptyMarker = marker.cloneNode(false);
      continuation.append(emptyMarker);
      rest.querySelectorAll(":scope > .marker").forEach((each) => each.remove());
    }
    continuation.append(rest);
    return continuation;
  };
  /**
   * Cuts a table before its first row that does not fit; answers the rest as a new table.
   * @param {Element} page
   * @param {HTMLTableElement} table
   * @param {number} notesBefore
   * @returns {Element | null}
   */
  const splitTable = (page, table, notesBefore) => {
    const rows = Array.from(table.rows);
    let notes = notesBefore;
    let cut = -1;
    for (const [index, row] of rows.entries()) {
      notes += notesIn(row).length;
      if (row.getBoundingClientRect().bottom > limitOf(page, notes)) {
        cut = index;
        break;
      }
    }
    if (cut <= 0) {
      return null;
    }
    const rest = /** @type {Element} */ (table.cloneNode(false));
    rows.slice(cut).forEach((row) => rest.append(row));
    return rest;
  };

  for (let index = 0, guard = 0; index < pages().length && guard < 100000; guard += 1) {
    const page = required(pages()[index] ?? null, "page");
    const content = contentOf(page);
    const blocks = Array.from(content.children);
    let notes = 0;
    /** @type {Element | null} */
    let block = null;
    let cut = -1;
    for (const [position, each] of blocks.entries()) {
      const own = notesIn(each).length;
      if (each.getBoundingClientRect().bottom > limitOf(page, notes + own)) {
        block = each;
        cut = position;
        break;
      }
      notes += own;
    }
    if (block === null) {
      index += 1;
      continue;
    }
    /** @type {Element | null} */
    let continuation = null;
    if (block.matches("table")) {
      continuation = splitTable(page, /** @type {HTMLTableElement} */ (block), notes);
    } else if (block.matches(SPLITTABLE)) {
      continuation = splitText(page, block, notes);
    }
    const moving = continuation ? [continuation, ...blocks.slice(cut + 1)] : blocks.slice(cut);
    if (continuation) {
      splits += 1;
    }
    if (!continuation && cut === 0) {
      // Taller than a page and not splittable: it stays, like the editor lets it overflow its page.
      if (blocks.length > 1) {
        contentOf(nextPage(page)).prepend(...blocks.slice(1));
      }
      index += 1;
      continue;
    }
    contentOf(nextPage(page)).prepend(...moving);
    index += 1;
  }

  const all = pages();
  all.forEach((page, index) => {
    const notes = notesIn(contentOf(page));
    const footer = required(page.querySelector(":scope > .footer"), "page footer");
    footer.replaceChildren();
    if (notes.length) {
      const list = document.createElement("ol");
      list.className = "notes";
      for (const note of notes) {
        const item = document.createElement("li");
        item.textContent = note.textContent + ". " + (note.getAttribute("data-note") || "");
        list.append(item);
      }
      footer.append(list);
    }
    const number = document.createElement("div");
    number.className = "page-number";
    number.textContent = "Page " + (index + 1) + " of " + all.length;
    footer.append(number);
    page.style.paddingBottom = geometry.padding + geometry.noteLine * notes.length + "px";
  });
  return { pageCount: all.length, splits };
}
