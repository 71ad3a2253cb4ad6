/**
 * Runs `task` every `everyMs` milliseconds, never two runs at once: a tick that finds the last
 * run still going is skipped. The timer never keeps the process alive. The returned `stop` clears
 * the timer, aborts the signal the task was given (so it can end after the item in hand) and
 * waits for the run in flight, so the database it uses can then be closed. A task's failure is
 * handed to `onError`; the next tick runs again.
 */
export function runEvery(
  everyMs: number,
  task: (signal: AbortSignal) => Promise<unknown>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running || stopping.signal.aborted) return;
    running = Promise.resolve()
      .then(() => task(stopping.signal))
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    stopping.abort();
    await running;
  };
}
