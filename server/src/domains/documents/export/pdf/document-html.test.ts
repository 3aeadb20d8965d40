import { describe, expect, it } from "vitest";
import { block, everyElementPages, sentence } from "../testing-pages";
import { documentHtml } from "./document-html";
import { toRoman } from "./list-labels";

describe("the printable HTML", () => {
  it("draws each stored page at the editor's size with its notes and 'Page X of Y'", () => {
    const html = documentHtml({ title: "Quarterly review", pages: everyElementPages() });
    expect(html).toContain("@page { size: 916px 1056px; margin: 0; }");
    expect(html.match(/<section class="page"/g)).toHaveLength(2);
    expect(html).toContain("Page 1 of 2");
    expect(html).toContain("Page 2 of 2");
    // One bibliography note on page 1: 50 px plus 19 px; none on page 2 (the author-date citation is in the text).
    expect(html).toContain('style="padding-bottom: 69px"');
    expect(html).toContain('style="padding-bottom: 50px"');
    expect(html).toContain('<ol class="notes"><li>1. Lee, Markets, Acme, 2023</li></ol>');
    expect(html).toContain("As shown (Kim 2021) before.");
  });

  it("numbers lists (nested ones in roman numerals) and groups table rows", () => {
    const html = documentHtml({ title: "Lists", pages: everyElementPages() });
    expect(html).toContain('<span class="marker">1.</span><span>Grow sales</span>');
    expect(html).toContain('<span class="marker">ii.</span><span>In the south</span>');
    expect(html).toContain('<span class="marker">2.</span><span>Cut waste</span>');
    expect(html).toContain("<table><tr><th>Team</th><th>Score</th></tr><tr><td>Blue</td><td>9</td></tr></table>");
    expect(toRoman(3999)).toBe("mmmcmxcix");
  });

  it("escapes document text and drops links that are not web or mail addresses", () => {
    const pages = [
      {
        blocks: [
          block("text", sentence({ text: '<script>alert(1)</script> & "quotes"' })),
          block("text", sentence({ text: "click", href: "javascript:alert(1)" }), sentence({ text: "mail", href: "mailto:a@b.test" })),
        ],
      },
    ];
    const html = documentHtml({ title: "</title><script>", pages });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;");
    expect(html).not.toContain("javascript:");
    expect(html).toContain('<a href="mailto:a@b.test">mail</a>');
    expect(html).toContain("default-src 'none'");
  });
});
