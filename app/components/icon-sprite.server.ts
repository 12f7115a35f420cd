import crypto from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { LucideIcon } from "lucide-react";
import * as iconSet from "~/content/icons.server";
import type { IconName } from "~/content/types";
import { brandIcons } from "./brand-icons.server";

const drawings: Record<IconName, LucideIcon> = iconSet;

/** Every icon as a `<symbol id="{name}">`, drawn with the stroke the `<Icon>` sets. */
let sprite: { svg: string; version: string } | undefined;

export function iconSprite(): { svg: string; version: string } {
  return (sprite ??= (() => {
    const symbols = Object.entries(drawings).map(([name, Drawing]) => {
      const inner = renderToStaticMarkup(createElement(Drawing))
        .replace(/^<svg[^>]*>/, "")
        .replace(/<\/svg>$/, "");
      return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
    });
    // The social networks' marks (simple-icons), filled rather than stroked; LinkedIn's is a monogram.
    for (const [network, { path }] of Object.entries(brandIcons)) {
      symbols.push(`<symbol id="brand-${network}" viewBox="0 0 24 24"><path d="${path}" fill="currentColor" stroke="none"/></symbol>`);
    }
    symbols.push(
      `<symbol id="brand-linkedin" viewBox="0 0 24 24"><text x="12" y="17.5" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="700" fill="currentColor" stroke="none">in</text></symbol>`,
    );
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
    return { svg, version: crypto.createHash("sha256").update(svg).digest("hex").slice(0, 12) };
  })());
}
