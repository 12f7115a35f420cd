import fs from "node:fs/promises";
import path from "node:path";
import { getConfig } from "../app/config/config.server";

/**
 * Work done once before the server listens, after migrations: clear what an older version left
 * half-written, seed content, settle the cookie secret.
 */
export async function prepareSite(): Promise<void> {
  const { seedEmbeddedContent } = await import("../app/content-source/seed.server");
  const { loadSessionSecret } = await import("../app/http/session.server");
  await sweepUploadLeftovers();
  await seedEmbeddedContent();
  await loadSessionSecret();
}

/**
 * Uploads are read in memory now; versions before wrote them to resumes/.incoming first and could
 * leave an applicant's file there when a request died. Stored resumes live in the database.
 */
async function sweepUploadLeftovers(): Promise<void> {
  await fs.rm(path.join(getConfig().dataDir, "resumes", ".incoming"), { recursive: true, force: true });
}
