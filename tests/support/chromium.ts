/** Debian's Chromium (browser downloads fail here), quiet: no first-run, sync or update traffic. */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
