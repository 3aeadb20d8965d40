import { describe, expect, it } from "vitest";
import { deferred } from "../test/render";
import { createLatestRequest } from "./latest-request";

describe("createLatestRequest", () => {
  it("answers the value of a request nothing replaced", async () => {
    const requests = createLatestRequest();
    await expect(requests.run(async () => 42)).resolves.toEqual({ status: "done", value: 42 });
  });

  it("aborts the earlier request and ignores its answer", async () => {
    const requests = createLatestRequest();
    const first = deferred<string>();
    let firstSignal: AbortSignal | undefined;
    const firstRun = requests.run((signal) => {
      firstSignal = signal;
      return first.promise;
    });
    const secondRun = requests.run(async () => "second");
    expect(firstSignal?.aborted).toBe(true);
    first.resolve("first");
    await expect(firstRun).resolves.toEqual({ status: "superseded" });
    await expect(secondRun).resolves.toEqual({ status: "done", value: "second" });
  });

  it("ignores the failure of a superseded request (an abort error) but reports a current one", async () => {
    const requests = createLatestRequest();
    const first = deferred<string>();
    const firstRun = requests.run(() => first.promise);
    const secondRun = requests.run(async () => {
      throw new Error("boom");
    });
    first.reject(new DOMException("aborted", "AbortError"));
    await expect(firstRun).resolves.toEqual({ status: "superseded" });
    const second = await secondRun;
    expect(second.status).toBe("failed");
  });

  it("cancel aborts the request in flight", async () => {
    const requests = createLatestRequest();
    const pending = deferred<number>();
    let signal: AbortSignal | undefined;
    const run = requests.run((given) => {
      signal = given;
      return pending.promise;
    });
    requests.cancel();
    expect(signal?.aborted).toBe(true);
    pending.resolve(1);
    await expect(run).resolves.toEqual({ status: "superseded" });
  });
});
