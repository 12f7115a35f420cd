import { db } from "~/db/db.server";
import { recordAudit, type DeskActor } from "./audit.server";
import { DEFAULT_TIME_ZONE } from "./time-zones.server";

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
