import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getSettings } from "~/config/site-settings.server";
import { getConfig } from "~/config/config.server";
import { db } from "~/db/db.server";

const loaded: { secret?: string } = {};

function readLegacySecretFile(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Settles the secret that signs cookies, once at start-up: SESSION_SECRET, or one generated on
 * first start and kept in the database, so a fresh install works without configuration and
 * every instance behind a load balancer, and every restart, signs and reads the same cookies.
 */
export async function loadSessionSecret(): Promise<void> {
  const config = getConfig();
  if (config.sessionSecret) {
    loaded.secret = config.sessionSecret;
    return;
  }
  // Installs from before the secret moved into the database kept it in the data folder.
  const candidate =
    readLegacySecretFile(path.join(config.dataDir, ".session-secret")) ?? crypto.randomBytes(32).toString("hex");
  await db
    .insertInto("site_meta")
    .values({ key: "session_secret", value: candidate })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("site_meta")
    .select("value")
    .where("key", "=", "session_secret")
    .executeTakeFirstOrThrow();
  loaded.secret = row.value;
}

export function sessionSecret(): string {
  if (!loaded.secret) throw new Error("sessionSecret() called before loadSessionSecret() at start-up");
  return loaded.secret;
}

/**
 * Cookies are Secure whenever the site is published over HTTPS (SITE_URL), whatever a proxy
 * forwards, and whenever the visitor reached us over HTTPS.
 */
export function isSecureRequest(request: Request): boolean {
  return getSettings().siteUrl.startsWith("https:") || new URL(request.url).protocol === "https:";
}
