import { data } from "react-router";
import { getConfig } from "~/models/config.server";

/** With ADMIN_API_URL set, jobs and posts are the provider's admin's: the desk shows them and edits nothing. */
export const providerOwnsContent = () => Boolean(getConfig().adminApiUrl);

export const PROVIDER_OWNS_TEXT = "Job openings and blog posts come from the provider's admin (ADMIN_API_URL): edit them there. This list is read-only.";

export function refuseWhenProviderOwns(): void {
  if (providerOwnsContent()) throw data(PROVIDER_OWNS_TEXT, { status: 403 });
}

/** `new`, or the id of an existing row (a 404 for anything else: traversal, odd characters). */
export function editorId(param: string | undefined): number | null {
  if (param === "new") return null;
  if (!/^\d{1,9}$/.test(param ?? "")) throw data(null, { status: 404 });
  return Number(param);
}
