import { NOTE_LINE_PX, PAGE_HEIGHT_PX, PAGE_PADDING_PX } from "./page-css";

export interface FitGeometry {
  pageHeight: number;
  padding: number;
  noteLine: number;
}

export const PRINT_GEOMETRY: FitGeometry = { pageHeight: PAGE_HEIGHT_PX, padding: PAGE_PADDING_PX, noteLine: NOTE_LINE_PX };

/** What the fitting pass did, for tests and logs. */
export interface FitResult {
  pageCount: number;
  /** Blocks cut between lines (text) or between rows (tables). */
  splits: number;
}

/**
 * Runs in the print page (as source text, so no bundler helper can leak into it). The stored pages
 * come from the editor's paginator, which splits a text block taller than the space left between
 * lines and a table between rows; a stored page keeps such a block whole on the page it starts.
 * This pass does the same on the printed sheets: a page whose content runs past its bottom edge
 * (50 px padding plus 19 px per note on the page) has its overflowing block cut at the last line or
 * row that fits, with the DOM split by Range.extractContents (inline marks and links carried over),
 * and the rest moved to the top of the next page (a new one after the last). Headings and rules
 * move whole, as in the editor. Footers are then rebuilt: each page's notes, and "Page X of Y".
 */
export const FIT_PAGES_SCRIPT = String.raw`(geometry) => {
  const SPLITTABLE = "p, blockquote, .item";
  let splits = 0;
  const pages = () => Array.from(document.querySelectorAll("section.page"));
  const contentOf = (page) => page.querySelector(":scope > .content");
  const notesIn = (element) => Array.from(element.querySelectorAll("sup.cite"));
  const limitOf = (page, notes) => page.getBoundingClientRect().top + geometry.pageHeight - geometry.padding - geometry.noteLine * notes;
  const nextPage = (page) => {
    const existing = page.nextElementSibling;
    if (existing && existing.matches("section.page")) {
      return existing;
    }
    const created = page.cloneNode(false);
    const content = document.createElement("div");
    content.className = "content";
    const footer = document.createElement("footer");
    footer.className = "footer";
    created.append(content, footer);
    page.after(created);
    return created;
  };
  const textNodes = (element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent.length > 0 && !node.parentElement.closest("sup.cite, .marker")) {
        nodes.push(node);
      }
    }
    return nodes;
  };
  const charTop = (node, offset) => {
    const range = document.createRange();
    range.setStart(node, offset);
    range.setEnd(node, offset + 1);
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.height > 0);
    return rects.length ? rects[rects.length - 1].top : -Infinity;
  };
  /** Bottoms of the block's line boxes, top to bottom. */
  const lineBottoms = (block) => {
    const bottoms = [];
    for (const node of textNodes(block)) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.height <= 0) continue;
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
  /** The first text position whose line starts at or below y. */
  const positionBelow = (block, y) => {
    for (const node of textNodes(block)) {
      const length = node.textContent.length;
      if (charTop(node, length - 1) < y - 1) continue;
      let low = 0;
      let high = length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (charTop(node, middle) >= y - 1) high = middle;
        else low = middle + 1;
      }
      return { node, offset: low };
    }
    return null;
  };
  /** Cuts a text block after its last line that fits above the limit; answers the continuation. */
  const splitText = (page, block, notesBefore) => {
    const blockNotes = notesIn(block);
    const bottoms = lineBottoms(block);
    let chosen = -1;
    for (let line = 0; line < bottoms.length - 1; line += 1) {
      const notes = notesBefore + blockNotes.filter((note) => note.getBoundingClientRect().top < bottoms[line]).length;
      if (bottoms[line] <= limitOf(page, notes)) chosen = line;
      else break;
    }
    if (chosen < 0) return null;
    const position = positionBelow(block, bottoms[chosen]);
    if (!position) return null;
    const range = document.createRange();
    range.setStart(position.node, position.offset);
    range.setEnd(block, block.childNodes.length);
    const rest = range.extractContents();
    const continuation = block.cloneNode(false);
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
  /** Cuts a table before its first row that does not fit; answers the rest as a new table. */
  const splitTable = (page, table, notesBefore) => {
    const rows = Array.from(table.rows);
    let notes = notesBefore;
    let cut = -1;
    for (let index = 0; index < rows.length; index += 1) {
      notes += notesIn(rows[index]).length;
      if (rows[index].getBoundingClientRect().bottom > limitOf(page, notes)) {
        cut = index;
        break;
      }
    }
    if (cut <= 0) return null;
    const rest = table.cloneNode(false);
    rows.slice(cut).forEach((row) => rest.append(row));
    return rest;
  };

  for (let index = 0, guard = 0; index < pages().length && guard < 100000; guard += 1) {
    const page = pages()[index];
    const content = contentOf(page);
    const blocks = Array.from(content.children);
    let notes = 0;
    let cut = -1;
    for (let position = 0; position < blocks.length; position += 1) {
      const own = notesIn(blocks[position]).length;
      if (blocks[position].getBoundingClientRect().bottom > limitOf(page, notes + own)) {
        cut = position;
        break;
      }
      notes += own;
    }
    if (cut < 0) {
      index += 1;
      continue;
    }
    const block = blocks[cut];
    let continuation = null;
    if (block.matches("table")) continuation = splitTable(page, block, notes);
    else if (block.matches(SPLITTABLE)) continuation = splitText(page, block, notes);
    const moving = continuation ? [continuation, ...blocks.slice(cut + 1)] : blocks.slice(cut);
    if (continuation) splits += 1;
    if (!continuation && cut === 0) {
      // Taller than a page and not splittable: it stays, like the editor lets it overflow its page.
      if (blocks.length > 1) contentOf(nextPage(page)).prepend(...blocks.slice(1));
      index += 1;
      continue;
    }
    contentOf(nextPage(page)).prepend(...moving);
    index += 1;
  }

  const all = pages();
  all.forEach((page, index) => {
    const notes = notesIn(contentOf(page));
    const footer = page.querySelector(":scope > .footer");
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
}`;
