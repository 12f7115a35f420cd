import { settingsPlaceholders } from "./load-content.server";
import { getSettings } from "../config/site-settings.server";

/**
 * Fills {brand}, {email}, {phone} and {address} in text that does not come from content/ (whose
 * placeholders are filled once as it is read, see load-content.server.ts).
 */
export function fillPlaceholders(text: string): string {
  const placeholders = settingsPlaceholders(getSettings());
  return text.replace(/\{(brand|email|phone|address)\}/g, (_whole, name: string) => placeholders[name]);
}
