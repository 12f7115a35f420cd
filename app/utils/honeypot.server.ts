import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { sessionSecret } from "~/models/session.server";
import { singleton } from "./singleton.server";

const NAME_FIELD = "website_url";

export const honeypot = () =>
  singleton("honeypot", () => new Honeypot({ nameFieldName: NAME_FIELD, validFromFieldName: "form_started", encryptionSeed: sessionSecret() }));

/**
 * Throws a 400 response when the hidden field is filled (or missing, as a bot posting straight
 * to the action would leave it): nothing is stored.
 */
export function rejectSpam(formData: FormData): void {
  try {
    if (!formData.has(NAME_FIELD)) throw new SpamError("Missing honeypot input");
    honeypot().check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw new Response("Form not submitted", { status: 400 });
    throw error;
  }
}
