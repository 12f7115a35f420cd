import { describe, expect, it } from "vitest";
import { iconSprite, inlineIconSymbols } from "./icon-sprite.server";

describe("inlineIconSymbols", () => {
  const page = (body: string) => `<body>${body}<svg class="icon-symbols"><defs id="icon-symbols"></defs></svg></body>`;

  it("writes the symbols of the icons the page draws, each once, and no others", () => {
    const html = inlineIconSymbols(
      page(
        '<svg><use href="#icon-Phone"></use></svg><svg><use href="#icon-brand-youtube"></use></svg><svg><use href="#icon-Phone"></use></svg>',
      ),
    );
    const defined = [...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(defined).toEqual(["icon-Phone", "icon-brand-youtube"]);
    expect(html).toContain(iconSprite().symbols.get("Phone"));
    expect(html).toContain(`<defs id="icon-symbols" data-sprite="/icons.svg?v=${iconSprite().version}">`);
  });

  it("leaves a page without the placeholder as it is, and an unknown icon without a symbol", () => {
    const desk = '<body><svg><use href="#icon-Phone"></use></svg></body>';
    expect(inlineIconSymbols(desk)).toBe(desk);
    expect(inlineIconSymbols(page('<svg><use href="#icon-NoSuchIcon"></use></svg>'))).not.toContain("<symbol");
  });

  it("serves the same symbols in the sprite the browser adds later", () => {
    const { svg, symbols } = iconSprite();
    for (const symbol of symbols.values()) expect(svg).toContain(symbol);
    expect(symbols.size).toBeGreaterThan(90);
  });
});
