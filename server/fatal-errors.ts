import { inspect } from "node:util";

/**
 * An error as one log line: its name and first line of message, and where it was thrown (the
 * stack's first frame), or any other thrown value as inspect() writes it on one line.
 */
export function errorLine(error: unknown): string {
  if (!(error instanceof Error)) return inspect(error, { breakLength: Infinity, depth: 2 }).replace(/\s*\n\s*/g, " ");
  const frame = /\n\s+at (.+)/.exec(error.stack ?? "")?.[1];
  return `${error.name}: ${error.message.split("\n")[0].slice(0, 500)}${frame ? ` (at ${frame})` : ""}`;
}

/**
 * After an uncaught exception, or a rejection nothing handled, the process's state is unknown
 * (Node's own advice): one line in the log, and the process exits with a failure code for the
 * service manager to start a clean one (deploy/: systemd's Restart=on-failure). Known sources are
 * handled where they arise (a lost database connection: app/db/db.server.ts).
 */
export function exitOnUnhandledErrors(): void {
  const exit = (what: string, error: unknown) => {
    console.error(`${what}: ${errorLine(error)}; exiting for the service manager to restart the site`);
    process.exit(1);
  };
  process.on("uncaughtException", (error) => exit("uncaught exception", error));
  process.on("unhandledRejection", (reason) => exit("unhandled rejection", reason));
}
