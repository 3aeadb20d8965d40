import { chromium, type Browser } from "playwright-core";
import { chromiumPath } from "./chromium-path";
import { FIT_PAGES_SCRIPT, PRINT_GEOMETRY, type FitResult } from "./fit-pages";
import { JobLimit } from "./job-limit";

interface PdfRendererOptions {
  executablePath?: string;
  /** One render (page set-up, layout and printing) is abandoned after this long. */
  timeoutMs?: number;
  /** Renders running at once; more wait their turn. */
  concurrency?: number;
}

const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-dev-shm-usage"];

/**
 * Prints HTML to PDF with headless Chromium. One browser is launched on first use and reused; each
 * job gets a fresh context and page (no shared state between documents) with JavaScript off and
 * every request except data: URLs refused, so a document can never reach the network. Before
 * printing, the pages are fitted like the editor's (fit-pages.page.js): a block running past a page's
 * bottom continues on the next page.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | null = null;
  private readonly executablePath: string;
  private readonly timeoutMs: number;
  private readonly jobs: JobLimit;
  /** What the last print's page fitting did (pages and blocks cut between pages). */
  lastFit: FitResult | null = null;

  constructor({ executablePath = chromiumPath(), timeoutMs = 20_000, concurrency = 2 }: PdfRendererOptions = {}) {
    this.executablePath = executablePath;
    this.timeoutMs = timeoutMs;
    this.jobs = new JobLimit(concurrency);
  }

  private launch(): Promise<Browser> {
    this.browser ??= chromium.launch({ executablePath: this.executablePath, headless: true, args: CHROMIUM_ARGS }).then(
      (browser) => {
        browser.on("disconnected", () => {
          this.browser = null;
        });
        return browser;
      },
      (error: unknown) => {
        this.browser = null;
        throw error;
      },
    );
    return this.browser;
  }

  render(html: string): Promise<Buffer> {
    return this.jobs.run(() => this.print(html));
  }

  private async print(html: string): Promise<Buffer> {
    const browser = await this.launch();
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    const timer = setTimeout(() => void context.close(), this.timeoutMs);
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(this.timeoutMs);
      await page.route("**/*", (route) => (route.request().url().startsWith("data:") ? route.continue() : route.abort()));
      await page.setContent(html, { waitUntil: "load" });
      await page.emulateMedia({ media: "print" });
      // Our own script, run by the driver: the document's scripts stay off. Wrapped in a function so
      // fitPages stays out of the page's global scope.
      this.lastFit = await page.evaluate<FitResult>(
        `(() => {\n${FIT_PAGES_SCRIPT}\nreturn fitPages(${JSON.stringify(PRINT_GEOMETRY)});\n})()`,
      );
      return await page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true, outline: false });
    } finally {
      clearTimeout(timer);
      await context.close();
    }
  }

  /** Closes the browser, if one was launched (on app shutdown). */
  async close(): Promise<void> {
    const launched = this.browser;
    this.browser = null;
    if (launched) {
      await launched.then((browser) => browser.close()).catch(() => undefined);
    }
  }
}
