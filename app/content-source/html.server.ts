import sanitize from "sanitize-html";
import { marked } from "marked";

/**
 * HTML that comes from data (blog bodies, job and service descriptions) is rendered only after
 * this: no scripts, no event handlers, no javascript: URLs, no iframes or embeds.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [
      "p",
      "br",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "ul",
      "ol",
      "li",
      "h2",
      "h3",
      "h4",
      "blockquote",
      "a",
      "span",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "hr",
      "img",
      "code",
      "pre",
    ],
    allowedAttributes: { a: ["href", "title", "target", "rel"], img: ["src", "alt", "width", "height"], th: ["scope"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    transformTags: {
      // Headings inside data never compete with the page's own h1.
      h1: "h2",
      a: (tagName, attribs) => {
        const { href = "", title } = attribs;
        const link: Record<string, string> = title ? { href, title } : { href };
        if (/^https?:/i.test(href)) Object.assign(link, { target: "_blank", rel: "noopener noreferrer nofollow" });
        return { tagName, attribs: link };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
    },
    nonTextTags: ["script", "style", "textarea", "noscript", "iframe", "object", "embed", "template"],
  }).trim();
}

/** Plain text from HTML, entities decoded, whitespace collapsed (card short descriptions). */
export function stripHtml(html: string): string {
  // Blocks end in a space, so "<p>…clearly.</p><p>The…" reads "clearly. The", not "clearly.The".
  const spaced = html.replace(/<\/(?:p|div|li|h[1-6]|blockquote|td|th|dd|dt)\s*>|<br\s*\/?>/gi, "$& ");
  const text = sanitize(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ["script", "style", "noscript", "iframe", "template"],
  });
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  ndash: "–",
  mdash: "—",
  hellip: "…",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n = code[1].toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
    }
    return namedEntities[code.toLowerCase()] ?? whole;
  });
}

/**
 * The service-detail cleaning of docs/product.md#admin-api: escaped line breaks and slashes, some encoded entities
 * and surrounding quotes, as the admin API stores text JSON-escaped.
 */
export function cleanServiceText(text: string | null | undefined): string {
  if (!text) return "";
  return text
    .replace(/\\r\\n|\\n|\\r/g, "\n")
    .replace(/\\\//g, "/")
    .replace(/\\"/g, '"')
    .replace(/&amp;nbsp;|&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .trim()
    .replace(/^["']+|["']+$/g, "")
    .trim();
}

/**
 * Markdown written in the staff desk (or HTML, which Markdown passes through, as the seed holds)
 * rendered to HTML and sanitised like every data-supplied HTML.
 */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(marked.parse(source, { async: false, gfm: true }));
}
