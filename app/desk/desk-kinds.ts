import type { DeskItemKind, DeskStatus } from "~/db/schema.server";

/** The kinds of item the desk lists and the statuses staff give them (shared by the desk's pages and models). */
export const DESK_KINDS: DeskItemKind[] = ["contact", "booking", "application", "chat"];
export const DESK_STATUSES: DeskStatus[] = ["new", "in_progress", "replied", "done", "spam"];

export const isDeskKind = (value: unknown): value is DeskItemKind => DESK_KINDS.includes(value as DeskItemKind);
export const isDeskStatus = (value: unknown): value is DeskStatus => DESK_STATUSES.includes(value as DeskStatus);
