import { z } from "zod";

/**
 * Site settings: brand, contact details, offices, social links and external URLs. Defaults are
 * fictional reserved values (555-01xx numbers, .example domains); each one can be overridden by
 * the environment variable named beside it.
 */
const url = z.string().url();

/** Each field is one environment variable; this schema is its only declaration (see .env.example). */
export const settingsVariables = z.object({
  SITE_URL: url.default("https://www.northbridge-lpo.example"),
  SITE_BRAND: z.string().min(1).default("Northbridge LPO"),
  SITE_BRAND_LONG: z.string().min(1).default("Northbridge Legal Process Outsourcing"),
  SITE_ASSISTANT_NAME: z.string().min(1).default("Lexi"),
  SITE_PHONE: z
    .string()
    .regex(/^[+\d][\d\s().-]{6,}$/, "must be a phone number such as +1 (305) 555-0142")
    .default("+1 (305) 555-0142"),
  SITE_EMAIL: z.string().email().default("support@northbridge-lpo.example"),
  SITE_OFFICE_JAMAICA: z.string().min(1).default("12 Example Harbour Road, Kingston 10, Jamaica"),
  SITE_OFFICE_USA: z.string().min(1).default("1200 Example Bay Boulevard, Suite 900, Miami, FL 33131"),
  SITE_BOOKING_URL: url.default("https://booking.northbridge-lpo.example/consultation"),
  SITE_VIDEO_URL: z.string().min(1).default("/media/why-choose-us.webm"),
  SITE_VIDEO_POSTER: z.string().min(1).default("/media/why-choose-us-poster.svg"),
  SITE_VIDEO_CAPTIONS: z.string().min(1).optional(),
  SITE_FACEBOOK_URL: url.default("https://facebook.example/northbridge-lpo"),
  SITE_TWITTER_URL: url.default("https://twitter.example/northbridge-lpo"),
  SITE_INSTAGRAM_URL: url.default("https://instagram.example/northbridge-lpo"),
  SITE_LINKEDIN_URL: url.default("https://linkedin.example/northbridge-lpo"),
  SITE_YOUTUBE_URL: url.default("https://youtube.example/northbridge-lpo"),
});

const settingsSchema = settingsVariables.transform((s) => ({
  siteUrl: s.SITE_URL.replace(/\/+$/, ""),
  brand: s.SITE_BRAND,
  brandLong: s.SITE_BRAND_LONG,
  assistantName: s.SITE_ASSISTANT_NAME,
  phone: { display: s.SITE_PHONE, href: `tel:+${s.SITE_PHONE.replace(/\D/g, "")}` },
  email: s.SITE_EMAIL,
  offices: [
    { label: "Jamaica Office", region: "Jamaica" as const, address: s.SITE_OFFICE_JAMAICA },
    { label: "Florida Office (USA)", region: "USA" as const, address: s.SITE_OFFICE_USA },
  ],
  bookingUrl: s.SITE_BOOKING_URL,
  /** `captions`: a WebVTT file; the shipped film's own unless another video is configured without one. */
  video: {
    src: s.SITE_VIDEO_URL,
    poster: s.SITE_VIDEO_POSTER,
    captions:
      s.SITE_VIDEO_CAPTIONS ??
      (s.SITE_VIDEO_URL === "/media/why-choose-us.webm" ? "/media/why-choose-us.vtt" : undefined),
  },
  socials: [
    { network: "facebook" as const, label: "Facebook", href: s.SITE_FACEBOOK_URL },
    { network: "twitter" as const, label: "Twitter", href: s.SITE_TWITTER_URL },
    { network: "instagram" as const, label: "Instagram", href: s.SITE_INSTAGRAM_URL },
    { network: "linkedin" as const, label: "LinkedIn", href: s.SITE_LINKEDIN_URL },
    { network: "youtube" as const, label: "YouTube", href: s.SITE_YOUTUBE_URL },
  ],
}));

/** The site's settings, as the schema above reads them from the environment. */
export type SiteSettings = z.output<typeof settingsSchema>;

export class SettingsError extends Error {}

export function parseSettings(env: Record<string, string | undefined>): SiteSettings {
  const relevant = Object.fromEntries(
    Object.keys(settingsVariables.shape).map((key) => [key, env[key] === "" ? undefined : env[key]]),
  );
  const result = settingsSchema.safeParse(relevant);
  if (!result.success)
    throw new SettingsError(
      result.error.issues.map((issue) => `Invalid setting ${issue.path.join(".")}: ${issue.message}`).join("\n"),
    );
  return result.data;
}

let cached: SiteSettings | undefined;

/** The settings of this process, read from the environment once. */
export function getSettings(): SiteSettings {
  cached ??= parseSettings(process.env);
  return cached;
}
