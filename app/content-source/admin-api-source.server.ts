import { z } from "zod";
import { findCatalogueEntryBySlug, type ServiceListSlug } from "~/content/service-catalogues";
import { CONTENT_ANSWER_MAX_BYTES, readBounded } from "~/http/read-bounded.server";
import type { ContentSource } from "./content-source.server";
import { cleanServiceText, sanitizeHtml, stripHtml } from "./html.server";
import { serviceListItem, slugify, visibleCards } from "./records.server";
import type { CoverImage, JobOpening } from "./types";

/**
 * The provider's admin API as the content source (docs/product.md#admin-api): each call with a
 * timeout and a size cap, validated, cached with a time to live and served stale when the API fails.
 */
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null ? "" : String(v)));
const numberish = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    if (v == null || v === "") return null;
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  });

const serviceListSchema = z.array(z.object({ service_name: text, shart_description: text }).passthrough());
const blogListSchema = z.array(
  z.object({ id: z.coerce.number().int(), title: text, img: text, shart_description: text }).passthrough(),
);
const blogPostSchema = z.object({ title: z.string().min(1), img: text, description: text }).passthrough();
const cardSchema = z.object({ title: text, definition: text, icon: text }).passthrough();
const detailsSchema = z.union([
  z.array(cardSchema),
  z.object({ details: z.array(cardSchema) }).transform((o) => o.details),
]);
const sectionThreeSchema = z
  .object({ heading_three: text, description_three: text, description_two: text, headingstwo: text })
  .passthrough();
const sectionMainSchema = z
  .object({
    service_name: z.string().min(1),
    description: text,
    heading_name: text,
    bottomheading_name: text,
    headingstwo1: text,
    heading_three: text,
    meta_tag_title: text,
    meta_tag: text,
  })
  .passthrough();
const jobSchema = z
  .object({
    id: z.coerce.number().int(),
    job_name: text,
    job_summary: text,
    cat_one: text,
    cat_two: text,
    cat_three: text,
    price1: numberish,
    price2: numberish,
    validity: text,
    location: text,
    employment_type: text,
    position: text,
    job_description: text,
  })
  .passthrough();

/** Some endpoints answer one object, others a one-element array of it. */
function single<T extends z.ZodTypeAny>(schema: T): z.ZodType<z.output<T>, z.ZodTypeDef, unknown> {
  return z.union([
    schema,
    z
      .array(schema)
      .min(1)
      .transform((list) => list[0]),
  ]);
}

interface CacheEntry {
  value: unknown;
  expires: number;
}

/** The content source could not be read and nothing was cached: whether the item exists is unknown. */
export class ContentUnavailableError extends Error {
  constructor(what: string) {
    super(`content unavailable: ${what}`);
    this.name = "ContentUnavailableError";
  }
}

class ApiStatusError extends Error {
  constructor(readonly status: number) {
    super(`status ${status}`);
  }
}

/** An API's way of saying "no such item": an empty array, null or an empty string. */
const emptyAnswer = z.union([z.null(), z.literal(""), z.array(z.unknown()).length(0)]).transform(() => null);

export class AdminApiClient {
  private cache = new Map<string, CacheEntry>();
  private inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private baseUrl: string,
    private timeoutMs: number,
    private ttlMs: number,
  ) {}

  /**
   * GET one endpoint: fresh cache → as is; otherwise ask the API, and on any failure (network,
   * timeout, status, shape) fall back to the stale cached answer, else to `empty`.
   */
  async get<S extends z.ZodTypeAny, E = z.output<S>>(path: string, schema: S, empty: E): Promise<z.output<S> | E> {
    try {
      return await this.read(path, schema);
    } catch {
      return empty;
    }
  }

  /**
   * GET one item a page cannot do without, as `get`; an API that answers 404 or empty says there
   * is no such item (null). Any other failure with nothing cached throws ContentUnavailableError.
   */
  async item<S extends z.ZodTypeAny>(path: string, schema: S): Promise<z.output<S> | null> {
    try {
      return await this.read(path, z.union([emptyAnswer, schema]));
    } catch (error) {
      if (error instanceof ApiStatusError && error.status === 404) return null;
      throw new ContentUnavailableError(path);
    }
  }

  /** Fresh cache → as is; otherwise the API's answer, or on failure the stale cached one, or throws. */
  private async read<S extends z.ZodTypeAny>(path: string, schema: S): Promise<z.output<S>> {
    type T = z.output<S>;
    const cached = this.cache.get(path);
    if (cached && cached.expires > Date.now()) return cached.value as T;
    let pending = this.inFlight.get(path) as Promise<T> | undefined;
    if (!pending) {
      pending = this.fetchValidated(path, schema).finally(() => this.inFlight.delete(path));
      this.inFlight.set(path, pending);
    }
    try {
      const value = await pending;
      this.cache.set(path, { value, expires: Date.now() + this.ttlMs });
      return value;
    } catch (error) {
      console.warn(
        `admin API ${path}: ${error instanceof Error ? error.message : String(error)}${cached ? " (serving stale)" : ""}`,
      );
      if (cached) return cached.value as T;
      throw error;
    }
  }

  private async fetchValidated<S extends z.ZodTypeAny>(path: string, schema: S): Promise<z.output<S>> {
    const response = await fetch(new URL(path, this.baseUrl), {
      signal: AbortSignal.timeout(this.timeoutMs),
      headers: { accept: "application/json" },
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new ApiStatusError(response.status);
    }
    const body: unknown = JSON.parse((await readBounded(response, CONTENT_ANSWER_MAX_BYTES)).toString("utf8"));
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new Error(`unexpected answer: ${parsed.error.issues[0]?.message ?? "invalid"}`);
    return parsed.data;
  }

  uploadsUrl(file: string): string {
    return file ? new URL(`uploads/${encodeURIComponent(file)}`, this.baseUrl).href : "";
  }

  private uploadChecks = new Map<string, CacheEntry>();

  /**
   * Whether an uploaded image can be shown: the API answers a HEAD for it with an image. Checked
   * on the server so a missing icon is replaced in the HTML itself, before any script and without
   * one; the API's answer is remembered for the cache's time to live. No answer in time (a slow
   * or unreachable API) proves nothing: the image is left to the browser, whose own fallback
   * covers a real failure, and the next view asks again.
   */
  async uploadIsImage(url: string): Promise<boolean> {
    const cached = this.uploadChecks.get(url);
    if (cached && cached.expires > Date.now()) return cached.value as boolean;
    const isImage = await fetch(url, { method: "HEAD", signal: AbortSignal.timeout(this.timeoutMs) }).then(
      (response) => response.ok && (response.headers.get("content-type") ?? "").startsWith("image/"),
      () => undefined,
    );
    if (isImage === undefined) return true;
    this.uploadChecks.set(url, { value: isImage, expires: Date.now() + this.ttlMs });
    return isImage;
  }
}

const listEndpoint: Record<ServiceListSlug, string> = {
  "paralegal-service": "get_data1",
  "contract-life-cycle-management": "get_data2",
  "document-review": "get_data3",
  "admin-supports": "get_data4",
};

/** The admin's images are of unknown size: shown in the 1200 × 630 frame the pages give every cover. */
const adminCover = (src: string): CoverImage => ({ src, srcset: null, width: 1200, height: 630, alt: "" });

export function adminApiSource(api: AdminApiClient): ContentSource {
  /** Cards whose icon the API cannot serve get none, so the page shows the default icon. */
  const toCards = (cards: z.output<typeof cardSchema>[]) =>
    Promise.all(
      visibleCards(
        cards.map((c) => ({
          title: cleanServiceText(c.title),
          definition: stripHtml(cleanServiceText(c.definition)),
          iconUrl: api.uploadsUrl(cleanServiceText(c.icon)),
        })),
      ).map(async (card) =>
        card.iconUrl && !(await api.uploadIsImage(card.iconUrl)) ? { ...card, iconUrl: "" } : card,
      ),
    );

  const jobFrom = (raw: z.output<typeof jobSchema>): JobOpening => ({
    id: raw.id,
    slug: slugify(raw.job_name),
    name: raw.job_name,
    summaryHtml: sanitizeHtml(raw.job_summary),
    tags: [raw.cat_one, raw.cat_two, raw.cat_three].filter(Boolean),
    price1: raw.price1,
    price2: raw.price2,
    validity: raw.validity || null,
    location: raw.location || null,
    employmentType: raw.employment_type || null,
    position: raw.position || null,
    descriptionHtml: sanitizeHtml(raw.job_description),
    // The provider's admin decides which jobs it lists; the API's job records carry no state.
    closed: false,
    datePosted: null,
    updatedAt: null,
  });

  const jobListSchema = z.array(jobSchema.partial({ job_summary: true, job_description: true }).passthrough());
  const jobsFrom = (rows: z.output<typeof jobListSchema> | null) =>
    (rows ?? []).map((row) =>
      jobFrom({ ...row, job_summary: row.job_summary ?? "", job_description: row.job_description ?? "" } as z.output<
        typeof jobSchema
      >),
    );

  const source: ContentSource = {
    async listServices(list) {
      const rows = await api.get(listEndpoint[list], serviceListSchema, []);
      return rows.map((row) => serviceListItem(row.service_name, row.shart_description));
    },
    async serviceDetail(slug) {
      const entry = findCatalogueEntryBySlug(slug);
      if (!entry) return null;
      const id = encodeURIComponent(entry.id);
      // The main section is the page; without it (and nothing cached) the page is unavailable.
      const [cards1, three, cards2, cards3a, main, cards3b] = await Promise.all([
        api.get(`get_data10/${id}`, detailsSchema, []),
        api.get(`get_datathree/${id}`, single(sectionThreeSchema), null),
        api.get(`get_data66/${id}`, detailsSchema, []),
        api.get(`get_data5/${id}`, detailsSchema, []),
        api.item(`get_data7/${id}`, single(sectionMainSchema)),
        api.get(`get_data6/${id}`, detailsSchema, []),
      ]);
      if (!main) return null;
      const [firstCards, secondCards, thirdCards] = await Promise.all([
        toCards(cards1),
        toCards(cards2),
        toCards([...cards3a, ...cards3b]),
      ]);
      return {
        slug: entry.slug,
        name: cleanServiceText(main.service_name) || entry.name,
        descriptionHtml: sanitizeHtml(cleanServiceText(main.description)),
        metaTitle: cleanServiceText(main.meta_tag_title) || entry.name,
        metaDescription: cleanServiceText(main.meta_tag),
        first: { heading: cleanServiceText(main.heading_name), cards: firstCards },
        second: {
          heading: cleanServiceText(three?.headingstwo),
          descriptionHtml: sanitizeHtml(cleanServiceText(three?.description_two)),
          cards: secondCards,
        },
        third: {
          heading: cleanServiceText(three?.heading_three || main.heading_three),
          descriptionHtml: sanitizeHtml(cleanServiceText(three?.description_three)),
          cards: thirdCards,
        },
        closing: {
          heading: cleanServiceText(main.bottomheading_name),
          text: stripHtml(cleanServiceText(main.headingstwo1)),
        },
      };
    },
    async listPosts() {
      const rows = await api.get("get_data8", blogListSchema, []);
      return rows.map((row) => ({
        id: row.id,
        title: stripHtml(row.title),
        imageUrl: api.uploadsUrl(row.img),
        cover: adminCover(api.uploadsUrl(row.img)),
        summary: stripHtml(row.shart_description),
        publishedAt: null,
        author: null,
        updatedAt: null,
      }));
    },
    async post(id) {
      const row = await api.item(`get_blog_data/${id}`, single(blogPostSchema));
      if (!row || !row.title) return null;
      return {
        id,
        title: stripHtml(row.title),
        imageUrl: api.uploadsUrl(row.img),
        cover: adminCover(api.uploadsUrl(row.img)),
        bodyHtml: sanitizeHtml(row.description),
        summary: stripHtml(row.description).slice(0, 160),
        publishedAt: null,
        author: null,
        updatedAt: null,
      };
    },
    async listJobs() {
      return jobsFrom(await api.item("get_career_data", jobListSchema).catch(() => null));
    },
    async job(slug) {
      // Which jobs exist is known only from the list: without it the job is unavailable, not missing.
      const listed = jobsFrom(await api.item("get_career_data", jobListSchema)).find(
        (job) => job.slug === slug.toLowerCase(),
      );
      if (!listed) return null;
      const row = await api.get(`get_career_data1/${listed.id}`, single(jobSchema), null);
      return row ? { ...jobFrom(row), slug: listed.slug } : listed;
    },
  };
  return source;
}
