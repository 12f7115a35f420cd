import { getZodConstraint } from "@conform-to/zod";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { enforceFormRateLimit } from "~/http/rate-limit.server";
import { FORM_PAGE, PRIVATE_PAGE } from "~/http/cache-control.server";
import { clientAddress } from "~/http/request.server";
import { checkSpamTrap, postedSpamToken, spamTrapInputs } from "~/http/honeypot.server";
import type { SavedDefaults } from "./saved-defaults";
import { getSavedVisitor, saveVisitorCookie } from "./visitor.server";
import { formSource, refererHost, type LeadSource } from "./lead-source.server";

export { FAILURE_TEXT } from "./form-texts";

const FORM_BODY_MAX_BYTES = 256 * 1024;
/** Past the limit a body is read away (so the client hears our 413) up to this, then dropped. */
const FORM_BODY_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * Reads a urlencoded form (what a browser sends for our text-only forms), refusing anything else
 * and any body past 256 KB before it is held in memory.
 */
export async function readUrlEncodedForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) throw new Response("Form not submitted", { status: 400 });
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
    if (done) break;
    size += value.byteLength;
    if (size > FORM_BODY_DRAIN_BYTES) {
      await reader?.cancel();
      break;
    }
    if (size <= FORM_BODY_MAX_BYTES) chunks.push(value);
  }
  if (size > FORM_BODY_MAX_BYTES) throw new Response("Form too large", { status: 413 });
  const formData = new FormData();
  for (const [key, value] of new URLSearchParams(Buffer.concat(chunks).toString("utf8"))) formData.append(key, value);
  return formData;
}

/** Asked of a visitor whose form was served too long ago (or sent faster than a person types). */
export const STALE_FORM_TEXT = "This form timed out. Please check your details and send it again.";

/** The response init of a form answered with FAILURE_TEXT because storing it failed on our side. */
export const STORE_FAILED = { status: 503, headers: { "Retry-After": "5" } };

/** Why a well-formed post is answered beside its values instead of being stored. */
export type FormProblem = "stale" | "unavailable";

/**
 * The answer to a form that is asked again ("This form timed out…"), with a new spam-trap token
 * when the one it was sent with can never pass again (expired, or already spent on a stored
 * submission): the form renders it (FormOpening), so the visitor can simply send it again. A
 * token that was only early is kept: it becomes good by itself.
 */
export function askAgain<T extends object>(
  reply: T,
  renew: boolean,
): T & { spamTrap?: ReturnType<typeof spamTrapInputs> } {
  return renew ? { ...reply, spamTrap: spamTrapInputs() } : reply;
}

/**
 * What every form action does first: rate limit by address, read the body (a body that is not a
 * form answers 400), then the spam trap: a bot's post answers 400 and stores nothing; a stale form
 * or a database that cannot take the post comes back as `problem`, for the action to answer beside
 * what the visitor typed.
 */
export async function readGuardedForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  parse: (request: Request) => Promise<FormData> = readUrlEncodedForm,
  discard: (formData: FormData) => Promise<void> = async () => {},
): Promise<{
  formData: FormData;
  ip: string;
  problem: FormProblem | null;
  formToken: string | null;
  renewToken: boolean;
  /** Where the form was sent from (app/submissions/lead-source.server.ts). */
  source: LeadSource;
}> {
  const ip = clientAddress(context);
  let unavailable = false;
  try {
    await enforceFormRateLimit(ip);
  } catch (error) {
    if (error instanceof Response) throw error;
    // The database cannot count this post (locked, unreachable): it could not store it either.
    console.error("form rate limit unavailable:", error instanceof Error ? error.message : error);
    unavailable = true;
  }
  let formData: FormData;
  try {
    formData = await parse(request);
  } catch (error) {
    if (error instanceof Response) throw error;
    throw new Response("Form not submitted", { status: 400 });
  }
  const verdict = checkSpamTrap(formData);
  if (verdict !== "ok") await discard(formData);
  if (verdict === "spam") throw new Response("Form not submitted", { status: 400 });
  return {
    formData,
    ip,
    problem: unavailable ? "unavailable" : verdict === "ok" ? null : "stale",
    // Spent by the transaction that stores the submission (app/submissions/used-form-tokens.server.ts).
    formToken: postedSpamToken(formData),
    renewToken: verdict === "expired",
    source: formSource(request, formData),
  };
}

/** Default values for a form: the visitor's saved name and e-mail, if they asked us to keep them. */
export async function savedDefaults(request: Request): Promise<SavedDefaults> {
  const visitor = await getSavedVisitor(request);
  return visitor ? { name: visitor.name, email: visitor.email, saveInfo: true } : {};
}

/** A schema's HTML constraints never change: derived once, not on every page view. */
const constraints = new WeakMap<z.ZodTypeAny, ReturnType<typeof getZodConstraint>>();
function constraintOf(schema: z.ZodTypeAny) {
  let constraint = constraints.get(schema);
  if (!constraint) constraints.set(schema, (constraint = getZodConstraint(schema)));
  return constraint;
}

/**
 * What every form page's loader hands its form — the saved details, the spam trap, the HTML
 * constraints of the schema, the other site the visitor arrived from — and the page's
 * Cache-Control: shared until the visitor has asked to be remembered or arrived from another
 * site, then theirs alone.
 */
export async function formPageData(request: Request, schema: z.ZodTypeAny) {
  const defaults = await savedDefaults(request);
  const sourceHost = refererHost(request.headers.get("referer"), new URL(request.url).host);
  return {
    form: { defaults, spamTrap: spamTrapInputs(), constraint: constraintOf(schema), sourceHost },
    headers: { "Cache-Control": defaults.name === undefined && !sourceHost ? FORM_PAGE : PRIVATE_PAGE },
  };
}

/** The Set-Cookie that remembers (ticked) or forgets (unticked) the visitor. */
export function rememberVisitor(request: Request, values: { name: string; email: string; saveInfo: boolean }) {
  return saveVisitorCookie(request, values.saveInfo ? { name: values.name, email: values.email } : null);
}
