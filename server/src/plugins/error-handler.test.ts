import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { registerErrorHandler } from "./error-handler";
import { ClientClosedRequest } from "../http/abort-on-disconnect";

/** A bare app with the error handler and a logger writing its JSON lines into `lines`. */
const appLogging = (thrown: () => Error) => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
  const app = Fastify({ logger: { level: "info", stream } });
  registerErrorHandler(app);
  app.get("/fail", () => {
    throw thrown();
  });
  return { app, lines };
};

const PINO_INFO = 30;
const PINO_ERROR = 50;

describe("the error handler's logging", () => {
  it("logs an expected NEEDS_MODEL answer at info, without a stack, and still answers 501 with its code", async () => {
    const { app, lines } = appLogging(
      () => new AppError("NEEDS_MODEL", "Blogs need a language model. Connect a language model to use it."),
    );
    const response = await app.inject({ method: "GET", url: "/fail" });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toMatchObject({ error: { code: "NEEDS_MODEL" } });
    const logged = lines.filter((line) => line.code === "NEEDS_MODEL");
    expect(logged).toHaveLength(1);
    expect(logged[0]?.level).toBe(PINO_INFO);
    expect(logged[0]?.err).toBeUndefined();
    expect(lines.some((line) => (line.level as number) >= PINO_ERROR)).toBe(false);
    await app.close();
  });

  it("still logs a real failure at error with its stack", async () => {
    const { app, lines } = appLogging(() => new AppError("INTERNAL", "Something broke."));
    const response = await app.inject({ method: "GET", url: "/fail" });
    expect(response.statusCode).toBe(500);
    const failure = lines.find((line) => line.level === PINO_ERROR);
    expect((failure?.err as { stack?: string } | undefined)?.stack).toContain("AppError");
    await app.close();
  });

  it("logs a check stopped because the client left at info, without a stack", async () => {
    const { app, lines } = appLogging(() => new ClientClosedRequest());
    await app.inject({ method: "GET", url: "/fail" });
    const logged = lines.find((line) => line.msg === "the client closed the request before its answer");
    expect(logged?.level).toBe(PINO_INFO);
    expect(lines.some((line) => (line.level as number) >= PINO_ERROR)).toBe(false);
    await app.close();
  });
});
