import crypto from "node:crypto";
import { getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import QRCode from "qrcode";
import { getSettings } from "~/config/site-settings.server";

/**
 * The authenticator app's side of two-step sign-in: a TOTP secret (RFC 6238: 30-second steps,
 * six digits, SHA-1, which every authenticator app reads), its otpauth:// URI, and that URI as a
 * QR code drawn on the server (docs/decisions/0020-qr-codes-with-qrcode.md).
 */

export const TOTP_PERIOD = 30;
const TOTP = { period: TOTP_PERIOD, digits: 6, algorithm: "SHA-1" } as const;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** 160 random bits (RFC 4226's recommended length) as 32 base32 characters. */
export function newTotpSecret(): string {
  const bytes = crypto.randomBytes(20);
  let bits = "";
  for (const byte of bytes) bits += byte.toString(2).padStart(8, "0");
  return bits.replace(/.{5}/g, (five) => BASE32[Number.parseInt(five, 2)]);
}

export function authenticatorUri(email: string, secret: string): string {
  return getTOTPAuthUri({ ...TOTP, secret, accountName: email, issuer: `${getSettings().brand} desk` });
}

/** The secret in groups of four, as people type it into an app by hand. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * The 30-second step a six-digit code belongs to (this one or a neighbour, for a phone's clock a
 * little off), or null when it is not the secret's code.
 */
export async function codeStep(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const verified = await verifyTOTP({ otp: code, secret, ...TOTP, window: 1 });
  return verified ? Math.floor(Date.now() / 1000 / TOTP_PERIOD) + verified.delta : null;
}

export interface QrCodeDrawing {
  /** Modules per side, quiet zone included: the SVG's viewBox. */
  size: number;
  /** One SVG path of every dark module, each row's runs drawn as 1-high rectangles. */
  path: string;
}

const QUIET_ZONE = 4;

/** The URI as a QR code, for an inline SVG the page draws itself (no markup from a library reaches the page). */
export function qrCodeDrawing(text: string): QrCodeDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      let run = 1;
      while (column + run < modules.size && modules.get(row, column + run)) run++;
      parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`);
      column += run - 1;
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join("") };
}

/** The URI as a QR code for a terminal (two rows of modules per line of text). */
export function terminalQrCode(text: string): Promise<string> {
  return QRCode.toString(text, { type: "terminal", small: true, errorCorrectionLevel: "M" });
}

/** What a page shows to set up an authenticator app: the QR code, the URI (a link a phone opens in its app) and the secret to type. */
export function authenticatorSetup(email: string, secret: string) {
  const uri = authenticatorUri(email, secret);
  return { uri, secret: groupedSecret(secret), qr: qrCodeDrawing(uri) };
}

export type AuthenticatorSetup = ReturnType<typeof authenticatorSetup>;
