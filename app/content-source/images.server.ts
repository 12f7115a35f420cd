import crypto from "node:crypto";
import sharp, { type Metadata } from "sharp";
import type { CoverImage } from "./types";
import { db } from "~/db/db.server";

/** What staff may upload as a cover, checked by content. */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
/** Past this many pixels an image is refused before it is decoded (a small file can claim huge dimensions). */
export const COVER_MAX_PIXELS = 25_000_000;
/** The widths served (no wider than the original). */
export const COVER_WIDTHS = [480, 960, 1440] as const;

export const COVER_TYPE_MESSAGE = "The cover must be a JPEG, PNG or WebP image.";
export const COVER_TOO_LARGE_MESSAGE = "The cover must be 5 MB or smaller.";
export const coverTooManyPixelsMessage = (width: number, height: number) =>
  `The cover is ${width} × ${height} pixels (${((width * height) / 1e6).toFixed(1)} megapixels); it may have at most ${COVER_MAX_PIXELS / 1e6} megapixels.`;

export class CoverImageError extends Error {}

/** The image's real type by its first bytes; anything else (an SVG or HTML file renamed .png) is null. */
export function detectCoverType(bytes: Uint8Array): "jpeg" | "png" | "webp" | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 16));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP") return "webp";
  return null;
}

export interface EncodedVariant {
  name: string;
  width: number;
  height: number;
  data: Buffer;
}

/**
 * Re-encodes an upload to WebP at up to three widths, upright (EXIF orientation applied) and
 * with every metadata block (EXIF, GPS, XMP, ICC) left behind. Throws CoverImageError with a
 * message for staff when the file is not an accepted image or is too large.
 */
export async function encodeCover(bytes: Buffer): Promise<{ key: string; variants: EncodedVariant[] }> {
  if (bytes.byteLength > COVER_MAX_BYTES) throw new CoverImageError(COVER_TOO_LARGE_MESSAGE);
  if (!detectCoverType(bytes)) throw new CoverImageError(COVER_TYPE_MESSAGE);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new CoverImageError(COVER_TYPE_MESSAGE);
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height || !["jpeg", "png", "webp"].includes(meta.format ?? ""))
    throw new CoverImageError(COVER_TYPE_MESSAGE);
  if (width * height > COVER_MAX_PIXELS) throw new CoverImageError(coverTooManyPixelsMessage(width, height));

  const key = crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 20);
  const widths = [...new Set(COVER_WIDTHS.map((w) => Math.min(w, width)))];
  try {
    const variants = await Promise.all(
      widths.map(async (w) => {
        const { data, info } = await sharp(bytes, { limitInputPixels: COVER_MAX_PIXELS, failOn: "error" })
          .autoOrient()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 78, effort: 4 })
          .toBuffer({ resolveWithObject: true });
        return { name: `${key}-${info.width}.webp`, width: info.width, height: info.height, data };
      }),
    );
    return { key, variants };
  } catch {
    throw new CoverImageError(COVER_TYPE_MESSAGE);
  }
}

/** Stores a cover's variants (shared by every instance); the same upload twice is stored once. */
export async function storeCover(bytes: Buffer): Promise<string> {
  const { key, variants } = await encodeCover(bytes);
  const createdAt = new Date().toISOString();
  for (const variant of variants) {
    await db
      .insertInto("content_images")
      .values({
        name: variant.name,
        image_key: key,
        width: variant.width,
        height: variant.height,
        type: "image/webp",
        data: variant.data,
        created_at: createdAt,
      })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
  }
  return key;
}

export const COVER_PATH = "/images/";

/** The served file of that name (a fingerprinted name: its bytes never change). */
export async function coverFile(name: string): Promise<{ data: Buffer; type: string } | null> {
  if (!/^[a-f0-9]{20}-\d{1,4}\.webp$/.test(name)) return null;
  const row = await db
    .selectFrom("content_images")
    .select(["data", "type"])
    .where("name", "=", name)
    .executeTakeFirst();
  return row ? { data: Buffer.from(row.data), type: row.type } : null;
}

/** `src`, `srcset` and dimensions of stored covers, by key. */
export async function coverImages(keys: string[], alts: Map<string, string>): Promise<Map<string, CoverImage>> {
  const wanted = [...new Set(keys)];
  if (!wanted.length) return new Map();
  const rows = await db
    .selectFrom("content_images")
    .select(["name", "image_key", "width", "height"])
    .where("image_key", "in", wanted)
    .orderBy("width")
    .execute();
  const covers = new Map<string, CoverImage>();
  for (const key of wanted) {
    const variants = rows.filter((row) => row.image_key === key);
    if (!variants.length) continue;
    const largest = variants[variants.length - 1];
    const middle = variants[Math.min(1, variants.length - 1)];
    covers.set(key, {
      src: COVER_PATH + middle.name,
      srcset: variants.map((v) => `${COVER_PATH}${v.name} ${v.width}w`).join(", "),
      width: largest.width,
      height: largest.height,
      alt: alts.get(key) ?? "",
    });
  }
  return covers;
}
