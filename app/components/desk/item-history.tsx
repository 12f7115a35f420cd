import { auditText } from "~/desk/desk-labels";
import { useDeskTime } from "~/desk/desk-route";

/** An item's history: the audit log's lines and each reply in full (text, sender, time), oldest first. */
export function ItemHistory({
  history,
  replies,
}: {
  history: { id: number; at: string; actor: string; action: string; detail: string | null }[];
  replies: { id: number; at: string; author: string; author_name: string; body: string }[];
}) {
  const deskTime = useDeskTime();
  const entries = [
    ...history
      .filter((entry) => entry.action !== "reply_sent")
      .map((entry) => ({
        key: `a${entry.id}`,
        at: entry.at,
        who: entry.actor,
        text: auditText(entry.action, entry.detail),
        reply: null as string | null,
      })),
    ...replies.map((reply) => ({
      key: `r${reply.id}`,
      at: reply.at,
      who: `${reply.author_name} (${reply.author})`,
      text: "sent a reply:",
      reply: reply.body,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at) || a.key.localeCompare(b.key));
  if (entries.length === 0) return <p>No changes yet.</p>;
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.key}>
          {deskTime(entry.at)}: {entry.who} — {entry.text}
          {entry.reply !== null ? <p className="desk-message desk-reply">{entry.reply}</p> : null}
        </li>
      ))}
    </ul>
  );
}
