import { data } from "react-router";
import { getConfig } from "~/config/config.server";
import { contentSource } from "~/content-source/content-source.server";
import { jobState, listDeskJobs, listDeskPosts, type JobState } from "./staff-content.server";

/** With ADMIN_API_URL set, jobs and posts are the provider's admin's: the desk shows them and edits nothing. */
export const providerOwnsContent = () => Boolean(getConfig().adminApiUrl);

export const PROVIDER_OWNS_TEXT =
  "Job openings and blog posts come from the provider's own admin system: edit them there. This list is read-only.";

export function refuseWhenProviderOwns(): void {
  if (providerOwnsContent()) throw data(PROVIDER_OWNS_TEXT, { status: 403 });
}

/** `new`, or the id of an existing row (a 404 for anything else: traversal, odd characters). */
export function editorId(param: string | undefined): number | null {
  if (param === "new") return null;
  if (!/^\d{1,9}$/.test(param ?? "")) throw data(null, { status: 404 });
  return Number(param);
}

/** The desk's list of job openings: every state from the database, or the provider's (read-only). */
export async function deskJobList() {
  if (providerOwnsContent()) {
    const jobs = await contentSource().listJobs();
    return {
      readOnlyText: PROVIDER_OWNS_TEXT,
      jobs: jobs.map((job) => ({
        id: job.id,
        slug: job.slug,
        name: job.name,
        state: "open" as JobState,
        validity: job.validity ?? "",
      })),
    };
  }
  const rows = await listDeskJobs();
  return {
    readOnlyText: null,
    jobs: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.job_name,
      state: jobState(row),
      validity: row.validity,
    })),
  };
}

/** The desk's list of blog posts, as deskJobList. */
export async function deskPostList() {
  if (providerOwnsContent()) {
    const posts = await contentSource().listPosts();
    return {
      readOnlyText: PROVIDER_OWNS_TEXT,
      posts: posts.map((post) => ({ id: post.id, title: post.title, published: true, publishedAt: post.publishedAt })),
    };
  }
  const rows = await listDeskPosts();
  return {
    readOnlyText: null,
    posts: rows.map((row) => ({
      id: row.id,
      title: row.title,
      published: row.status === "published",
      publishedAt: row.published_at,
    })),
  };
}
