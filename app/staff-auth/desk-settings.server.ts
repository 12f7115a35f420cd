import { db } from "~/db/db.server";
import { recordAudit, type DeskActor } from "./audit.server";
import { DEFAULT_TIME_ZONE } from "./time-zones.server";
import { recipientsKey, VISITOR_ACK_KEY } from "~/mail/notification-settings.server";
import type { DeskItemKind } from "~/db/schema.server";

/**
 * The desk's own settings, changed by admins on /staff/settings: one row per key in
 * `desk_settings`; a key without a row has its default. Add a key here with its default and its
 * check, and a field to the settings page.
 */
export const DESK_SETTING_DEFAULTS = {
  /** The time zone a new account starts with (each person changes theirs on their account page). */
  default_time_zone: DEFAULT_TIME_ZONE,
};

export type DeskSettingKey = keyof typeof DESK_SETTING_DEFAULTS;
export type DeskSettings = Record<DeskSettingKey, string>;

export async function getDeskSettings(): Promise<DeskSettings> {
  const rows = await db.selectFrom("desk_settings").select(["key", "value"]).execute();
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    Object.entries(DESK_SETTING_DEFAULTS).map(([key, value]) => [key, stored[key] ?? value]),
  ) as DeskSettings;
}

/** Stores one setting (already checked by the caller) and records who changed it from what. */
export async function setDeskSetting(
  key: DeskSettingKey,
  value: string,
  by: DeskActor,
  now = new Date(),
): Promise<boolean> {
  const before = (await getDeskSettings())[key];
  if (before === value) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("desk_settings")
      .values({ key, value, updated_at: now.toISOString(), updated_by: by.actor })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now.toISOString(), updated_by: by.actor }))
      .execute();
    await recordAudit(
      { ...by, action: "setting_changed", detail: `${key.replaceAll("_", " ")}: ${before} → ${value}` },
      trx,
    );
  });
  return true;
}

/**
 * Stores who is e-mailed about one kind of new item (`null`: back to the default of where the site
 * runs) and records the change. The list is already checked (parseRecipients).
 */
export async function setNotificationRecipients(
  kind: DeskItemKind,
  addresses: string[] | null,
  by: DeskActor,
  now = new Date(),
): Promise<void> {
  await storeOrClear(recipientsKey(kind), addresses && JSON.stringify(addresses), by, now, () =>
    addresses
      ? `${KIND_WORDS[kind]} e-mailed to ${addresses.join(", ") || "nobody"}`
      : `${KIND_WORDS[kind]} e-mailed as by default`,
  );
}

/** Turns the visitor's confirmation on or off (`null`: back to the default). */
export async function setVisitorAck(on: boolean | null, by: DeskActor, now = new Date()): Promise<void> {
  await storeOrClear(VISITOR_ACK_KEY, on === null ? null : on ? "on" : "off", by, now, () =>
    on === null ? "visitor confirmation as by default" : `visitor confirmation ${on ? "on" : "off"}`,
  );
}

const KIND_WORDS: Record<DeskItemKind, string> = {
  contact: "new messages",
  booking: "new bookings",
  application: "new applications",
  chat: "new chat leads and hand-offs",
};

async function storeOrClear(key: string, value: string | null, by: DeskActor, now: Date, detail: () => string) {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("desk_settings").select("value").where("key", "=", key).executeTakeFirst();
    if ((before?.value ?? null) === value) return;
    if (value === null) await trx.deleteFrom("desk_settings").where("key", "=", key).execute();
    else
      await trx
        .insertInto("desk_settings")
        .values({ key, value, updated_at: at, updated_by: by.actor })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: at, updated_by: by.actor }))
        .execute();
    await recordAudit({ ...by, action: "setting_changed", detail: detail() }, trx);
  });
}
