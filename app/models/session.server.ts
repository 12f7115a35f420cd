import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getConfig } from "./config.server";
import { singleton } from "~/utils/singleton.server";

/**
 * The secret that signs cookies: SESSION_SECRET, or one generated once per data folder so a
 * fresh install works without configuration and restarts keep sessions valid.
 */
export function sessionSecret(): string {
  return singleton("session-secret", () => {
    const config = getConfig();
    if (config.sessionSecret) return config.sessionSecret;
    const file = path.join(config.dataDir, ".session-secret");
    try {
      return fs.readFileSync(file, "utf8").trim();
    } catch {
      fs.mkdirSync(config.dataDir, { recursive: true });
      const secret = crypto.randomBytes(32).toString("hex");
      try {
        fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
        return secret;
      } catch {
        // Another process wrote it first.
        return fs.readFileSync(file, "utf8").trim();
      }
    }
  });
}

/** Cookies are Secure whenever the visitor reached us over HTTPS (directly or via the proxy). */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}
