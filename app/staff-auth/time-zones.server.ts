/**
 * Time zones a staff member can pick: every IANA zone this Node knows, and UTC. The desk shows
 * times in the reader's zone (issue 33 uses the account's choice); new accounts start in the
 * desk's default zone (app/staff-auth/desk-settings.server.ts).
 */
export const DEFAULT_TIME_ZONE = "America/New_York";

export const TIME_ZONES: readonly string[] = ["UTC", ...Intl.supportedValuesOf("timeZone")];

const known = new Set(TIME_ZONES);

export const isTimeZone = (value: unknown): value is string => typeof value === "string" && known.has(value);
