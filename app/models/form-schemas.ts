import { z } from "zod";
import { RESUME_MAX_BYTES, RESUME_TOO_LARGE, RESUME_TOO_LARGE_MESSAGE, RESUME_TYPE_MESSAGE } from "./resume-rules";

/**
 * One schema per form, shared by the browser (instant validation, loaded after the page: see
 * use-site-form.ts) and the action (the authority). Field names are the spec's entity names (§3).
 */
function requiredText(label: string, max: number) {
  return z
    .string({ required_error: `${label} is required.`, invalid_type_error: `${label} is required.` })
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    // Conform turns an empty string into undefined, also after the trim above.
    .pipe(z.string({ required_error: `${label} is required.` }).min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`));
}

const email = z
  .string({ required_error: "Email is required.", invalid_type_error: "Email is required." })
  .trim()
  .max(254, "Email must be at most 254 characters.")
  .email("Enter a valid email address, like name@example.com.");

const saveInfo = z.boolean().optional().default(false);

export const contactSchema = z.object({
  name: requiredText("Name", 200),
  email,
  number: requiredText("Phone number", 50),
  comment: requiredText("Message", 5000),
  saveInfo,
});

export const bookingSchema = z.object({
  name: requiredText("Name", 200),
  email,
  phone: requiredText("Phone", 50),
  comment: requiredText("Comment", 5000),
  saveInfo,
});

interface FileLike {
  name: string;
  size: number;
}

function isFileLike(value: unknown): value is FileLike {
  return typeof value === "object" && value !== null && "size" in value && "name" in value;
}

export const applicationSchema = z.object({
  name: requiredText("Name", 200),
  email,
  phone: requiredText("Phone", 50),
  experience: z.string().trim().max(2000, "Experience must be at most 2000 characters.").optional(),
  comment: requiredText("Cover note", 5000),
  saveInfo,
  resume: z
    .unknown()
    .optional()
    .superRefine((value, ctx) => {
      if (value === RESUME_TOO_LARGE || (isFileLike(value) && value.size > RESUME_MAX_BYTES)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: RESUME_TOO_LARGE_MESSAGE });
      } else if (isFileLike(value) && value.size > 0 && !/\.(pdf|docx?)$/i.test(value.name)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: RESUME_TYPE_MESSAGE });
      }
    }),
});

export type ContactValues = z.output<typeof contactSchema>;
export type BookingValues = z.output<typeof bookingSchema>;
export type ApplicationValues = z.output<typeof applicationSchema>;
export type ContactInput = z.input<typeof contactSchema>;
export type BookingInput = z.input<typeof bookingSchema>;
export type ApplicationInput = z.input<typeof applicationSchema>;
