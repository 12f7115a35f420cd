import { db } from "~/db/db.server";
import { recordAudit, type DeskActor } from "~/staff-auth/audit.server";

/** Saved replies: texts staff start a reply from, kept in the database and edited on /staff/replies. */

export async function listSavedReplies() {
  return db.selectFrom("desk_saved_replies").selectAll().orderBy("title").orderBy("id").limit(500).execute();
}

export async function getSavedReply(id: number) {
  return (await db.selectFrom("desk_saved_replies").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** Creates (no id) or changes one; false when the one to change is gone. */
export async function saveSavedReply(
  reply: { id?: number; title: string; body: string },
  by: DeskActor,
): Promise<number | null> {
  const values = { title: reply.title, body: reply.body, updated_at: new Date().toISOString(), updated_by: by.actor };
  return db.transaction().execute(async (trx) => {
    let id: number | null;
    if (reply.id) {
      const updated = await trx
        .updateTable("desk_saved_replies")
        .set(values)
        .where("id", "=", reply.id)
        .executeTakeFirst();
      id = Number(updated.numUpdatedRows) === 1 ? reply.id : null;
    } else {
      id = (await trx.insertInto("desk_saved_replies").values(values).returning("id").executeTakeFirstOrThrow()).id;
    }
    if (id) await recordAudit({ ...by, action: "saved_reply_saved", detail: `saved reply #${id}` }, trx);
    return id;
  });
}

export async function deleteSavedReply(id: number, by: DeskActor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom("desk_saved_replies").where("id", "=", id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return false;
    await recordAudit({ ...by, action: "saved_reply_deleted", detail: `saved reply #${id}` }, trx);
    return true;
  });
}

/** A saved reply's text for one visitor: {name} becomes the name they gave. */
export const fillSavedReply = (body: string, visitorName: string) =>
  body.replaceAll("{name}", visitorName.replace(/\s+/g, " ").trim());
