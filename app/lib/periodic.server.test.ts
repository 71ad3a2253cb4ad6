import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runEvery } from "./periodic.server";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A task whose runs finish when the test says so. */
function controlledTask() {
  const finishers: Array<() => void> = [];
  const signals: AbortSignal[] = [];
  const task = vi.fn((signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<void>((resolve) => finishers.push(resolve));
  });
  return { task, signals, finish: () => finishers.shift()?.() };
}

describe("runEvery", () => {
  it("runs the task on every tick, but never while the last run is still going", async () => {
    const { task, finish } = controlledTask();
    const stop = runEvery(1_000, task, vi.fn());
    expect(task).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).toHaveBeenCalledTimes(1);

    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(2);
    finish();
    await stop();
  });

  it("hands a failed run to onError and runs again on the next tick", async () => {
    const onError = vi.fn();
    const task = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue(undefined);
    const stop = runEvery(1_000, task, onError);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onError).toHaveBeenCalledWith(new Error("down"));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledOnce();
    await stop();
  });

  it("on stop, aborts the run in flight, waits for it and runs no more", async () => {
    const { task, signals, finish } = controlledTask();
    const stop = runEvery(1_000, task, vi.fn());
    await vi.advanceTimersByTimeAsync(1_000);

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    expect(signals[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;

    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledOnce();
  });

  it("does not keep the process alive", () => {
    const setIntervalSpy = vi.spyOn(globalThis, "setInterval");
    const stop = runEvery(1_000, vi.fn(), vi.fn());
    const timer = setIntervalSpy.mock.results[0]!.value as { hasRef?: () => boolean };
    expect(timer.hasRef?.()).toBe(false);
    void stop();
  });
});
