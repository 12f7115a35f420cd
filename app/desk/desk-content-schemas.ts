import { z } from "zod";

/**
 * The desk editor's forms, shared by the browser (instant validation) and the action (the
 * authority). A draft may be incomplete; publishing needs what the public pages show.
 */

export const CONTENT_INTENTS = ["save", "preview", "publish"] as const;
export type ContentIntent = (typeof CONTENT_INTENTS)[number];

export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Contract", "Temporary", "Internship"] as const;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = "Use lower-case letters, digits and single hyphens only (for example: remote-paralegal).";

const required = (label: string, max: number) =>
  z
    .string({ required_error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `The ${label} must be ${max} characters or fewer.`);
const optional = (label: string, max: number) =>
  z.string().trim().max(max, `The ${label} must be ${max} characters or fewer.`).optional();
const slug = z
  .string()
  .trim()
  .max(80, "The slug must be 80 characters or fewer.")
  .regex(SLUG_PATTERN, SLUG_MESSAGE)
  .optional();
const isoDate = (label: string) =>
  z
    .string({ required_error: `Enter the ${label}.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${label} as a date.`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `Enter the ${label} as a date.`);
const monthlyUsd = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\$?\d{1,3}(,?\d{3})*$|^\$?\d+$/, `Enter the ${label} as a whole number of dollars.`)
    .transform((value) => Number(value.replace(/[$,]/g, "")))
    .pipe(
      z
        .number()
        .int()
        .min(1, `The ${label} must be at least $1.`)
        .max(1_000_000, `The ${label} must be at most $1,000,000.`),
    )
    .optional();
const intent = z.enum(CONTENT_INTENTS).default("save");

export const jobEditorSchema = z
  .object({
    intent,
    job_name: required("job title", 120),
    slug,
    job_summary: required("summary", 1_000),
    job_description: required("description", 20_000),
    price1: monthlyUsd("lowest monthly pay"),
    price2: monthlyUsd("highest monthly pay"),
    location: optional("location", 120),
    employment_type: z.enum(EMPLOYMENT_TYPES, { errorMap: () => ({ message: "Choose the employment type." }) }),
    position: optional("position", 80),
    validity: isoDate("closing date"),
    cat_one: optional("first category", 40),
    cat_two: optional("second category", 40),
    cat_three: optional("third category", 40),
  })
  .superRefine((job, ctx) => {
    if (job.price1 && job.price2 && job.price1 > job.price2)
      ctx.addIssue({
        code: "custom",
        path: ["price2"],
        message: "The highest monthly pay must not be below the lowest.",
      });
    if (job.intent !== "publish") return;
    if (!job.price1)
      ctx.addIssue({ code: "custom", path: ["price1"], message: "Enter the lowest monthly pay before publishing." });
    if (!job.price2)
      ctx.addIssue({ code: "custom", path: ["price2"], message: "Enter the highest monthly pay before publishing." });
    if (!job.location)
      ctx.addIssue({ code: "custom", path: ["location"], message: "Enter the location before publishing." });
    if (job.validity < new Date().toISOString().slice(0, 10))
      ctx.addIssue({
        code: "custom",
        path: ["validity"],
        message: "The closing date has passed: choose a later one to publish.",
      });
  });

export type JobEditorInput = z.input<typeof jobEditorSchema>;
export type JobEditorValues = z.output<typeof jobEditorSchema>;

export const postEditorSchema = z
  .object({
    intent,
    title: required("title", 160),
    slug,
    author: required("author", 80),
    published_at: isoDate("publication date"),
    shart_description: required("short description", 400),
    description: required("body", 50_000),
    cover: z.any().optional(),
    cover_alt: optional("cover's alternative text", 200),
    /** Set by the server when the post already has a cover (an edit need not upload it again). */
    has_cover: z.enum(["yes", "no"]).default("no"),
  })
  .superRefine((post, ctx) => {
    const uploading = post.cover instanceof File && post.cover.size > 0;
    if ((uploading || post.has_cover === "yes") && !post.cover_alt)
      ctx.addIssue({
        code: "custom",
        path: ["cover_alt"],
        message: "Describe the cover image for people who cannot see it.",
      });
    if (post.intent === "publish" && !uploading && post.has_cover !== "yes")
      ctx.addIssue({ code: "custom", path: ["cover"], message: "Choose a cover image before publishing." });
  });

export type PostEditorInput = z.input<typeof postEditorSchema>;
export type PostEditorValues = z.output<typeof postEditorSchema>;
