import { toolButton } from "./assistant-tools";
import { describe, expect, inject, it } from "vitest";
import { api, createUser, LAST_DOCUMENT_KEY, storeSession } from "./browser";
import { browserPerFile } from "./browser-per-file";

const baseUrl = inject("baseUrl");
const TEXT = "Call John Smith on 555-867-5309 or mail john.smith@example.com about the contract.";

const { openContext } = browserPerFile(baseUrl);

describe("Compliance on a plan without it", () => {
  it("is shown locked, and choosing it opens the tool with 'Enterprise only feature' and a link to book a demo", async () => {
    const user = await createUser(baseUrl, "no-legal");
    expect(user.user.flags.legal_feature).toBe(false);
    const document = await api(baseUrl, user.accessToken).createDocument({
      body: {
        title: "Contacts",
        pages: [
          {
            blocks: [
              {
                id: crypto.randomUUID(),
                htmlType: "text",
                sentences: [{ id: crypto.randomUUID(), text: TEXT, fragments: [{ text: TEXT }] }],
              },
            ],
          },
        ],
      },
    });
    const context = await openContext();
    const page = await context.newPage();
    await storeSession(page, user);
    await page.evaluate(([key, id]) => localStorage.setItem(key, id), [LAST_DOCUMENT_KEY, document.id] as const);
    await page.goto("/writing/app");
    const assistant = page.getByRole("complementary", { name: "Assistant" });
    await assistant.waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Bold", exact: true }).and(page.locator(":enabled")).waitFor({ timeout: 30_000 });

    const compliance = await toolButton(assistant, "Compliance", { exact: false });
    await compliance.waitFor();
    expect(await compliance.getAttribute("title")).toBe("Enterprise only feature");
    await compliance.click();
    const alert = assistant.getByRole("alert").filter({ hasText: "Enterprise only feature" });
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.getByRole("link", { name: "Book a demo" }).count()).toBe(1);
    // The tool itself is open: its tabs are there.
    await assistant.getByRole("tab", { name: "Legal compliance" }).waitFor();
  });
});
