import type { Kysely } from "kysely";
import { db } from "~/db/db.server";
import type { Database, DeskItemKind, DeskStatus, StaffRole } from "~/db/schema.server";
import { assignmentNotification } from "~/mail/mail-messages.server";
import { kickMail, queueAssignmentMail } from "~/mail/mail.server";
import { recordAudit, type DeskActor } from "~/staff-auth/audit.server";
import { mayOpen } from "~/staff-auth/roles";
import { isDeskKind } from "./desk-kinds";
import { deleteDeskItem, deskItemExists, itemTable, setDeskStatus } from "./desk.server";

/**
 * Who handles an item: one colleague (or nobody), set on the item's page or for many items at once
 * from the inbox. The colleague is told by one e-mail per assignment (none when one assigns oneself).
 * Bulk changes act only on items the reader's role may open and that exist; the rest are counted,
 * never named (an id one may not see reads as one that does not exist).
 */

export interface ItemKey {
  kind: DeskItemKind;
  id: number;
}

/** The most items one bulk action takes (the inbox shows 25 a page). */
export const MAX_BULK = 200;

/** "contact-12" → { kind, id }; anything else → null. */
export function itemKeyOf(value: string): ItemKey | null {
  const match = /^([a-z]+)-(\d{1,9})$/.exec(value);
  if (!match || !isDeskKind(match[1]) || Number(match[2]) < 1) return null;
  return { kind: match[1], id: Number(match[2]) };
}

/** Active colleagues an item of `kind` may be assigned to (whose role may open it), by name. */
export async function assignableColleagues(kind?: DeskItemKind) {
  const rows = await db
    .selectFrom("staff_users")
    .select(["id", "email", "display_name", "role"])
    .where("deactivated_at", "is", null)
    .orderBy("email")
    .execute();
  return rows
    .filter((row) => !kind || mayOpen(row.role, kind))
    .map((row) => ({ id: row.id, label: colleagueLabel(row), role: row.role }));
}

/** A colleague as the desk names them: "Ada Lovelace (ada@…)", or the address alone. */
export const colleagueLabel = (row: { email: string; display_name: string | null }) =>
  row.display_name ? `${row.display_name} (${row.email})` : row.email;

export type BulkOutcome = { changed: number; skipped: number };

/** The items among `keys` the role may open and that exist (each once). */
async function openable(keys: ItemKey[], role: StaffRole): Promise<ItemKey[]> {
  const seen = new Set<string>();
  const out: ItemKey[] = [];
  for (const key of keys) {
    const id = `${key.kind}-${key.id}`;
    if (seen.has(id) || !mayOpen(role, key.kind)) continue;
    seen.add(id);
    if (await deskItemExists(key.kind, key.id)) out.push(key);
  }
  return out;
}

/**
 * Assigns the items to a colleague (null: to nobody). Refused (null) when the colleague is not an
 * active account; items their role may not open are skipped. One e-mail tells them of the items
 * that became theirs.
 */
export async function assignItems(
  keys: ItemKey[],
  assigneeId: number | null,
  reader: { userId: number; role: StaffRole },
  by: DeskActor,
): Promise<BulkOutcome | null> {
  const assignee = assigneeId
    ? await db
        .selectFrom("staff_users")
        .select(["id", "email", "display_name", "role"])
        .where("id", "=", assigneeId)
        .where("deactivated_at", "is", null)
        .executeTakeFirst()
    : null;
  if (assigneeId && !assignee) return null;
  const items = (await openable(keys, reader.role)).filter((key) => !assignee || mayOpen(assignee.role, key.kind));
  const to = assignee ? `to ${colleagueLabel(assignee)}` : "to nobody";
  const changed = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const newlyAssigned: ItemKey[] = [];
    for (const item of items) {
      const before = await trx
        .selectFrom("desk_items")
        .select("assigned_to")
        .where("kind", "=", item.kind)
        .where("item_id", "=", item.id)
        .executeTakeFirst();
      if ((before?.assigned_to ?? null) === (assignee?.id ?? null)) continue;
      await trx
        .insertInto("desk_items")
        .values({
          kind: item.kind,
          item_id: item.id,
          status: "new",
          updated_at: now,
          assigned_to: assignee?.id ?? null,
          first_response_at: null,
        })
        .onConflict((oc) =>
          oc.columns(["kind", "item_id"]).doUpdateSet({ assigned_to: assignee?.id ?? null, updated_at: now }),
        )
        .execute();
      await recordAudit({ ...by, action: "assigned", itemKind: item.kind, itemId: item.id, detail: to }, trx);
      newlyAssigned.push(item);
    }
    if (assignee && assignee.id !== reader.userId && newlyAssigned.length > 0) {
      const named = await Promise.all(
        newlyAssigned.map(async (item) => ({ ...item, name: await visitorName(item, trx) })),
      );
      await queueAssignmentMail(trx, newlyAssigned[0], assignee.email, assignmentNotification(by.actor, named));
    }
    return newlyAssigned.length;
  });
  kickMail();
  return { changed, skipped: keys.length - items.length };
}

async function visitorName(item: ItemKey, trx: Kysely<Database> = db): Promise<string> {
  const row = await trx.selectFrom(itemTable(item.kind)).select("name").where("id", "=", item.id).executeTakeFirst();
  return row?.name ?? "";
}

/** Gives each item the status, as its page would. */
export async function setStatusOfItems(
  keys: ItemKey[],
  status: DeskStatus,
  role: StaffRole,
  by: DeskActor,
): Promise<BulkOutcome> {
  const items = await openable(keys, role);
  let changed = 0;
  for (const item of items) if (await setDeskStatus(item.kind, item.id, status, by)) changed++;
  return { changed, skipped: keys.length - changed };
}

/** Deletes each item, as its page would (the audit log keeps that it was deleted). */
export async function deleteItems(keys: ItemKey[], role: StaffRole, by: DeskActor): Promise<BulkOutcome> {
  const items = await openable(keys, role);
  let changed = 0;
  for (const item of items) if (await deleteDeskItem(item.kind, item.id, by)) changed++;
  return { changed, skipped: keys.length - changed };
}

/** Names of the items about to be deleted, for the confirmation (only those the role may open and that exist). */
export async function itemsToConfirm(keys: ItemKey[], role: StaffRole) {
  const items = await openable(keys, role);
  return Promise.all(items.map(async (item) => ({ ...item, name: await visitorName(item) })));
}
