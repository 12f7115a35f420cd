import crypto from "node:crypto";
import sharp from "sharp";
import { illustrations } from "~/content/illustrations";
import { indexedPages, type IndexedPage } from "~/content/site-index";
import { home } from "~/content/home";
import { getSettings } from "~/config/site-settings.server";
import type { BannerKind } from "~/content/types";
import { contentSource } from "~/content-source/content-source.server";

/**
 * Open Graph images: a branded 1200 × 630 card per page, with the page's title beside its page
 * type's drawing, drawn as SVG and rendered to PNG with sharp. Only real pages get one (the title
 * is the page's own, never taken from the request), and each is rendered once per title.
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const drawings = import.meta.glob<string>("../../public/illustrations/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

const eyebrows: Record<BannerKind, string> = {
  home: "Remote legal support",
  about: "About us",
  team: "About us",
  listing: "Explore",
  practiceHub: "Practice areas",
  practiceArea: "Practice area support",
  role: "Remote staffing role",
  services: "Legal support services",
  serviceList: "Legal support services",
  service: "Legal support service",
  serviceDetail: "Legal support service",
  careers: "Careers",
  job: "Careers",
  blog: "Blog",
  post: "Blog",
  contact: "Get in touch",
  booking: "Booking",
  application: "Careers",
  search: "Search",
  samples: "Sample work",
  notFound: "Remote legal support",
};

export interface OgPage {
  kind: BannerKind;
  title: string;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/**
 * The title in at most `maxLines` lines of about `perLine` characters, broken between words (a
 * word longer than a line is cut), the last line ending in "…" when the title does not fit.
 */
export function wrapTitle(title: string, perLine: number, maxLines: number): string[] {
  const words = title
    .replace(/\s+/g, " ")
    .trim()
    .split(" ")
    .flatMap((word) => word.match(new RegExp(`.{1,${perLine}}`, "gu")) ?? []);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, perLine - 1).trimEnd()}…`;
  return kept;
}

/** The card as SVG: every text escaped, the drawing nested from the site's own files. */
export function ogImageSvg({ kind, title }: OgPage, brand: string, host: string): string {
  // The bold serif sets about 0.66 em a character: lines stay within the 580 px left of the drawing.
  const fontSize = title.length > 30 ? 46 : 56;
  const lines = wrapTitle(title, Math.floor(580 / (fontSize * 0.66)), 4);
  const lineHeight = fontSize * 1.15;
  const top = 300 - ((lines.length - 1) * lineHeight) / 2;
  const titleText = lines
    .map((line, i) => `<tspan x="80" y="${Math.round(top + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join("");
  const file = illustrations.banners[kind].src.replace(/^\/illustrations\//, "").replace(/\?.*$/, "");
  const drawing = (drawings[`../../public/illustrations/${file}`] ?? "")
    .replace(/<title>[\s\S]*?<\/title>/, "")
    .replace(/^<svg[^>]*viewBox="([^"]+)"[^>]*>/, `<svg x="700" y="120" width="440" height="330" viewBox="$1">`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#0b2545"/>
<circle cx="1060" cy="90" r="260" fill="#13807a" fill-opacity="0.45"/>
<rect x="680" y="100" width="480" height="370" rx="28" fill="#13315c"/>
${drawing}
<g transform="translate(80 64) scale(1.5)"><rect width="36" height="36" rx="9" fill="#13315c"/><path d="M18 8v20M11 28h14M9 14h18M9 14l-3 7a3 3 0 0 0 6 0l-3-7m18 0-3 7a3 3 0 0 0 6 0l-3-7" stroke="#e0a100" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>
<text x="150" y="108" fill="#ffffff" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" font-weight="700">${escapeXml(brand)}</text>
<text x="80" y="${Math.round(top - fontSize - 18)}" fill="#e0a100" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" font-weight="700" letter-spacing="3">${escapeXml(eyebrows[kind].toUpperCase())}</text>
<text fill="#ffffff" font-family="DejaVu Serif, Georgia, serif" font-size="${fontSize}" font-weight="700">${titleText}</text>
<rect x="80" y="540" width="120" height="8" rx="4" fill="#e0a100"/>
<text x="80" y="588" fill="#d9dee6" font-family="DejaVu Sans, Arial, sans-serif" font-size="24">${escapeXml(host)}</text>
</svg>`;
}

const staticKinds: Record<string, BannerKind> = {
  home: "home",
  about: "about",
  roles: "listing",
  service: "services",
  internalguide: "practiceHub",
  contact: "contact",
  blog: "blog",
  career: "careers",
  privacypolicy: "about",
};
const indexKinds: Record<IndexedPage["kind"], BannerKind> = {
  Page: "about",
  "Practice area": "practiceArea",
  Role: "role",
  Service: "service",
  FAQ: "about",
  "Privacy policy": "about",
  "Job opening": "job",
  "Blog post": "post",
};

let staticPages: Map<string, OgPage> | undefined;

/** The page at `path` (any casing, as the router takes it), or null when there is none. */
export async function ogPageFor(path: string): Promise<OgPage | null> {
  staticPages ??= new Map(
    indexedPages().map((page) => [
      page.path.toLowerCase(),
      {
        kind: staticKinds[page.id] ?? (page.id.startsWith("service-list-") ? "serviceList" : indexKinds[page.kind]),
        title: page.id === "home" ? home.banner.heading : page.title,
      },
    ]),
  );
  const lower = path.toLowerCase();
  const known = staticPages.get(lower);
  if (known) return known;
  const [, section, rest] = /^\/([^/]+)\/(.+)$/.exec(lower) ?? [];
  const source = contentSource();
  if (section === "blog-detail" && /^\d{1,9}$/.test(rest)) {
    const post = await source.post(Number(rest));
    return post ? { kind: "post", title: post.title } : null;
  }
  if (section === "careerdetails" && !rest.includes("/")) {
    const job = await source.job(decodeURIComponent(path.split("/")[2]));
    return job ? { kind: "job", title: job.name } : null;
  }
  if (section === "services" && !rest.includes("/")) {
    const service = await source.serviceDetail(decodeURIComponent(path.split("/")[2]));
    return service ? { kind: "serviceDetail", title: service.name } : null;
  }
  if (section === "booking") return { kind: "booking", title: "Book Your Appointment" };
  if (section === "applyform") return { kind: "application", title: "Career Application" };
  return null;
}

const rendered = new Map<string, { png: Buffer; etag: string }>();
const MAX_RENDERED = 300;

/** The PNG for a page, rendered once per kind and title (the newest 300 kept). */
export async function ogImage(page: OgPage): Promise<{ png: Buffer; etag: string }> {
  const key = `${page.kind}\n${page.title}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  const settings = getSettings();
  const svg = ogImageSvg(page, settings.brand, new URL(settings.siteUrl).host);
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
  const image = { png, etag: `"${crypto.createHash("sha1").update(png).digest("base64url")}"` };
  rendered.set(key, image);
  if (rendered.size > MAX_RENDERED) rendered.delete(rendered.keys().next().value!);
  return image;
}
