/**
 * Does "Forgot password" answer an address with an account measurably slower than one without?
 * Against the built server (run `npm run build` first) with e-mail to a real SMTP server on
 * loopback: 50 requests for accounts and 50 for unknown addresses, alternating, each from its own
 * client address (the limits stay out of the way), after 10 of each to warm up. Prints each side's
 * times and a Mann–Whitney z (|z| < 1.96: no difference at the 5 % level). A measurement, not a
 * test: no threshold.
 *   node --import tsx scripts/bench/forgot-password-timing.ts [sqlite|postgres]
 */
import { startSiteOn, type Backend } from "../../tests/support/site-database";
import { startSmtpSink } from "../../tests/support/smtp-sink";

const backend = (process.argv[2] ?? "sqlite") as Backend;
const N = 50;
const WARM_UP = 10;

const sink = await startSmtpSink();
const site = await startSiteOn(backend, { SMTP_URL: sink.url, MAIL_FROM: "desk@northbridge-lpo.example" });
try {
  const at = new Date().toISOString();
  // Accounts written straight into the database: the password is never checked here.
  for (let i = 0; i < N + WARM_UP; i++) {
    await site.query(
      "insert into staff_users (email, password_hash, totp_secret, created_at, role) values (?, 'x', 'ABCDEFGHIJKLMNOP', ?, 'staff')",
      `known${i}@northbridge-lpo.example`,
      at,
    );
  }
  let client = 0;
  const ask = async (email: string) => {
    client++;
    const started = performance.now();
    const response = await fetch(`${site.url}/staff/forgot-password`, {
      method: "POST",
      headers: {
        origin: site.url,
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": `10.1.${client >> 8}.${client & 255}`,
      },
      body: new URLSearchParams({ email }),
    });
    await response.text();
    if (response.status !== 200) throw new Error(`${email}: status ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UP; i++) {
    await ask(`known${N + i}@northbridge-lpo.example`);
    await ask(`warm${i}@northbridge-lpo.example`);
  }
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < N; i++) {
    // Which goes first alternates, so work left behind by one request weighs on both sides alike.
    const pair = [() => ask(`known${i}@northbridge-lpo.example`), () => ask(`nobody${i}@northbridge-lpo.example`)];
    if (i % 2) {
      known.push(await pair[0]());
      unknown.push(await pair[1]());
    } else {
      unknown.push(await pair[1]());
      known.push(await pair[0]());
    }
  }
  const summary = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
    return `min ${sorted[0].toFixed(1)}  p10 ${at(0.1)}  median ${at(0.5)}  mean ${mean.toFixed(1)}  p90 ${at(0.9)}  max ${sorted.at(-1)!.toFixed(1)} ms`;
  };
  const ranked = [
    ...known.map((time) => ({ time, known: true })),
    ...unknown.map((time) => ({ time, known: false })),
  ].sort((a, b) => a.time - b.time);
  const u = ranked.reduce((sum, item, index) => sum + (item.known ? index + 1 : 0), 0) - (N * (N + 1)) / 2;
  const z = (u - (N * N) / 2) / Math.sqrt((N * N * (2 * N + 1)) / 12);
  console.log(`forgot password on ${backend}, ${N} requests each`);
  console.log(`  with an account:    ${summary(known)}`);
  console.log(`  without an account: ${summary(unknown)}`);
  console.log(`  Mann–Whitney z (positive: with an account slower): ${z.toFixed(2)}`);
} finally {
  await site.stop();
  await sink.close();
}
