import { data } from "react-router";
import { resumeOf } from "~/desk/desk.server";
import { recordAudit } from "~/staff-auth/audit.server";
import { safeFileName } from "~/mail/file-name.server";
import { deskActor } from "~/staff-auth/staff-session.server";
import type { Route } from "./+types/resume";
import { requireDeskArea } from "~/staff-auth/access.server";

/**
 * An application's resume, for signed-in staff only, always as a download: a generic type,
 * nosniff and a sandboxing CSP, so no browser renders what an applicant uploaded.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const member = await requireDeskArea(request, "application");
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? "") || id < 1) throw data(null, { status: 404 });
  const resume = await resumeOf(id);
  if (!resume) throw data(null, { status: 404 });
  await recordAudit({
    ...deskActor(member, context),
    action: "resume_downloaded",
    itemKind: "application",
    itemId: id,
  });
  return new Response(new Uint8Array(resume.data), {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Disposition": `attachment; filename="${safeFileName(resume.name)}"`,
      "Content-Length": String(resume.data.length),
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
