import crypto from "node:crypto";
import { siteDatabase } from "./database";

/**
 * The spam-trap token of a form handed out at `issuedAt` by the site whose data folder is `dataDir`,
 * signed with the secret that site keeps in its database (app/http/honeypot.server.ts): a form a
 * visitor opened earlier, without the test waiting for it to age.
 */
export function formHandedOutAt(dataDir: string, issuedAt: number): string {
  const db = siteDatabase(dataDir);
  try {
    const { value: secret } = db.prepare("select value from site_meta where key = 'session_secret'").get() as {
      value: string;
    };
    const timestamp = String(issuedAt);
    return `${timestamp}.${crypto.createHmac("sha256", secret).update(`form-started:${timestamp}`).digest("base64url")}`;
  } finally {
    db.close();
  }
}
