import type { Kysely } from "kysely";
import { z } from "zod";
import { getConfig } from "~/config/config.server";
import { db } from "~/db/db.server";
import type { Database, DeskItemKind } from "~/db/schema.server";

/**
 * Who is e-mailed about each kind of new item (the chat's kind covers a new chat lead and a
 * hand-off), and whether visitors get a confirmation: set by admins on /staff/settings, stored in
 * `desk_settings`, read inside the transaction that queues each e-mail — so a change takes effect
 * at once on every instance, with no restart. A kind without a stored list has the addresses of
 * STAFF_NOTIFY_TO; the confirmation, without a stored choice, follows VISITOR_ACK.
 */

export const NOTIFIED_KINDS: DeskItemKind[] = ["contact", "booking", "application", "chat"];
export const recipientsKey = (kind: DeskItemKind) => `notify_${kind}`;
export const VISITOR_ACK_KEY = "visitor_ack";

/** The most addresses one kind is sent to, the longest list as typed. */
export const MAX_RECIPIENTS = 20;
export const MAX_RECIPIENTS_TEXT = 20 * 256;

/** An address a header carries as is: no spaces, quotes, angle brackets, separators or control characters. */
export const headerSafeAddress = z
  .string()
  .max(254)
  .email()
  .regex(/^[^\s<>"(),;:\\[\]]+$/);

export interface NotificationSettings {
  recipients: Record<DeskItemKind, string[]>;
  visitorAck: boolean;
  /** Which values an admin set (the others are the defaults of where the site runs). */
  chosen: { recipients: Record<DeskItemKind, boolean>; visitorAck: boolean };
  defaults: { recipients: string[]; visitorAck: boolean };
}

function storedList(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  try {
    const list: unknown = JSON.parse(value);
    // Written by setNotificationRecipients only; checked again all the same before it reaches a header.
    return Array.isArray(list) ? list.filter((a): a is string => headerSafeAddress.safeParse(a).success) : null;
  } catch {
    return null;
  }
}

/** The settings as they are now (read from the database every time: nothing is cached per instance). */
export async function notificationSettings(reader: Kysely<Database> = db): Promise<NotificationSettings> {
  const keys = [...NOTIFIED_KINDS.map(recipientsKey), VISITOR_ACK_KEY];
  const rows = await reader.selectFrom("desk_settings").select(["key", "value"]).where("key", "in", keys).execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const config = getConfig();
  const defaults = { recipients: config.staffNotifyTo, visitorAck: config.visitorAck };
  const lists = Object.fromEntries(NOTIFIED_KINDS.map((kind) => [kind, storedList(stored.get(recipientsKey(kind)))]));
  const ack = stored.get(VISITOR_ACK_KEY);
  return {
    recipients: Object.fromEntries(NOTIFIED_KINDS.map((kind) => [kind, lists[kind] ?? defaults.recipients])) as Record<
      DeskItemKind,
      string[]
    >,
    visitorAck: ack === undefined ? defaults.visitorAck : ack === "on",
    chosen: {
      recipients: Object.fromEntries(NOTIFIED_KINDS.map((kind) => [kind, lists[kind] !== null])) as Record<
        DeskItemKind,
        boolean
      >,
      visitorAck: ack !== undefined,
    },
    defaults,
  };
}

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A list of addresses as an admin typed it, one a line: each a single address a mail header
 * carries as is, at most MAX_RECIPIENTS, duplicates dropped. Empty: back to the default.
 */
export function parseRecipients(text: string): { addresses: string[] } | { error: string } {
  if (text.length > MAX_RECIPIENTS_TEXT) return { error: "That list is too long." };
  if (CONTROL.test(text)) return { error: "Type one address a line, with nothing else on the line." };
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const addresses: string[] = [];
  for (const line of lines) {
    if (/[\s,;]/.test(line)) return { error: `Put each address on a line of its own: “${line.slice(0, 60)}”.` };
    if (!headerSafeAddress.safeParse(line).success)
      return { error: `This is not an e-mail address: “${line.slice(0, 60)}”.` };
    if (!addresses.some((known) => known.toLowerCase() === line.toLowerCase())) addresses.push(line);
  }
  if (addresses.length > MAX_RECIPIENTS) return { error: `At most ${MAX_RECIPIENTS} addresses.` };
  return { addresses };
}
