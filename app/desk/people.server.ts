import type { DeskItemKind } from "~/db/schema.server";
import { inboxView } from "./inbox.server";
import { printable } from "./submission-format";

/**
 * A person, as the desk knows one: an e-mail address (whatever its case) and everything it sent,
 * of every kind the reader's role may see, newest first. An address that sent nothing the reader
 * may see has no page.
 */

/** An address as a URL names it: trimmed, lower case, at most 254 characters, nothing unprintable. */
export function personAddress(value: string | undefined): string | null {
  const address = (value ?? "").trim().toLowerCase();
  if (!address || address.length > 254 || printable(address) !== address) return null;
  return address;
}

export async function personTimeline(value: string | undefined, kinds: DeskItemKind[]) {
  const email = personAddress(value);
  if (!email || kinds.length === 0) return null;
  const items = await inboxView({ kinds, email });
  if (items.length === 0) return null;
  // The names the address gave, most recent first, each once.
  const names = [...new Set(items.map((item) => item.name.trim()).filter(Boolean))];
  return {
    email,
    names,
    items: items.map(({ kind, id, created_at, name, company, summary, status }) => ({
      kind,
      id,
      created_at,
      name,
      company,
      summary: summary.length > 140 ? `${summary.slice(0, 139)}…` : summary,
      status,
    })),
  };
}
