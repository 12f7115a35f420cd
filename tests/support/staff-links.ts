import { mailPart, type SmtpSink } from "./smtp-sink";
import { totp } from "./staff";

/** The name=value part of each Set-Cookie of an answer, by cookie name. */
export function cookiesOf(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((header) => {
      const pair = header.split(";")[0];
      return [pair.slice(0, pair.indexOf("=")), pair];
    }),
  );
}

/** A urlencoded POST as a browser on the site sends it (its own Origin), with the cookies given. */
export function postAs(
  origin: string,
  path: string,
  fields: Record<string, string>,
  cookie = "",
  headers: Record<string, string> = {},
) {
  return fetch(origin + path, {
    method: "POST",
    redirect: "manual",
    headers: { origin, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}), ...headers },
    body: new URLSearchParams(fields),
  });
}

/** The one-time link of `path` (e.g. "/staff/invite/") in the newest e-mail to `to`, as a path. */
export function linkInMail(sink: SmtpSink, to: string, path: string): string | undefined {
  const mail = sink.received.filter((received) => received.to.includes(to)).at(-1);
  if (!mail) return undefined;
  const token = new RegExp(`${path.replace(/\//g, "\\/")}([A-Za-z0-9_-]{43})`).exec(
    mailPart(mail.raw, "text/plain"),
  )?.[1];
  return token ? `${path}${token}` : undefined;
}

/** The key a set-up page shows as text (grouped by four), as an authenticator reads it. */
export const secretOnPage = (html: string) =>
  /<code class="desk-authenticator__secret">([A-Z2-7 ]+)<\/code>/.exec(html)?.[1].replaceAll(" ", "");

/**
 * Accepts an invitation over HTTP as a browser without JavaScript does: the password (step 1),
 * then a code of the key the page shows (step 2). Returns the session cookie (empty when refused),
 * the key and the last answer.
 */
export async function acceptInvitation(
  origin: string,
  path: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const step1 = await postAs(origin, path, { intent: "password", password, confirm: password }, "", headers);
  const draft = cookiesOf(step1)["staff-draft"] ?? "";
  const page = await (await fetch(origin + path, { headers: { cookie: draft, ...headers } })).text();
  const secret = secretOnPage(page);
  if (!secret) return { cookie: "", secret: "", draft, response: step1 };
  const response = await postAs(origin, path, { intent: "code", code: await totp(secret) }, draft, headers);
  return { cookie: response.status === 302 ? (cookiesOf(response).staff ?? "") : "", secret, draft, response };
}
