import { getSettings } from "./settings.server";

/** Fills copy's {email}, {phone} and {address} placeholders from the settings, for every reader. */
export function fillPlaceholders(text: string): string {
  const settings = getSettings();
  return text
    .replaceAll("{email}", settings.email)
    .replaceAll("{phone}", settings.phone.display)
    .replaceAll("{address}", settings.offices.find((o) => o.region === "USA")?.address ?? "");
}
