/**
 * Drawing primitives for the site's illustrations, the explainer video's frames and the favicon.
 * Every colour comes from `palette`, which repeats the `:root` custom properties of
 * app/styles/app.css (illustrations.test.ts holds the two together): one palette everywhere.
 */
export const palette = {
  navy: "#0b2545",
  navy2: "#13315c",
  teal: "#13807a",
  tealDark: "#0e625d",
  tealSoft: "#e3f2f1",
  gold: "#e0a100",
  goldSoft: "#fdf3d7",
  ink: "#1b2430",
  muted: "#4a5566",
  line: "#d9dee6",
  paper: "#ffffff",
  mist: "#f3f6f9",
  skinDeep: "#7a4a2e",
  skinWarm: "#c68a5e",
  skinLight: "#efc9a4",
  hair: "#2a1d17",
} as const;

const c = palette;

/** Rounds to one decimal so the files stay small. */
const n = (value: number) => Math.round(value * 10) / 10;

export function svgDocument(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${title}</title>${body}</svg>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, r = 0, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ""} fill="${fill}"${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

export function stroke(d: string, colour: string, width = 3, extra = ""): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

export function group(body: string, transform = ""): string {
  return transform ? `<g transform="${transform}">${body}</g>` : `<g>${body}</g>`;
}

/** Short label text (system sans-serif: only in places where a fallback face reads the same). */
export function label(
  x: number,
  y: number,
  text: string,
  fill: string,
  size = 14,
  weight = 700,
  anchor = "middle",
): string {
  return `<text x="${n(x)}" y="${n(y)}" fill="${fill}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}">${text}</text>`;
}

/** Grey text lines on a page or a screen. */
export function textLines(
  x: number,
  y: number,
  w: number,
  count: number,
  colour: string = c.line,
  gap = 12,
  thickness = 5,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const width = i === count - 1 ? w * 0.6 : w * (i % 2 ? 0.85 : 1);
    out += rect(x, y + i * gap, width, thickness, colour, thickness / 2);
  }
  return out;
}

/** A sheet of paper with a folded corner and text lines; `accent` colours the heading bar. */
export function documentSheet(x: number, y: number, w: number, h: number, accent: string = c.teal): string {
  const fold = Math.min(w, h) * 0.22;
  return (
    path(
      `M${n(x)} ${n(y)}h${n(w - fold)}l${n(fold)} ${n(fold)}v${n(h - fold)}h${n(-w)}z`,
      c.paper,
      ` stroke="${c.line}" stroke-width="2"`,
    ) +
    path(`M${n(x + w - fold)} ${n(y)}v${n(fold)}h${n(fold)}z`, c.line) +
    rect(x + w * 0.12, y + h * 0.14, w * 0.45, Math.max(5, h * 0.06), accent, 3) +
    textLines(x + w * 0.12, y + h * 0.32, w * 0.76, Math.max(2, Math.floor((h * 0.56) / 13)), c.line, 13, 5)
  );
}

/** A case folder with a tab and papers peeking out. */
export function folder(x: number, y: number, w: number, h: number, colour: string = c.gold): string {
  return (
    path(
      `M${n(x)} ${n(y + 10)}q0-10 10-10h${n(w * 0.3)}l10 12h${n(w * 0.7 - 30)}q10 0 10 10v${n(h - 22)}q0 10-10 10h${n(-w + 20)}q-10 0-10-10z`,
      c.tealDark,
    ) +
    rect(x + 10, y + 16, w - 20, h * 0.5, c.paper, 3) +
    textLines(x + 20, y + 26, w - 50, 2, c.line, 10, 4) +
    path(`M${n(x)} ${n(y + h * 0.38)}h${n(w)}l-6 ${n(h * 0.62 - 10)}q-1 10-10 10h${n(-w + 32)}q-9 0-10-10z`, colour)
  );
}

/** A wall calendar: header bar, rings, a grid of days with `marked` days in gold. */
export function calendar(x: number, y: number, w: number, marked: number[] = [9], check = false): string {
  const h = w * 0.9;
  const cell = (w - 24) / 5;
  let days = "";
  for (let i = 0; i < 15; i++) {
    const cx = x + 12 + (i % 5) * cell + cell / 2;
    const cy = y + h * 0.36 + Math.floor(i / 5) * cell * 0.95 + cell / 2;
    days += marked.includes(i)
      ? circle(cx, cy, cell * 0.38, c.gold)
      : rect(cx - cell * 0.22, cy - cell * 0.22, cell * 0.44, cell * 0.44, c.line, 3);
  }
  const tick = check
    ? stroke(
        `M${n(x + w * 0.62)} ${n(y + h * 0.78)}l${n(w * 0.08)} ${n(w * 0.08)}l${n(w * 0.16)} ${n(-w * 0.18)}`,
        c.teal,
        6,
      )
    : "";
  return (
    rect(x, y, w, h, c.paper, 10, ` stroke="${c.line}" stroke-width="2"`) +
    path(`M${n(x)} ${n(y + 10)}q0-10 10-10h${n(w - 20)}q10 0 10 10v${n(h * 0.2 - 10)}h${n(-w)}z`, c.teal) +
    rect(x + w * 0.25, y - 7, 7, 18, c.navy, 3) +
    rect(x + w * 0.7, y - 7, 7, 18, c.navy, 3) +
    days +
    tick
  );
}

/** A laptop seen from the front; `screen` is drawn in the screen's own coordinates (0..w, 0..h). */
export function laptop(x: number, y: number, w: number, screen = ""): string {
  const h = w * 0.62;
  return (
    rect(x, y, w, h, c.navy, 8) +
    `<svg x="${n(x + 7)}" y="${n(y + 7)}" width="${n(w - 14)}" height="${n(h - 14)}" viewBox="0 0 ${n(w - 14)} ${n(h - 14)}">${rect(0, 0, w - 14, h - 14, c.mist)}${screen}</svg>` +
    path(`M${n(x - w * 0.08)} ${n(y + h)}h${n(w * 1.16)}l-8 10h${n(-w * 1.16 + 16)}z`, c.navy2)
  );
}

/** Head and shoulders (or a seated torso) of a person; `y` is the top of the head. */
export interface PersonLook {
  skin?: string;
  hair?: string;
  shirt?: string;
  scale?: number;
  style?: "short" | "bun" | "long" | "curly" | "none";
  headset?: boolean;
}

export function person(
  x: number,
  y: number,
  { skin = c.skinDeep, hair = c.hair, shirt = c.teal, scale = 1, style = "short", headset = false }: PersonLook = {},
): string {
  const s = scale;
  const headR = 22 * s;
  const cx = x;
  const cy = y + headR;
  let hairShape = "";
  if (style === "short")
    hairShape = path(
      `M${n(cx - headR)} ${n(cy)}a${n(headR)} ${n(headR)} 0 0 1 ${n(headR * 2)} 0q${n(-headR * 0.4)} ${n(-headR * 0.7)} ${n(-headR * 2)} 0z`,
      hair,
    );
  if (style === "bun")
    hairShape =
      circle(cx + headR * 0.55, cy - headR * 0.95, headR * 0.45, hair) +
      path(
        `M${n(cx - headR)} ${n(cy + 2)}a${n(headR)} ${n(headR)} 0 0 1 ${n(headR * 2)} 0q${n(-headR)} ${n(-headR * 0.6)} ${n(-headR * 2)} 0z`,
        hair,
      );
  if (style === "long")
    hairShape = path(
      `M${n(cx - headR * 1.1)} ${n(cy + headR * 1.3)}v${n(-headR * 1.3)}a${n(headR * 1.1)} ${n(headR * 1.1)} 0 0 1 ${n(headR * 2.2)} 0v${n(headR * 1.3)}h${n(-headR * 0.5)}v${n(-headR)}q${n(-headR * 0.6)} ${n(-headR * 0.5)} ${n(-headR * 1.2)} 0v${n(headR)}z`,
      hair,
    );
  if (style === "curly")
    hairShape =
      circle(cx - headR * 0.6, cy - headR * 0.6, headR * 0.55, hair) +
      circle(cx + headR * 0.6, cy - headR * 0.6, headR * 0.55, hair) +
      circle(cx, cy - headR * 0.9, headR * 0.6, hair);
  const body = path(
    `M${n(cx - headR * 2.1)} ${n(cy + headR * 3.6)}q0${n(-headR * 2.2)} ${n(headR * 2.1)} ${n(-headR * 2.2)}q${n(headR * 2.1)} 0 ${n(headR * 2.1)} ${n(headR * 2.2)}z`,
    shirt,
  );
  const neck = rect(cx - headR * 0.32, cy + headR * 0.6, headR * 0.64, headR * 0.8, skin);
  const phones = headset
    ? stroke(
        `M${n(cx - headR * 1.05)} ${n(cy)}a${n(headR * 1.05)} ${n(headR * 1.05)} 0 0 1 ${n(headR * 2.1)} 0`,
        c.navy,
        4 * s,
      ) +
      rect(cx - headR * 1.2, cy - 4 * s, 8 * s, 16 * s, c.navy, 3) +
      stroke(
        `M${n(cx - headR * 1.05)} ${n(cy + 10 * s)}q0 ${n(headR * 0.9)} ${n(headR * 0.9)} ${n(headR * 0.9)}`,
        c.navy,
        3 * s,
      )
    : "";
  return (
    body +
    neck +
    (style === "long" ? hairShape : "") +
    circle(cx, cy, headR, skin) +
    (style === "long" ? "" : hairShape) +
    phones
  );
}

/** A speech bubble with a short label (e.g. a language code) or text lines. */
export function bubble(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  text = "",
  textColour: string = c.paper,
  tail: "left" | "right" = "left",
): string {
  const tailPath =
    tail === "left" ? `M${n(x + 14)} ${n(y + h - 2)}l-6 16l20-16z` : `M${n(x + w - 14)} ${n(y + h - 2)}l6 16l-20-16z`;
  return (
    rect(x, y, w, h, fill, 12) +
    path(tailPath, fill) +
    (text
      ? label(x + w / 2, y + h / 2 + 6, text, textColour, 17)
      : textLines(x + 12, y + 12, w - 24, Math.max(1, Math.floor((h - 14) / 12)), c.paper, 12, 5))
  );
}

/** A clock face showing ten past ten. */
export function clock(cx: number, cy: number, r: number, face: string = c.paper, rim: string = c.navy): string {
  return (
    circle(cx, cy, r, face, ` stroke="${rim}" stroke-width="${n(r * 0.12)}"`) +
    stroke(
      `M${n(cx)} ${n(cy)}l${n(-r * 0.4)} ${n(-r * 0.3)}M${n(cx)} ${n(cy)}l${n(r * 0.45)} ${n(-r * 0.45)}`,
      rim,
      Math.max(2, r * 0.09),
    ) +
    circle(cx, cy, r * 0.08, c.gold)
  );
}

/** A stopwatch: a clock with a crown. */
export function stopwatch(cx: number, cy: number, r: number): string {
  return (
    rect(cx - r * 0.15, cy - r * 1.35, r * 0.3, r * 0.3, c.navy, 3) +
    rect(cx - r * 0.35, cy - r * 1.45, r * 0.7, r * 0.14, c.navy, 3) +
    clock(cx, cy, r)
  );
}

/** A shield with a check mark. */
export function shield(cx: number, cy: number, size: number, fill: string = c.teal): string {
  const s = size;
  return (
    path(
      `M${n(cx)} ${n(cy - s)}l${n(s * 0.85)} ${n(s * 0.32)}v${n(s * 0.5)}q0 ${n(s * 0.75)} ${n(-s * 0.85)} ${n(s * 1.1)}q${n(-s * 0.85)} ${n(-s * 0.35)} ${n(-s * 0.85)} ${n(-s * 1.1)}v${n(-s * 0.5)}z`,
      fill,
    ) +
    stroke(
      `M${n(cx - s * 0.35)} ${n(cy + s * 0.05)}l${n(s * 0.25)} ${n(s * 0.25)}l${n(s * 0.45)} ${n(-s * 0.5)}`,
      c.paper,
      Math.max(3, s * 0.14),
    )
  );
}

/** A padlock. */
export function padlock(cx: number, cy: number, size: number): string {
  const s = size;
  return (
    stroke(
      `M${n(cx - s * 0.35)} ${n(cy)}v${n(-s * 0.35)}a${n(s * 0.35)} ${n(s * 0.35)} 0 0 1 ${n(s * 0.7)} 0v${n(s * 0.35)}`,
      c.navy,
      s * 0.14,
    ) +
    rect(cx - s * 0.55, cy, s * 1.1, s * 0.8, c.gold, s * 0.12) +
    circle(cx, cy + s * 0.35, s * 0.1, c.navy)
  );
}

/** A round badge with a check mark. */
export function checkBadge(cx: number, cy: number, r: number, fill: string = c.teal): string {
  return (
    circle(cx, cy, r, fill) +
    stroke(
      `M${n(cx - r * 0.42)} ${n(cy + r * 0.02)}l${n(r * 0.3)} ${n(r * 0.3)}l${n(r * 0.55)} ${n(-r * 0.6)}`,
      c.paper,
      Math.max(3, r * 0.2),
    )
  );
}

/** A classical building: the U.S. firm (or a courthouse). */
export function firmBuilding(x: number, y: number, w: number): string {
  const h = w * 0.8;
  let columns = "";
  for (let i = 0; i < 4; i++) columns += rect(x + w * 0.14 + i * w * 0.21, y + h * 0.36, w * 0.1, h * 0.46, c.paper);
  return (
    path(`M${n(x)} ${n(y + h * 0.3)}l${n(w / 2)} ${n(-h * 0.3)}l${n(w / 2)} ${n(h * 0.3)}z`, c.navy) +
    rect(x + w * 0.06, y + h * 0.3, w * 0.88, h * 0.06, c.navy2) +
    rect(x + w * 0.06, y + h * 0.36, w * 0.88, h * 0.46, c.line) +
    columns +
    rect(x, y + h * 0.82, w, h * 0.08, c.navy2) +
    rect(x - w * 0.05, y + h * 0.9, w * 1.1, h * 0.1, c.navy) +
    circle(x + w / 2, y + h * 0.17, h * 0.05, c.gold)
  );
}

/** A desk top with a mug and a plant. */
export function desk(x: number, y: number, w: number): string {
  return (
    rect(x, y, w, 14, c.navy2, 4) +
    rect(x + 18, y + 14, 10, 70, c.navy2) +
    rect(x + w - 28, y + 14, 10, 70, c.navy2) +
    rect(x + w - 70, y - 26, 22, 26, c.paper, 4, ` stroke="${c.line}" stroke-width="2"`) +
    stroke(`M${n(x + w - 48)} ${n(y - 20)}q10 0 10 8t-10 8`, c.line, 3)
  );
}

export function plant(x: number, y: number, scale = 1): string {
  const s = scale;
  return (
    path(`M${n(x - 16 * s)} ${n(y)}h${n(32 * s)}l-4 ${n(30 * s)}h${n(-24 * s)}z`, c.gold) +
    path(
      `M${n(x)} ${n(y)}q${n(-26 * s)} ${n(-10 * s)} ${n(-24 * s)} ${n(-40 * s)}q${n(20 * s)} ${n(8 * s)} ${n(24 * s)} ${n(40 * s)}z`,
      c.teal,
    ) +
    path(
      `M${n(x)} ${n(y)}q${n(24 * s)} ${n(-14 * s)} ${n(18 * s)} ${n(-46 * s)}q${n(-20 * s)} ${n(12 * s)} ${n(-18 * s)} ${n(46 * s)}z`,
      c.tealDark,
    )
  );
}

/** A window with a palm tree and the sun: working remotely from the Caribbean. */
export function islandWindow(x: number, y: number, w: number, h: number): string {
  return (
    rect(x, y, w, h, c.tealSoft, 8, ` stroke="${c.navy2}" stroke-width="5"`) +
    circle(x + w * 0.75, y + h * 0.3, Math.min(w, h) * 0.12, c.gold) +
    path(
      `M${n(x + 3)} ${n(y + h * 0.78)}q${n(w * 0.5)} ${n(-h * 0.12)} ${n(w - 6)} 0v${n(h * 0.22 - 3)}h${n(-w + 6)}z`,
      c.teal,
    ) +
    stroke(
      `M${n(x + w * 0.3)} ${n(y + h * 0.8)}q${n(-w * 0.04)} ${n(-h * 0.3)} ${n(w * 0.04)} ${n(-h * 0.5)}`,
      c.tealDark,
      5,
    ) +
    path(
      `M${n(x + w * 0.34)} ${n(y + h * 0.3)}q${n(-w * 0.2)} ${n(-h * 0.05)} ${n(-w * 0.24)} ${n(h * 0.12)}q${n(w * 0.12)} ${n(-h * 0.12)} ${n(w * 0.24)} ${n(-h * 0.12)}q${n(w * 0.2)} ${n(-h * 0.05)} ${n(w * 0.24)} ${n(h * 0.14)}q${n(-w * 0.12)} ${n(-h * 0.12)} ${n(-w * 0.24)} ${n(-h * 0.14)}z`,
      c.tealDark,
    ) +
    rect(x + w / 2 - 2.5, y, 5, h, c.navy2)
  );
}

/** A dashed path (the route a case file travels). */
export function dashed(d: string, colour: string = c.gold, width = 4): string {
  return stroke(d, colour, width, ` stroke-dasharray="${n(width * 2.5)} ${n(width * 2.5)}"`);
}

/** Bars of a chart growing left to right. */
export function bars(x: number, y: number, w: number, h: number, values: number[]): string {
  const bw = w / (values.length * 1.5);
  return (
    values
      .map((v, i) => rect(x + i * bw * 1.5, y + h - h * v, bw, h * v, i === values.length - 1 ? c.gold : c.teal, 4))
      .join("") + rect(x - 6, y + h, w + 6, 4, c.navy, 2)
  );
}

/** An envelope. */
export function envelope(x: number, y: number, w: number): string {
  const h = w * 0.64;
  return (
    rect(x, y, w, h, c.paper, 8, ` stroke="${c.line}" stroke-width="2"`) +
    stroke(`M${n(x + 4)} ${n(y + 6)}l${n(w / 2 - 4)} ${n(h * 0.5)}l${n(w / 2 - 4)} ${n(-h * 0.5)}`, c.teal, 4)
  );
}

/** A paper plane. */
export function paperPlane(x: number, y: number, s: number): string {
  return (
    path(
      `M${n(x)} ${n(y)}l${n(s)} ${n(-s * 0.45)}l${n(-s * 0.3)} ${n(s * 0.75)}l${n(-s * 0.18)} ${n(-s * 0.2)}z`,
      c.gold,
    ) +
    path(
      `M${n(x + s * 0.52)} ${n(y + s * 0.1)}l${n(s * 0.48)} ${n(-s * 0.55)}l${n(-s * 0.6)} ${n(s * 0.45)}z`,
      c.tealDark,
    )
  );
}

/** A pen at an angle. */
export function pen(x: number, y: number, length: number): string {
  return group(
    rect(0, -5, length, 10, c.navy, 4) +
      path(`M${n(length)} -5l16 5l-16 5z`, c.skinLight) +
      rect(length * 0.15, -5, 6, 10, c.gold),
    `translate(${n(x)} ${n(y)}) rotate(35)`,
  );
}

/** A magnifying glass. */
export function magnifier(cx: number, cy: number, r: number): string {
  return (
    stroke(`M${n(cx + r * 0.7)} ${n(cy + r * 0.7)}l${n(r * 0.8)} ${n(r * 0.8)}`, c.navy, r * 0.28) +
    circle(cx, cy, r, c.tealSoft, ` fill-opacity="0.8" stroke="${c.navy}" stroke-width="${n(r * 0.16)}"`)
  );
}

/** A soft blob behind a scene, for depth. */
export function blob(cx: number, cy: number, rx: number, ry: number, fill: string): string {
  return path(
    `M${n(cx - rx)} ${n(cy)}c0 ${n(-ry * 0.8)} ${n(rx * 0.5)} ${n(-ry)} ${n(rx)} ${n(-ry)}s${n(rx)} ${n(ry * 0.3)} ${n(rx)} ${n(ry)}s${n(-rx * 0.4)} ${n(ry)} ${n(-rx)} ${n(ry)}s${n(-rx)} ${n(-ry * 0.2)} ${n(-rx)} ${n(-ry)}z`,
    fill,
  );
}

/** A telephone handset, tilted as if just picked up. */
export function handset(cx: number, cy: number, size: number, colour: string = c.paper): string {
  const s = size;
  return group(
    path(
      `M${n(-s * 0.5)} ${n(-s * 0.55)}q${n(-s * 0.25)} ${n(s * 0.55)} ${n(s * 0.2)} ${n(s * 1.05)}q${n(s * 0.45)} ${n(s * 0.45)} ${n(s * 0.85)} ${n(s * 0.2)}l${n(-s * 0.22)} ${n(-s * 0.3)}q${n(-s * 0.25)} ${n(s * 0.12)} ${n(-s * 0.5)} ${n(-s * 0.12)}q${n(-s * 0.26)} ${n(-s * 0.26)} ${n(-s * 0.12)} ${n(-s * 0.5)}z`,
      colour,
    ),
    `translate(${n(cx)} ${n(cy)})`,
  );
}

/** A map pin (an office on the map). */
export function mapPin(cx: number, cy: number, size: number, fill: string = c.gold): string {
  const s = size;
  return (
    path(
      `M${n(cx)} ${n(cy + s)}q${n(-s * 0.75)} ${n(-s * 0.8)} ${n(-s * 0.75)} ${n(-s * 1.3)}a${n(s * 0.75)} ${n(s * 0.75)} 0 0 1 ${n(s * 1.5)} 0q0 ${n(s * 0.5)} ${n(-s * 0.75)} ${n(s * 1.3)}z`,
      fill,
    ) + circle(cx, cy - s * 0.3, s * 0.28, c.navy)
  );
}

/** A briefcase. */
export function briefcase(x: number, y: number, w: number, fill: string = c.teal): string {
  const h = w * 0.7;
  return (
    rect(
      x + w * 0.32,
      y - h * 0.16,
      w * 0.36,
      h * 0.22,
      "none",
      6,
      ` stroke="${c.navy}" stroke-width="${n(w * 0.05)}"`,
    ) +
    rect(x, y, w, h, fill, 10) +
    rect(x, y + h * 0.38, w, h * 0.08, c.navy2) +
    rect(x + w * 0.44, y + h * 0.32, w * 0.12, h * 0.2, c.gold, 3)
  );
}

/** A small profile photo: a person in a round frame. */
export function portrait(cx: number, cy: number, r: number, look: PersonLook = {}): string {
  const id = `p${Math.round(cx)}x${Math.round(cy)}`;
  return (
    `<clipPath id="${id}">${circle(cx, cy, r, c.paper)}</clipPath>` +
    circle(cx, cy, r, c.tealSoft) +
    `<g clip-path="url(#${id})">${person(cx, cy - r * 0.62, { ...look, scale: (r / 22) * 0.55 })}</g>`
  );
}

/** A signpost with two arms pointing different ways. */
export function signpost(x: number, y: number, h: number): string {
  return (
    rect(x - 6, y, 12, h, c.line, 4) +
    path(
      `M${n(x - 10)} ${n(y + 20)}h${n(h * 0.55)}l${n(h * 0.1)} ${n(h * 0.1)}l${n(-h * 0.1)} ${n(h * 0.1)}h${n(-h * 0.55)}z`,
      c.teal,
    ) +
    path(
      `M${n(x + 10)} ${n(y + 20 + h * 0.3)}h${n(-h * 0.55)}l${n(-h * 0.1)} ${n(h * 0.1)}l${n(h * 0.1)} ${n(h * 0.1)}h${n(h * 0.55)}z`,
      c.gold,
    ) +
    rect(x - 30, y + h - 8, 60, 12, c.navy, 6)
  );
}
