// A V8 CPU profile of one page load (Chrome DevTools Protocol), and where its time went: self time
// per function and per script, for the benchmarks' "where does the time go" question.
import { writeFileSync } from "node:fs";
import type { Page } from "playwright-core";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Starts profiling the page (sampling every 200 µs); the returned function stops it and saves it. */
export const startCpuProfile = async (page: Page) => {
  const session = await page.context().newCDPSession(page);
  await session.send("Profiler.enable");
  await session.send("Profiler.setSamplingInterval", { interval: 200 });
  await session.send("Profiler.start");
  return async (file: string): Promise<Profile> => {
    const { profile } = (await session.send("Profiler.stop")) as unknown as { profile: Profile };
    writeFileSync(file, JSON.stringify(profile));
    return profile;
  };
};

const scriptOf = (url: string) => (url === "" ? "(native/idle)" : (url.split("/").pop() ?? url).replace(/-[\w-]{8}\.js$/, ".js"));

/** The top entries by self time: functions (name, script:line) and scripts. */
export const summarizeProfile = (profile: Profile, top = 15): { functions: [string, number][]; scripts: [string, number][] } => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map<string, number>();
  const scripts = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!frame) {
      return;
    }
    const fn = `${frame.functionName || "(anonymous)"} ${scriptOf(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
    scripts.set(scriptOf(frame.url), (scripts.get(scriptOf(frame.url)) ?? 0) + ms);
  });
  const sorted = (map: Map<string, number>) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { functions: sorted(functions), scripts: sorted(scripts) };
};
