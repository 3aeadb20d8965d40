import { describe, expect, it, vi } from "vitest";
import { createClient } from "./client";
import { contract } from "./endpoints";

const sse = (...blocks: string[]) => new Response(blocks.join(""), { status: 200, headers: { "content-type": "text/event-stream" } });
const block = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const RESULT = {
  provider: "offline",
  model: "templates",
  promptId: "headlines",
  promptVersion: 1,
  draft: true,
  generationId: "0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3",
  kind: "headlines",
  text: "Hi",
  object: null,
  usage: { tokensIn: 1, tokensOut: 1, estimated: true },
};

describe("client.download", () => {
  it("posts the input, asks for the file's types and answers the bytes with the server's file name", async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      async () =>
        new Response("%PDF", {
          headers: {
            "content-type": "application/pdf",
            "content-disposition": `attachment; filename="Plan.pdf"; filename*=UTF-8''Pl%C3%A4n.pdf`,
          },
        }),
    );
    const client = createClient({ baseUrl: "http://api.test", fetch: fetchImpl, getToken: () => "t" });
    const { file, fileName } = await client.download(contract.exportDocument, { params: { id: "doc-1" }, body: { format: "pdf" } });
    expect(fileName).toBe("Plän.pdf");
    expect(await file.text()).toBe("%PDF");
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe("http://api.test/api/documents/doc-1/export");
    expect(init?.headers).toMatchObject({ accept: expect.stringContaining("application/pdf"), authorization: "Bearer t" });
  });

  it("throws the server's typed error", async () => {
    const client = createClient({
      baseUrl: "",
      fetch: async () => new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "Not found." } }), { status: 404 }),
    });
    await expect(client.download(contract.exportDocument, { params: { id: "x" }, body: { format: "docx" } })).rejects.toMatchObject({
      code: "NOT_FOUND",
      status: 404,
    });
  });
});

describe("client.stream", () => {
  it("yields the validated events in order, skipping comments and events that do not validate", async () => {
    const client = createClient({
      baseUrl: "",
      fetch: async () => sse(block("delta", { text: "H" }), ": ping\n\n", block("delta", { nope: 1 }), block("done", RESULT)),
    });
    const events = [];
    for await (const event of client.stream(contract.generateHeadlines, { body: { topic: "tea" } })) {
      events.push(event.event);
    }
    expect(events).toEqual(["delta", "done"]);
  });

  it("throws an error event as its ApiError", async () => {
    const client = createClient({
      baseUrl: "",
      fetch: async () => sse(block("error", { code: "BAD_OUTPUT", message: "Something went wrong!" })),
    });
    const read = async () => {
      for await (const _event of client.stream(contract.generateHeadlines, { body: { topic: "tea" } })) {
        // Nothing arrives before the error.
      }
    };
    await expect(read()).rejects.toMatchObject({ code: "BAD_OUTPUT", status: 502 });
  });

  it("asks for the JSON mode when buffered, and answers its result as the one result event", async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify(RESULT), { headers: { "content-type": "application/json" } }),
    );
    const client = createClient({ baseUrl: "", fetch: fetchImpl });
    const events = [];
    for await (const event of client.stream(contract.generateHeadlines, { body: { topic: "tea" } }, { buffered: true })) {
      events.push(event);
    }
    expect(events).toEqual([{ event: "done", data: RESULT }]);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe("/api/ai/generate/headlines?stream=0");
  });

  it("gives the named function of a stream its JSON result", async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify(RESULT), { headers: { "content-type": "application/json" } }),
    );
    const client = createClient({ baseUrl: "", fetch: fetchImpl });
    await expect(client.generateHeadlines({ body: { topic: "tea" } })).resolves.toEqual(RESULT);
    expect(fetchImpl.mock.calls[0]?.[1]?.headers).toMatchObject({ accept: "application/json" });
  });
});
