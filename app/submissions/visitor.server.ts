import { createCookie } from "react-router";
import { z } from "zod";
import { isSecureRequest, sessionSecret } from "~/http/session.server";

/** "Save my name, email…": name and e-mail kept in a signed cookie to prefill the forms. */
const savedVisitorSchema = z.object({ name: z.string().max(200), email: z.string().max(320) });
export type SavedVisitor = z.infer<typeof savedVisitorSchema>;

const ONE_YEAR = 60 * 60 * 24 * 365;

let visitorCookie: ReturnType<typeof createCookie> | undefined;

function cookie() {
  return (visitorCookie ??= createCookie("visitor", {
    httpOnly: true,
    path: "/",
    sameSite: "lax",
    secrets: [sessionSecret()],
    maxAge: ONE_YEAR,
  }));
}

export async function getSavedVisitor(request: Request): Promise<SavedVisitor | null> {
  const value = await cookie().parse(request.headers.get("Cookie"));
  const parsed = savedVisitorSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Set-Cookie value that stores the visitor (ticked) or forgets them (unticked). */
export async function saveVisitorCookie(request: Request, visitor: SavedVisitor | null): Promise<string> {
  const secure = isSecureRequest(request);
  return visitor
    ? cookie().serialize(visitor, { secure })
    : cookie().serialize("", { secure, maxAge: 0, expires: new Date(0) });
}
