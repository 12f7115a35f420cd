import { z } from "zod";
import { RESUME_MAX_BYTES, RESUME_TOO_LARGE, RESUME_TOO_LARGE_MESSAGE, RESUME_TYPE_MESSAGE } from "./resume-rules";

/**
 * One schema per form, shared by the browser (instant validation, loaded after the page: see
 * use-site-form.ts) and the action (the authority). Field names are the provider's (docs/product.md#forms).
 */
function requiredText(label: string, max: number) {
  return (
    z
      .string({ required_error: `${label} is required.`, invalid_type_error: `${label} is required.` })
      .transform((value) => value.replace(/\r\n?/g, "\n").trim())
      // Conform turns an empty string into undefined, also after the trim above.
      .pipe(
        z
          .string({ required_error: `${label} is required.` })
          .min(1, `${label} is required.`)
          .max(max, `${label} must be at most ${max} characters.`),
      )
  );
}

const email = z
  .string({ required_error: "Email is required.", invalid_type_error: "Email is required." })
  .trim()
  .max(254, "Email must be at most 254 characters.")
  .email("Enter a valid email address, like name@example.com.");

const saveInfo = z.boolean().optional().default(false);

/**
 * Contact and booking reach the provider's API as URL-encoded headers (and, for a booking, path
 * segments), which HTTP servers cap at about 8 KB a line: a field must fit once encoded, whatever
 * its alphabet (an accented letter takes 6 bytes, an emoji 12).
 */
function fitsEncoded<T extends z.ZodType<string>>(field: T, label: string, maxEncoded: number) {
  return field.refine(
    (value) => encodeURIComponent(value).length <= maxEncoded,
    `${label} is too long to send. Please shorten it.`,
  );
}

export const contactSchema = z.object({
  name: fitsEncoded(requiredText("Name", 200), "Name", 1200),
  email,
  number: fitsEncoded(requiredText("Phone number", 50), "Phone number", 300),
  comment: fitsEncoded(requiredText("Message", 5000), "Message", 5000),
  saveInfo,
});

export const bookingSchema = z.object({
  name: fitsEncoded(requiredText("Name", 200), "Name", 1200),
  email,
  phone: fitsEncoded(requiredText("Phone", 50), "Phone", 300),
  // Sent twice (path and header), so the path line stays under 8 KB with the other six values.
  comment: fitsEncoded(requiredText("Comment", 5000), "Comment", 5000),
  /** Which of the role's tiers at the URL's rate; the action checks it against that rate. */
  tier: z
    .enum(["contract", "full-time", "multilingual"], {
      errorMap: () => ({ message: "Choose one of the tiers listed." }),
    })
    .optional(),
  startDate: z.string().trim().refine(isCalendarDate, "Enter a date like 2027-01-15.").optional(),
  saveInfo,
});

/** YYYY-MM-DD naming a real day (what a date input sends). */
function isCalendarDate(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return (
    date.getUTCFullYear() === Number(match[1]) &&
    date.getUTCMonth() === Number(match[2]) - 1 &&
    date.getUTCDate() === Number(match[3])
  );
}

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
