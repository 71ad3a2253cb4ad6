import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logBatches } from "./log-batches.server";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("logBatches", () => {
  it("writes the lines of a tenth of a second together, in order, once that time has passed", () => {
    const writes: string[] = [];
    const batches = logBatches((lines) => writes.push(lines));
    batches.write("one\n");
    vi.advanceTimersByTime(60);
    batches.write("two\n");
    vi.advanceTimersByTime(39);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(["one\ntwo\n"]);
    batches.write("three\n");
    vi.advanceTimersByTime(100);
    expect(writes).toEqual(["one\ntwo\n", "three\n"]);
    vi.advanceTimersByTime(1000);
    expect(writes).toHaveLength(2);
  });

  it("writes at once when enough is waiting", () => {
    const writes: string[] = [];
    const batches = logBatches((lines) => writes.push(lines), { maxChars: 10 });
    batches.write("12345\n");
    batches.write("67890\n");
    expect(writes).toEqual(["12345\n67890\n"]);
    vi.advanceTimersByTime(100);
    expect(writes).toHaveLength(1);
  });

  it("hands what is waiting to the caller, which then writes it instead", () => {
    const writes: string[] = [];
    const batches = logBatches((lines) => writes.push(lines));
    batches.write("last words\n");
    expect(batches.take()).toBe("last words\n");
    expect(batches.take()).toBe("");
    vi.advanceTimersByTime(100);
    expect(writes).toEqual([]);
  });
});
