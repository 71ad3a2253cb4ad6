import { describe, expect, it } from "vitest";
import { parseProcStatus, processMemory } from "./memory";

const status = `Name:\tnode
VmPeak:\t 1234567 kB
VmHWM:\t  402000 kB
VmRSS:\t  300100 kB
RssAnon:\t  250000 kB
`;

describe("parseProcStatus", () => {
  it("reads the resident set and its high-water mark, in bytes", () => {
    expect(parseProcStatus(status)).toEqual({ rssBytes: 300_100 * 1024, peakBytes: 402_000 * 1024 });
  });

  it("does not take RssAnon or VmPeak for them", () => {
    expect(parseProcStatus("VmPeak:\t 99 kB\nRssAnon:\t 5 kB\n")).toBeNull();
    expect(parseProcStatus("VmRSS:\t 10 kB\n")).toEqual({ rssBytes: 10_240, peakBytes: null });
  });
});

describe("processMemory", () => {
  it("measures a live process (this one)", () => {
    const memory = processMemory(process.pid);
    expect(memory.rssBytes).toBeGreaterThan(10 * 2 ** 20);
  });
});
