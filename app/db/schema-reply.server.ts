import type { Generated } from "kysely";
import type { DeskItemKind } from "./schema.server";

/** Tables of replies sent from the desk and saved replies (migration 016). */

/** E-mails the desk sends about an item: a reply to the visitor, the notice to a colleague it was assigned to. */
export type DeskMailPurpose = "staff_reply" | "staff_assigned";

export interface DeskReplyTable {
  id: Generated<number>;
  kind: DeskItemKind;
  item_id: number;
  at: string;
  /** The staff member's e-mail and the name the reply was signed with. */
  author: string;
  author_name: string;
  subject: string;
  body: string;
  /** The mail_outbox row that carries it (null once that row is gone). */
  mail_id: number | null;
  /** The reply form's one-time key: a form posted twice sends one reply. */
  form_key: string;
}

export interface DeskSavedReplyTable {
  id: Generated<number>;
  title: string;
  body: string;
  updated_at: string;
  updated_by: string;
}
