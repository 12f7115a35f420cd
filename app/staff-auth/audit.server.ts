import type { Kysely } from "kysely";
import { db } from "~/db/db.server";
import type { Database, DeskItemKind } from "~/db/schema.server";

/** Who does something in the desk: a staff member's e-mail and the address they acted from. */
export interface DeskActor {
  actor: string;
  ip: string;
}

export interface AuditEntry extends DeskActor {
  action: string;
  itemKind?: DeskItemKind;
  itemId?: number;
  /** What happened, never what a visitor sent (a deleted item's data must not survive here). */
  detail?: string;
}

/** Appends one line to the audit log; inside `trx` when the change it records is in one. */
export async function recordAudit(entry: AuditEntry, trx: Kysely<Database> = db): Promise<void> {
  await trx
    .insertInto("staff_audit")
    .values({
      at: new Date().toISOString(),
      actor: entry.actor.slice(0, 254),
      ip: entry.ip.slice(0, 64),
      action: entry.action,
      item_kind: entry.itemKind ?? null,
      item_id: entry.itemId ?? null,
      detail: entry.detail?.slice(0, 500) ?? null,
    })
    .execute();
}

export const AUDIT_PAGE_SIZE = 100;

/** The newest entries first, a page at a time. */
export async function auditLog(page = 1) {
  return db
    .selectFrom("staff_audit")
    .selectAll()
    .orderBy("id", "desc")
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
}
