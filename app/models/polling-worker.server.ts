import crypto from "node:crypto";

/**
 * A background pass (the outbox's deliveries, the mail outbox's e-mails) run on demand and on a
 * timer while the server runs: never two passes at once in one process, and a pass asked for
 * while one runs happens right after it.
 */
/** This process's name on the rows its workers claim: a claim outlives a killed process until it expires. */
export const workerInstanceId = crypto.randomUUID();

export interface PollingWorker {
  /** Runs a pass now (or right after the current one). */
  kick(): void;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function pollingWorker(name: string, enabled: () => boolean, pass: () => Promise<unknown>): PollingWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  function kick() {
    if (!enabled()) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pass();
        } catch (error) {
          console.error(`${name} pass failed:`, error instanceof Error ? error.message : error);
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
  }

  return {
    kick,
    start(intervalMs) {
      if (!enabled() || timer) return;
      timer = setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
