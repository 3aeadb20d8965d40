// Where the CPU went during a scenario: the server process and the PostgreSQL backends serving the
// bench database, read from /proc (Linux, PostgreSQL on this machine); elsewhere the figures are absent.
import { readFileSync } from "node:fs";
import pg from "pg";

const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU milliseconds of a process, or undefined when /proc cannot tell. */
export const processCpuMs = (pid: number | undefined): number | undefined => {
  if (pid === undefined) {
    return undefined;
  }
  try {
    // Fields after the command name (which may contain spaces); utime and stime are the 14th and 15th fields.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
};

export interface CpuSnapshot {
  serverMs: number | undefined;
  /** Per backend pid; a backend opened after this snapshot counts whole. */
  databaseMs: Map<number, number>;
}

export interface CpuUse {
  serverMs: number | undefined;
  databaseMs: number | undefined;
}

export const createCpuMeter = (databaseUrl: string, databaseName: string, serverPid: number | undefined) => {
  const backendPids = async (): Promise<number[]> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const result = await client.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [databaseName],
      );
      return result.rows.map((row) => row.pid);
    } finally {
      await client.end();
    }
  };
  const snapshot = async (): Promise<CpuSnapshot> => {
    const databaseMs = new Map<number, number>();
    for (const pid of await backendPids().catch(() => [])) {
      const ms = processCpuMs(pid);
      if (ms !== undefined) {
        databaseMs.set(pid, ms);
      }
    }
    return { serverMs: processCpuMs(serverPid), databaseMs };
  };
  /** CPU used between two snapshots; backends that closed in between are missed, so the database figure is a lower bound. */
  const used = async (before: CpuSnapshot): Promise<CpuUse> => {
    const after = await snapshot();
    let databaseMs: number | undefined;
    for (const [pid, ms] of after.databaseMs) {
      databaseMs = (databaseMs ?? 0) + ms - (before.databaseMs.get(pid) ?? 0);
    }
    const serverMs = after.serverMs !== undefined && before.serverMs !== undefined ? after.serverMs - before.serverMs : undefined;
    return { serverMs, databaseMs };
  };
  return { snapshot, used };
};
