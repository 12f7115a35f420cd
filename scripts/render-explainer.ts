/**
 * `npm run video`: the "Why Choose Us" explainer, made from the site's own drawings. Each scene is
 * an SVG frame (scripts/art), rendered with sharp and encoded to VP9 WebM by the ffmpeg binary of
 * the `@ffmpeg-installer/ffmpeg` dev dependency. Its words come from the content files (the four
 * steps of content/about.md, the roles, the rates of content/pricing.yaml), so the film and the
 * site say the same thing; the captions (WebVTT) and the poster are written beside it.
 *
 * Writes public/media/why-choose-us.webm, why-choose-us.vtt and why-choose-us-poster.svg.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import * as fontkit from "fontkit";
import sharp from "sharp";
import YAML from "yaml";
import { blob, bubble, checkBadge, circle, group, label, palette as c, rect, svgDocument } from "./art/draw";
import { scene as drawing } from "./art/scenes";

const root = path.resolve(import.meta.dirname, "..");
const mediaDir = path.join(root, "public", "media");
const WIDTH = 960;
const HEIGHT = 540;
const FPS = 12;

function frontMatter(file: string): Record<string, unknown> {
  const text = fs.readFileSync(path.join(root, "content", file), "utf8");
  return YAML.parse(text.split(/^---$/m)[1]) as Record<string, unknown>;
}

const steps = (frontMatter("about.md").howWeWork as { title: string; text: string }[]).slice(0, 4);
const roleTitles = fs
  .readdirSync(path.join(root, "content", "roles"))
  .sort()
  .map((file) => frontMatter(`roles/${file}`).title as string);
const pricing = YAML.parse(fs.readFileSync(path.join(root, "content", "pricing.yaml"), "utf8")) as {
  rates: Record<string, { standard: number; multilingual: number }>;
};
const allRates = Object.values(pricing.rates).flatMap((r) => [r.standard, r.multilingual]);
const lowest = Math.min(...allRates);
const highest = Math.max(...allRates);
const brand = "Northbridge LPO";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** 0 → 1 over `duration` seconds from `start`, eased. */
function ease(t: number, start: number, duration = 0.6): number {
  const x = Math.min(1, Math.max(0, (t - start) / duration));
  return 1 - (1 - x) ** 3;
}

/** Fades and lifts `body` in from `start` seconds. */
function enter(body: string, t: number, start: number): string {
  const k = ease(t, start);
  return `<g opacity="${k.toFixed(3)}" transform="translate(0 ${((1 - k) * 24).toFixed(1)})">${body}</g>`;
}

/**
 * The site's heading face (the subset `npm run font` cuts, at the weight headings use), drawn as
 * outlines: the poster is shown as an <img> and the frames are rendered by sharp, and neither can
 * reach the page's web font, so text set in it would fall back to a generic serif.
 */
const headingFace = fontkit.openSync(path.join(root, "app", "styles", "fraunces-heading-latin.woff2")) as fontkit.Font;

/** One line in the heading face: its outlines, and its width in pixels at `size`. */
function headingLine(text: string, x: number, y: number, size: number, fill: string): { svg: string; width: number } {
  const run = headingFace.layout(text);
  const scale = size / headingFace.unitsPerEm;
  let pen = 0;
  const glyphs = run.glyphs.map((glyph, i) => {
    const position = run.positions[i];
    const d = glyph.path.toSVG();
    const at = `translate(${(x + (pen + position.xOffset) * scale).toFixed(1)} ${(y - position.yOffset * scale).toFixed(1)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})`;
    pen += position.xAdvance;
    return d ? `<path transform="${at}" d="${d}"/>` : "";
  });
  return { svg: `<g fill="${fill}">${glyphs.join("")}</g>`, width: pen * scale };
}

/** A heading in the heading face, wrapped between words to fit `maxWidth`; its height in lines. */
function heading(text: string, y = 96, size = 40, x = 64, maxWidth = WIDTH - 128, fill: string = c.paper): string {
  return headingLines(text, y, size, x, maxWidth, fill).svg;
}

function headingLines(
  text: string,
  y: number,
  size: number,
  x: number,
  maxWidth: number,
  fill: string = c.paper,
): { svg: string; lines: number } {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && headingLine(`${last} ${word}`, 0, 0, size, fill).width <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const longest = Math.max(...lines.map((line) => headingLine(line, 0, 0, size, fill).width));
  if (longest > maxWidth) throw new Error(`"${text}" does not fit ${maxWidth} px at ${size} px`);
  return {
    svg: lines.map((line, i) => headingLine(line, x, y + i * size * 1.2, size, fill).svg).join(""),
    lines: lines.length,
  };
}

/**
 * The face sharp draws body text in here (fontconfig's DejaVu Sans), measured so a paragraph wraps
 * at its width in pixels and never runs into the drawing beside it.
 */
const bodyFace = fontkit.openSync("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf") as fontkit.Font;
const bodyWidth = (text: string, size: number) => (bodyFace.layout(text).advanceWidth * size) / bodyFace.unitsPerEm;

/** Body text wrapped between words to fit `maxWidth` pixels. */
function paragraph(text: string, x: number, y: number, maxWidth: number, size = 24, fill: string = c.line): string {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && bodyWidth(`${last} ${word}`, size) <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.some((line) => bodyWidth(line, size) > maxWidth))
    throw new Error(`"${text}" does not fit ${maxWidth} px at ${size} px`);
  return `<text fill="${fill}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}">${lines.map((line, i) => `<tspan x="${x}" y="${y + i * size * 1.4}">${escapeXml(line)}</tspan>`).join("")}</text>`;
}

/**
 * One of the site's drawings placed in a frame. A benefit drawing's flat background (a card's
 * fill on the site) becomes a soft blob like the other scenes', rather than a box on the navy.
 */
function placed(name: string, x: number, y: number, width: number): string {
  const art = drawing(name);
  const background = new RegExp(`^<rect x="0" y="0" width="${art.width}" height="${art.height}" fill="([^"]+)"/>`);
  const body = art.body.replace(background, (_, fill: string) =>
    blob(art.width / 2, art.height / 2, art.width / 2, art.height / 2, fill),
  );
  return `<svg x="${x}" y="${y}" width="${width}" height="${(width * art.height) / art.width}" viewBox="0 0 ${art.width} ${art.height}">${body}</svg>`;
}

function frame(body: string): string {
  return svgDocument(
    WIDTH,
    HEIGHT,
    rect(0, 0, WIDTH, HEIGHT, c.navy) +
      circle(880, 40, 200, c.teal, ' fill-opacity="0.3"') +
      body +
      rect(0, HEIGHT - 8, WIDTH, 8, c.gold),
    "Why Choose Us",
  );
}

interface Scene {
  seconds: number;
  caption: string;
  draw: (t: number) => string;
}

/** Where a step's drawing starts: its heading and text keep to the left of it. */
const STEP_ART_X = 530;

function stepScene(index: number, art: string): Scene {
  const step = steps[index];
  const title = headingLines(step.title, 150, 36, 150, STEP_ART_X - 150 - 24);
  const below = (title.lines - 1) * 36 * 1.2;
  return {
    seconds: 6,
    caption: `Step ${index + 1}: ${step.title}. ${step.text}`,
    draw: (t) =>
      enter(circle(96, 136, 34, c.gold) + label(96, 150, String(index + 1), c.navy, 40), t, 0) +
      enter(title.svg, t, 0.2) +
      enter(paragraph(step.text, 64, 230 + below, STEP_ART_X - 64 - 32), t, 0.6) +
      enter(placed(art, STEP_ART_X, 120, 380), t, 0.4) +
      [0, 1, 2, 3].map((i) => circle(64 + i * 28, 470, 8, i <= index ? c.gold : c.navy2)).join(""),
  };
}

const scenes: Scene[] = [
  {
    seconds: 5,
    caption: `${brand}: remote paralegals and legal support staff for U.S. law firms. Here is how it works.`,
    draw: (t) =>
      enter(
        heading("Remote legal support,", 170, 38, 64, 590 - 64 - 24) +
          heading("the way your firm works", 222, 38, 64, 590 - 64 - 24),
        t,
        0,
      ) +
      enter(
        paragraph(
          `${brand}: trained paralegals and legal support staff for U.S. law firms.`,
          64,
          290,
          590 - 64 - 32,
          24,
        ),
        t,
        0.5,
      ) +
      enter(placed("home-hero", 590, 110, 330), t, 0.3),
  },
  stepScene(0, "booking"),
  stepScene(1, "listing"),
  stepScene(2, "role"),
  stepScene(3, "case-path"),
  {
    seconds: 8,
    caption: `Six roles: ${roleTitles.join(", ")}.`,
    draw: (t) =>
      enter(heading("Six roles to choose from"), t, 0) +
      roleTitles
        .map((title, i) =>
          enter(
            group(
              rect(0, 0, 400, 64, c.navy2, 14) +
                checkBadge(34, 32, 16, c.teal) +
                label(64, 41, escapeXml(title), c.paper, 24, 700, "start"),
              `translate(${64 + (i % 2) * 430} ${150 + Math.floor(i / 2) * 90})`,
            ),
            t,
            0.4 + i * 0.5,
          ),
        )
        .join(""),
  },
  {
    seconds: 6,
    caption: "Bilingual professionals: English with French, or English with Spanish.",
    draw: (t) =>
      enter(heading("Bilingual when your clients are"), t, 0) +
      enter(
        paragraph(
          "Staff fluent in English and French, or English and Spanish, for intake, calls and letters.",
          64,
          170,
          520 - 64 - 32,
        ),
        t,
        0.4,
      ) +
      enter(bubble(64, 300, 120, 60, c.gold, "EN", c.navy), t, 0.8) +
      enter(bubble(204, 300, 120, 60, c.paper, "FR", c.navy), t, 1.2) +
      enter(bubble(344, 300, 120, 60, c.teal, "ES", c.paper), t, 1.6) +
      enter(placed("about", 520, 120, 380), t, 0.3),
  },
  {
    seconds: 8,
    caption: `Transparent pricing: hourly rates from $${lowest} to $${highest}, on Contract Base (80 hours a month), Full Time (160 hours a month) or Multilingual terms. Every rate is on our role pages.`,
    draw: (t) =>
      enter(heading("Transparent hourly pricing"), t, 0) +
      enter(headingLine(`$${lowest}–$${highest}`, 64, 230, 84, c.gold).svg, t, 0.4) +
      enter(
        paragraph(
          "an hour, by role. Contract Base: 80 hours a month. Full Time: 160 hours a month. Multilingual: English with French or Spanish.",
          64,
          290,
          600 - 64 - 32,
        ),
        t,
        0.9,
      ) +
      enter(paragraph("Every rate is published on our role pages.", 64, 440, 600 - 64 - 32, 22, c.paper), t, 1.6) +
      enter(placed("benefit-capacity", 600, 130, 300), t, 0.6),
  },
  {
    seconds: 5,
    caption: `Book a free consultation with ${brand}.`,
    draw: (t) =>
      enter(heading("Ready to add remote legal support?", 200, 40), t, 0) +
      enter(
        group(rect(0, 0, 330, 70, c.gold, 35) + label(165, 45, "Book a Consultation", c.navy, 28), "translate(64 260)"),
        t,
        0.5,
      ) +
      enter(paragraph(brand, 64, 420, WIDTH - 128, 26, c.paper), t, 0.9),
  },
];

function timestamp(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}.${String(Math.round((seconds - whole) * 1000)).padStart(3, "0")}`;
}

function captions(): string {
  let at = 0;
  const cues = scenes.map((s, i) => {
    const cue = `${i + 1}\n${timestamp(at)} --> ${timestamp(at + s.seconds)}\n${escapeXml(s.caption)}\n`;
    at += s.seconds;
    return cue;
  });
  return `WEBVTT\n\n${cues.join("\n")}`;
}

async function encode(file: string) {
  const encoder = spawn(
    ffmpeg.path,
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "image2pipe",
      "-framerate",
      String(FPS),
      "-i",
      "-",
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "38",
      "-row-mt",
      "1",
      "-deadline",
      "good",
      "-cpu-used",
      "4",
      "-pix_fmt",
      "yuv420p",
      "-an",
      file,
    ],
    { stdio: ["pipe", "inherit", "inherit"] },
  );
  const done = new Promise<void>((resolve, reject) =>
    encoder.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)))),
  );
  let frames = 0;
  for (const s of scenes) {
    for (let i = 0; i < s.seconds * FPS; i++) {
      const png = await sharp(Buffer.from(frame(s.draw(i / FPS))))
        .png({ compressionLevel: 1 })
        .toBuffer();
      if (!encoder.stdin.write(png)) await new Promise((resolve) => encoder.stdin.once("drain", resolve));
      frames++;
    }
  }
  encoder.stdin.end();
  await done;
  return frames;
}

/**
 * The still the site shows before the film plays: the opening title and drawing, with the lower
 * left kept clear for the play button, which the stylesheet sets there so it never covers a word.
 */
function poster(): string {
  return frame(
    heading("Remote legal support,", 110, 38, 64, 560 - 64 - 24) +
      heading("the way your firm works", 162, 38, 64, 560 - 64 - 24) +
      placed("home-hero", 560, 150, 340),
  );
}

fs.writeFileSync(path.join(mediaDir, "why-choose-us-poster.svg"), poster() + "\n");
// `npm run video -- --poster-only` rewrites the poster alone, without encoding the film again.
if (!process.argv.includes("--poster-only")) {
  const videoFile = path.join(mediaDir, "why-choose-us.webm");
  const frames = await encode(videoFile);
  fs.writeFileSync(path.join(mediaDir, "why-choose-us.vtt"), captions());
  const seconds = scenes.reduce((sum, s) => sum + s.seconds, 0);
  console.log(`why-choose-us.webm: ${frames} frames, ${seconds} s, ${fs.statSync(videoFile).size} B`);
}
