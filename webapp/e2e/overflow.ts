import type { Page } from "playwright-core";

/**
 * What sticks out, found in the page: the document wider than the window; an element past the
 * window's right edge (outside any box that clips it); a box that scrolls sideways; a button or
 * tab whose label does not fit it.
 */
export const findOverflow = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page is ${root.scrollWidth - root.clientWidth} px wider than the window`);
    }
    const describe = (element: Element) => {
      const label = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${label}"`;
    };
    const clipsX = (element: Element) => {
      const overflowX = getComputedStyle(element).overflowX;
      return overflowX !== "visible";
    };
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 || rect.height === 0 || style.visibility === "hidden" || style.position === "fixed") {
        continue;
      }
      if ((style.overflowX === "auto" || style.overflowX === "scroll") && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${describe(element)} scrolls sideways by ${element.scrollWidth - element.clientWidth} px`);
      }
      if (element.matches("button, [role=tab]") && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${describe(element)}'s label is cut by ${element.scrollWidth - element.clientWidth} px`);
      }
      let clipper: Element | null = element.parentElement;
      while (clipper && clipper !== document.body && !clipsX(clipper)) {
        clipper = clipper.parentElement;
      }
      const limit = clipper && clipper !== document.body ? clipper.getBoundingClientRect().right : window.innerWidth;
      if (rect.right > limit + 1 && !(clipper && clipper !== document.body && getComputedStyle(clipper).overflowX !== "auto")) {
        problems.push(
          `${describe(element)} ends ${Math.round(rect.right - limit)} px past ${clipper && clipper !== document.body ? describe(clipper) : "the window"}`,
        );
      }
    }
    return [...new Set(problems)];
  });
