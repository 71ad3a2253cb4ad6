import { ConfigError } from "~/config/env.server";
import { DataDirBusyError } from "~/db/data-dir-lock.server";

/**
 * Runs an npm script's `main` and exits with its code. Expected failures (a bad setting, a shop
 * holding the data directory, the script's own) are one line; anything else keeps its stack.
 */
export function runCommand(main: () => Promise<number>, expected: (new (...args: never[]) => Error)[] = []) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known = [ConfigError, DataDirBusyError, ...expected].some((type) => error instanceof type);
      console.error(known ? (error as Error).message : error);
      process.exit(1);
    },
  );
}
