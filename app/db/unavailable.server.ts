/**
 * Whether an error means the database cannot serve right now — locked by another process, out of
 * disk, restarting or unreachable — rather than a bug: such a request is answered "try again"
 * (503 with Retry-After) with one line in the log, on every route, as the public forms answer.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = String((error as { code?: unknown }).code ?? "");
  // better-sqlite3: busy or locked past busy_timeout, disk full or failing, read-only, cannot open.
  if (/^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN|PROTOCOL)/.test(code)) return true;
  // PostgreSQL: connection exceptions (class 08), shutting down or starting (57P0x), out of
  // connections or disk (53xxx); the driver's own socket errors and lost connections.
  if (/^(08...|57P0[1-4]|53...)$/.test(code)) return true;
  if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/.test(code))
    return true;
  // …and a database closed to connections for maintenance (ALLOW_CONNECTIONS false).
  return /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed|is not currently accepting connections/i.test(
    error.message,
  );
}

/** The line logged for such a request: what failed and why, never a stack. */
export function unavailableLine(method: string, path: string, error: Error): string {
  const code = (error as { code?: unknown }).code;
  return `${method} ${path} failed: database unavailable (${code ? `${String(code)}: ` : ""}${error.message.split("\n")[0].slice(0, 200)})`;
}
