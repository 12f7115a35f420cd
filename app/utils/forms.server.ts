import type { AppLoadContext } from "@remix-run/node";
import { enforceFormRateLimit } from "~/models/rate-limit.server";
import { clientAddress } from "./request.server";
import { rejectSpam } from "./honeypot.server";
import type { SavedDefaults } from "./saved-defaults";
import { getSavedVisitor, saveVisitorCookie } from "./visitor.server";

export const FAILURE_TEXT = "Something went wrong. Please try again.";

/** What every form action does first: rate limit by address, then the spam trap. */
export async function guardFormPost(formData: FormData, context: AppLoadContext): Promise<string> {
  const ip = clientAddress(context);
  await enforceFormRateLimit(ip);
  rejectSpam(formData);
  return ip;
}

/** Default values for a form: the visitor's saved name and e-mail, if they asked us to keep them. */
export async function savedDefaults(request: Request): Promise<SavedDefaults> {
  const visitor = await getSavedVisitor(request);
  return visitor ? { name: visitor.name, email: visitor.email, saveInfo: true } : {};
}

/** The Set-Cookie that remembers (ticked) or forgets (unticked) the visitor. */
export function rememberVisitor(request: Request, values: { name: string; email: string; saveInfo: boolean }) {
  return saveVisitorCookie(request, values.saveInfo ? { name: values.name, email: values.email } : null);
}
