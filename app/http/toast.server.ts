import { createCookieSessionStorage, redirect, type SessionStorage } from "react-router";
import { z } from "zod";
import { isSecureRequest, sessionSecret } from "./session.server";

/** A message for the visitor after a form post, carried once in a flash cookie. */
export const toastSchema = z.object({
  /** Tells two identical messages in a row apart, so both show. */
  id: z.string().default(() => globalThis.crypto.randomUUID()),
  type: z.enum(["success", "error"]),
  text: z.string().max(300),
  /** Auto-close in ms (docs/product.md#constants: 3000 on contact and booking, 5000 otherwise). */
  duration: z.number().int().positive().max(60_000).default(5000),
  position: z.enum(["top-right", "top-center"]).default("top-right"),
  /** Where to send the visitor after `redirectAfterMs` (booking: home after 3 s). */
  redirectTo: z.string().startsWith("/").optional(),
  redirectAfterMs: z.number().int().nonnegative().optional(),
});

export type Toast = z.output<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

const KEY = "toast";

let flashStorage: SessionStorage | undefined;

function storage() {
  return (flashStorage ??= createCookieSessionStorage({
    cookie: { name: "flash", httpOnly: true, path: "/", sameSite: "lax", secrets: [sessionSecret()] },
  }));
}

export async function toastHeaders(request: Request, toast: ToastInput): Promise<Headers> {
  const session = await storage().getSession();
  session.flash(KEY, toastSchema.parse(toast));
  return new Headers({ "Set-Cookie": await storage().commitSession(session, { secure: isSecureRequest(request) }) });
}

export async function redirectWithToast(request: Request, url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  for (const [key, value] of await toastHeaders(request, toast)) headers.append(key, value);
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the header that consumes it. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await storage().getSession(request.headers.get("Cookie"));
  if (!session.has(KEY)) return { toast: null, headers: null };
  const parsed = toastSchema.safeParse(session.get(KEY));
  return {
    toast: parsed.success ? parsed.data : null,
    headers: new Headers({
      "Set-Cookie": await storage().destroySession(session, { secure: isSecureRequest(request) }),
    }),
  };
}
