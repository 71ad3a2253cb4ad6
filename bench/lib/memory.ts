import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** A process's resident memory: now, and the most it has held (Linux's high-water mark). */
export interface ProcessMemory {
  rssBytes: number;
  /** VmHWM; null where /proc does not say. */
  peakBytes: number | null;
}

/** Reads `VmRSS` and `VmHWM` from the text of /proc/<pid>/status (values in kB). */
export function parseProcStatus(status: string): ProcessMemory | null {
  const kilobytes = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s*kB$`, "m").exec(status);
    return match ? Number(match[1]) * 1024 : null;
  };
  const rssBytes = kilobytes("VmRSS");
  return rssBytes === null ? null : { rssBytes, peakBytes: kilobytes("VmHWM") };
}

/** The memory of process `pid`: /proc on Linux, `ps` elsewhere. */
export function processMemory(pid: number): ProcessMemory {
  try {
    const parsed = parseProcStatus(readFileSync(`/proc/${pid}/status`, "utf8"));
    if (parsed) return parsed;
  } catch {
    // No /proc: ask ps below.
  }
  const ps = spawnSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" });
  const kilobytes = Number(ps.stdout?.trim());
  if (ps.status !== 0 || !Number.isFinite(kilobytes))
    throw new Error(`cannot read the memory of process ${pid}`);
  return { rssBytes: kilobytes * 1024, peakBytes: null };
}
