import type { DeskItemKind, DeskStatus } from "~/db/schema.server";
import { isDeskKind, isDeskStatus } from "./desk-kinds";

/** The inbox's filters as its URL carries them (shared by the inbox and its CSV export). */
export interface InboxQuery {
  kind?: DeskItemKind;
  status?: DeskStatus;
  q: string;
  from?: string;
  to?: string;
  job?: number;
  /** "me" (the reader), "none" (nobody), or a colleague's account id. */
  assignee?: "me" | "none" | number;
  page: number;
}

export const MAX_QUERY = 100;
/** The most rows one CSV export holds. */
export const EXPORT_LIMIT = 10_000;

export function inboxQueryFrom(params: URLSearchParams): InboxQuery {
  const kind = params.get("kind");
  const status = params.get("status");
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
  };
  const job = params.get("job") ?? "";
  const assignee = params.get("assignee") ?? "";
  return {
    from: day("from"),
    to: day("to"),
    job: /^[1-9]\d{0,8}$/.test(job) ? Number(job) : undefined,
    assignee:
      assignee === "me" || assignee === "none"
        ? assignee
        : /^[1-9]\d{0,8}$/.test(assignee)
          ? Number(assignee)
          : undefined,
    kind: isDeskKind(kind) ? kind : undefined,
    status: isDeskStatus(status) ? status : undefined,
    q: params.get("q")?.slice(0, MAX_QUERY) ?? "",
    page: Math.min(10_000, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1)),
  };
}

/** The view's URL parameters, empty ones left out (`page` too unless asked for). */
export function inboxSearch(query: Omit<InboxQuery, "page"> & { page?: number }): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== "" && !(name === "page" && value === 1)) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
