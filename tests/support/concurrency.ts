/** Runs `work` over `items` with at most `concurrency` at a time. */
export async function pool<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index], index);
      }
    }),
  );
}

/** Polls `check` every 50 ms until it holds; throws after `ms`. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms = 10_000, what = "condition") {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
