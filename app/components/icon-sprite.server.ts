import crypto from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { LucideIcon } from "lucide-react";
import * as iconSet from "~/content/icons.server";
import type { IconName } from "~/content/types";
import { brandIcons } from "./brand-icons.server";

const drawings: Record<IconName, LucideIcon> = iconSet;

/** Every icon as a `<symbol id="icon-{name}">`, drawn with the stroke the `<Icon>` sets. */
let sprite: { svg: string; version: string; symbols: Map<string, string> } | undefined;

export function iconSprite(): { svg: string; version: string; symbols: Map<string, string> } {
  return (sprite ??= (() => {
    const symbols = new Map<string, string>();
    const add = (name: string, body: string) =>
      symbols.set(name, `<symbol id="icon-${name}" viewBox="0 0 24 24">${body}</symbol>`);
    for (const [name, Drawing] of Object.entries(drawings)) {
      add(
        name,
        renderToStaticMarkup(createElement(Drawing))
          .replace(/^<svg[^>]*>/, "")
          .replace(/<\/svg>$/, ""),
      );
    }
    // The social networks' marks (simple-icons), filled rather than stroked; LinkedIn's is a monogram.
    for (const [network, { path }] of Object.entries(brandIcons))
      add(`brand-${network}`, `<path d="${path}" fill="currentColor" stroke="none"/>`);
    add(
      "brand-linkedin",
      `<text x="12" y="17.5" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="700" fill="currentColor" stroke="none">in</text>`,
    );
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols.values()].join("")}</svg>`;
    return { svg, version: crypto.createHash("sha256").update(svg).digest("hex").slice(0, 12), symbols };
  })());
}

const ICON_REFERENCE = /<use href="#icon-([\w-]+)"/g;
const SYMBOLS_PLACEHOLDER = '<defs id="icon-symbols"></defs>';

/**
 * Writes the symbols of the icons a rendered page uses into its `<IconSymbols>` placeholder, so
 * the page draws its icons with nothing more to fetch before its first paint, and the sprite's
 * versioned URL, which the head script fetches once the page has loaded, for what the browser
 * renders later (after-first-paint.ts). A page without the placeholder (the staff desk) is left
 * as it is.
 */
export function inlineIconSymbols(html: string): string {
  if (!html.includes(SYMBOLS_PLACEHOLDER)) return html;
  const { symbols, version } = iconSprite();
  const used = new Set([...html.matchAll(ICON_REFERENCE)].map((match) => match[1]));
  const inline = [...used].map((name) => symbols.get(name) ?? "").join("");
  return html.replace(
    SYMBOLS_PLACEHOLDER,
    () => `<defs id="icon-symbols" data-sprite="/icons.svg?v=${version}">${inline}</defs>`,
  );
}
