import type { Selectable } from "kysely";
import { announceContentChange } from "~/content-source/changes.server";
import { jobHasClosed, slugify, todayIso } from "~/content-source/content-source.server";
import { db } from "~/db/db.server";
import type { DeskActor } from "./desk.server";
import type { JobEditorValues, PostEditorValues } from "./desk-content-schemas";
import type { BlogPostTable, ContentStatus, JobOpeningTable } from "~/db/schema.server";
import { recordAudit } from "~/staff-auth/audit.server";

/**
 * Job openings and blog posts as the desk edits them (embedded database only). Every row staff
 * touch becomes theirs (`staff_owned`): the seed's versioned upserts leave it alone. Rows staff
 * create are numbered from STAFF_FIRST_ID, above every seed id.
 */
export const STAFF_FIRST_ID = 10_000;

export type JobRow = Selectable<JobOpeningTable>;
export type PostRow = Selectable<BlogPostTable>;

/** What the desk's lists show of a job: its state as the public sees it. */
export type JobState = "draft" | "open" | "closed";
export const jobState = (row: JobRow): JobState =>
  row.status === "draft" ? "draft" : jobHasClosed(row) ? "closed" : "open";

export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`slug ${slug} is taken`);
  }
}

const now = () => new Date().toISOString();

async function nextId(table: "job_openings" | "blog_posts", trx: typeof db): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max("id").as("max"))
    .executeTakeFirst();
  return Math.max(STAFF_FIRST_ID, Number(row?.max ?? 0) + 1);
}

export const jobPaths = (slug: string) => [
  "/",
  "/Career",
  `/CareerDetails/${slug}`,
  `/ApplyForm/${slug}`,
  "/sitemap.xml",
];
export const postPaths = (id: number) => ["/", "/Blog", `/Blog-detail/${id}`, "/blog/feed.xml", "/sitemap.xml"];

export function listDeskJobs(): Promise<JobRow[]> {
  return db.selectFrom("job_openings").selectAll().orderBy("id", "desc").execute();
}

export function getDeskJob(id: number): Promise<JobRow | undefined> {
  return db.selectFrom("job_openings").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Creates (id null) or updates a job from the editor; `publish` also makes it public. A slug left
 * empty comes from the title. Throws SlugTakenError when another job has the slug.
 */
export async function saveJob(id: number | null, values: JobEditorValues, by: DeskActor): Promise<JobRow> {
  const slug = values.slug || slugify(values.job_name).slice(0, 80) || "job";
  const saved = await db.transaction().execute(async (trx) => {
    const clash = await trx
      .selectFrom("job_openings")
      .select("id")
      .where("slug", "=", slug)
      .$if(id !== null, (qb) => qb.where("id", "!=", id!))
      .executeTakeFirst();
    if (clash) throw new SlugTakenError(slug);
    const previous =
      id === null
        ? undefined
        : await trx.selectFrom("job_openings").selectAll().where("id", "=", id).executeTakeFirst();
    if (id !== null && !previous) return null;
    const publishing = values.intent === "publish";
    const status: ContentStatus = publishing ? "published" : (previous?.status ?? "draft");
    const fields = {
      slug,
      job_name: values.job_name,
      job_summary: values.job_summary,
      job_description: values.job_description,
      price1: values.price1 ?? null,
      price2: values.price2 ?? null,
      location: values.location || null,
      employment_type: values.employment_type,
      position: values.position || null,
      validity: values.validity,
      cat_one: values.cat_one ?? "",
      cat_two: values.cat_two ?? "",
      cat_three: values.cat_three ?? "",
      status,
      staff_owned: 1,
      updated_at: now(),
      date_posted: previous?.date_posted ?? (publishing ? todayIso() : null),
    };
    let rowId: number;
    if (previous) {
      rowId = previous.id;
      await trx.updateTable("job_openings").set(fields).where("id", "=", rowId).execute();
    } else {
      rowId = await nextId("job_openings", trx);
      await trx
        .insertInto("job_openings")
        .values({ id: rowId, ...fields })
        .execute();
    }
    const action = publishing ? "publish job" : previous ? "edit job" : "create job";
    await recordAudit({ ...by, action, detail: `job #${rowId} ${slug}` }, trx);
    return {
      row: (await trx
        .selectFrom("job_openings")
        .selectAll()
        .where("id", "=", rowId)
        .executeTakeFirstOrThrow()) as JobRow,
      previousSlug: previous?.slug,
    };
  });
  if (!saved) throw new Response(null, { status: 404 });
  announceContentChange([...jobPaths(saved.row.slug), ...(saved.previousSlug ? jobPaths(saved.previousSlug) : [])]);
  return saved.row;
}

/** Closes a job (off the list at once; its page answers 410) or reopens one as a draft. */
export async function setJobStatus(id: number, status: "closed" | "draft", by: DeskActor): Promise<boolean> {
  const row = await getDeskJob(id);
  if (!row) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("job_openings")
      .set({ status, staff_owned: 1, updated_at: now() })
      .where("id", "=", id)
      .execute();
    await recordAudit(
      { ...by, action: status === "closed" ? "close job" : "unpublish job", detail: `job #${id} ${row.slug}` },
      trx,
    );
  });
  announceContentChange(jobPaths(row.slug));
  return true;
}

export function listDeskPosts(): Promise<PostRow[]> {
  return db.selectFrom("blog_posts").selectAll().orderBy("id", "desc").execute();
}

export function getDeskPost(id: number): Promise<PostRow | undefined> {
  return db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Creates or updates a post; `coverKey` is a cover stored with storeCover (null keeps the current one). */
export async function savePost(
  id: number | null,
  values: PostEditorValues,
  coverKey: string | null,
  by: DeskActor,
): Promise<PostRow> {
  const slug = values.slug || slugify(values.title).slice(0, 80) || "post";
  const saved = await db.transaction().execute(async (trx) => {
    const clash = await trx
      .selectFrom("blog_posts")
      .select("id")
      .where("slug", "=", slug)
      .$if(id !== null, (qb) => qb.where("id", "!=", id!))
      .executeTakeFirst();
    if (clash) throw new SlugTakenError(slug);
    const previous =
      id === null ? undefined : await trx.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
    if (id !== null && !previous) return null;
    const publishing = values.intent === "publish";
    const fields = {
      slug,
      title: values.title,
      author: values.author,
      published_at: values.published_at,
      shart_description: values.shart_description,
      description: values.description,
      cover_image: coverKey ?? previous?.cover_image ?? null,
      cover_alt: values.cover_alt || null,
      img: previous?.img ?? "",
      status: publishing ? ("published" as const) : (previous?.status ?? "draft"),
      staff_owned: 1,
      updated_at: now(),
    };
    let rowId: number;
    if (previous) {
      rowId = previous.id;
      await trx.updateTable("blog_posts").set(fields).where("id", "=", rowId).execute();
    } else {
      rowId = await nextId("blog_posts", trx);
      await trx
        .insertInto("blog_posts")
        .values({ id: rowId, ...fields })
        .execute();
    }
    const action = publishing ? "publish post" : previous ? "edit post" : "create post";
    await recordAudit({ ...by, action, detail: `post #${rowId} ${slug}` }, trx);
    return (await trx
      .selectFrom("blog_posts")
      .selectAll()
      .where("id", "=", rowId)
      .executeTakeFirstOrThrow()) as PostRow;
  });
  if (!saved) throw new Response(null, { status: 404 });
  announceContentChange(postPaths(saved.id));
  return saved;
}

/** Takes a post off the site (back to draft). */
export async function unpublishPost(id: number, by: DeskActor): Promise<boolean> {
  const row = await getDeskPost(id);
  if (!row) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("blog_posts")
      .set({ status: "draft", staff_owned: 1, updated_at: now() })
      .where("id", "=", id)
      .execute();
    await recordAudit({ ...by, action: "unpublish post", detail: `post #${id} ${row.slug ?? ""}` }, trx);
  });
  announceContentChange(postPaths(id));
  return true;
}
