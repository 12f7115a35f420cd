/**
 * Memory the site spends on a 100 MB "resume" (the limit is 5 MB): the part is read up to its cap
 * and the rest passes by, so the process's peak resident set (VmHWM) hardly moves; a buffered
 * body would add at least its 100 MB. Linux only (/proc).
 * `node --import tsx scripts/bench/upload-memory.ts` after a build.
 */
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import SQLite from "better-sqlite3";
import path from "node:path";
import { hugeApplicationUpload } from "../../tests/support/huge-upload";
import { startSite } from "../site-process";

const UPLOAD_BYTES = 100 * 1024 * 1024;

const residentMb = (pid: number, field: "VmRSS" | "VmHWM") => {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};

export async function uploadMemoryBench() {
  const site = await startSite({ FORM_RATE_LIMIT: "1000" });
  try {
    const pid = site.child.pid!;
    const db = new SQLite(path.join(site.dataDir, "site.db"), { readonly: true });
    const { slug } = db.prepare("select slug from job_openings limit 1").get() as { slug: string };
    db.close();
    const form = await (await fetch(`${site.url}/ApplyForm/${slug}`)).text();
    const started = /name="form_started"[^>]*value="([^"]+)"/.exec(form)?.[1] ?? "";
    const before = { rssMb: residentMb(pid, "VmRSS"), peakMb: residentMb(pid, "VmHWM") };
    const response = await fetch(`${site.url}/ApplyForm/${slug}`, hugeApplicationUpload(started, UPLOAD_BYTES));
    await response.arrayBuffer();
    const peakMb = residentMb(pid, "VmHWM");
    const result = { status: response.status, before, peakMb, growthMb: peakMb - before.rssMb };
    console.log(
      `a ${UPLOAD_BYTES / 1024 / 1024} MB resume upload (answered ${response.status}): resident ${before.rssMb} MB before, peak ${peakMb} MB (peak before ${before.peakMb} MB)`,
    );
    return result;
  } finally {
    await site.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await uploadMemoryBench();
