/**
 * `npm run art`: redraws the site's illustrations (public/illustrations/*.svg, from
 * scripts/art/scenes.ts, titled with content/illustrations.yaml's alt texts) and the favicon set
 * (public/favicon.svg → favicon.ico, favicon-32.png, apple-touch-icon.png, icon-192.png,
 * icon-512.png, icon-maskable-512.png). The outputs are committed; run it after changing a drawing.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import YAML from "yaml";
import { palette } from "./art/draw";
import { illustrationDocuments } from "./art/scenes";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");

function altTexts(): Map<string, string> {
  const file = YAML.parse(fs.readFileSync(path.join(root, "content", "illustrations.yaml"), "utf8")) as {
    banners: Record<string, { file: string; alt: string }>;
    benefitThemes: { file: string; alt: string }[];
  };
  return new Map([...Object.values(file.banners), ...file.benefitThemes].map((ref) => [ref.file, ref.alt]));
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

async function drawIllustrations() {
  const alts = altTexts();
  const documents = illustrationDocuments((name) => escapeXml(alts.get(name) ?? name));
  fs.mkdirSync(path.join(publicDir, "illustrations"), { recursive: true });
  for (const [name, svg] of Object.entries(documents)) {
    fs.writeFileSync(path.join(publicDir, "illustrations", `${name}.svg`), svg + "\n");
    console.log(`illustrations/${name}.svg  ${svg.length} B`);
  }
}

/** An .ico holding PNG images (supported by every browser that still asks for /favicon.ico). */
function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

async function drawFavicons() {
  const mark = fs.readFileSync(path.join(publicDir, "favicon.svg"), "utf8");
  const inner = mark.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  const render = (size: number, svg = mark) =>
    sharp(Buffer.from(svg), { density: 72 * (size / 32) })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
  // Home-screen icons: the mark on a full navy square (iOS rounds the corners itself); the maskable one inset to the safe zone.
  const fullBleed = (inset: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 36 36"><rect width="36" height="36" fill="${palette.navy}"/><g transform="translate(${18 * inset} ${18 * inset}) scale(${1 - inset})">${inner}</g></svg>`;
  const outputs: [string, Buffer][] = [
    ["favicon-32.png", await render(32)],
    ["apple-touch-icon.png", await render(180, fullBleed(0.12))],
    ["icon-192.png", await render(192)],
    ["icon-512.png", await render(512)],
    ["icon-maskable-512.png", await render(512, fullBleed(0.3))],
  ];
  outputs.push([
    "favicon.ico",
    icoFromPngs([
      { size: 16, png: await render(16) },
      { size: 32, png: outputs[0][1] },
    ]),
  ]);
  for (const [name, bytes] of outputs) {
    fs.writeFileSync(path.join(publicDir, name), bytes);
    console.log(`${name}  ${bytes.length} B`);
  }
}

await drawIllustrations();
await drawFavicons();
