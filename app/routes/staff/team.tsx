import { parseWithZod } from "@conform-to/zod";
import { data, redirect, useActionData } from "react-router";
import { DeskNotice } from "~/components/desk/desk-layout";
import { InviteForm, InvitationList, NewLink, TeamList } from "~/components/desk/team";
import { mailEnabled } from "~/mail/mail.server";
import { notFound, requireDeskArea } from "~/staff-auth/access.server";
import { inviteSchema } from "~/staff-auth/forms";
import { inviteColleague, openInvitations, revokeInvitation } from "~/staff-auth/invitations.server";
import { textOf } from "~/staff-auth/link-pages.server";
import { isStaffRole } from "~/staff-auth/roles";
import {
  changeRole,
  endSessionsOf,
  listTeam,
  removeAccount,
  resetTwoFactor,
  setDeactivated,
  type TeamChange,
} from "~/staff-auth/team.server";
import { deskHeaders, deskMeta } from "~/desk/desk-route";
import { readUrlEncodedForm } from "~/submissions/forms.server";
import { deskActor, SIGN_IN_PATH } from "~/staff-auth/staff-session.server";
import { NetworkFailure } from "~/components/desk/network-failure";
import { keepValuesOnNetworkFailure } from "~/components/use-site-form";
import type { Route } from "./+types/team";

/** /staff/team (admins only): the accounts, their roles and two-step state; invitations; every change audited. */
export const headers = deskHeaders;
export const meta: Route.MetaFunction = () => deskMeta("Team");

const NOTICES: Record<string, string> = {
  invited: "Invitation sent. The link in it works once, for 48 hours.",
  revoked: "Invitation withdrawn: its link no longer works.",
  role: "Role changed. It applies from their next page.",
  "two-factor":
    "Two-step sign-in reset: their sessions have ended, and an e-mail with a link to set it up again (valid 48 hours) is on its way.",
  sessions: "Their sessions have ended: they sign in again with password and code.",
  deactivated: "Account deactivated: it cannot sign in, and its sessions have ended.",
  reactivated: "Account reactivated: it can sign in again.",
  removed: "Account removed.",
};

const REFUSALS: Record<Exclude<TeamChange, { ok: true }>["reason"], string> = {
  not_found: "That account no longer exists.",
  last_admin: "The desk needs at least one active admin: make another admin first.",
  unchanged: "Nothing changed.",
  self: "For your own account, use your account page.",
};

export async function loader({ request, url }: Route.LoaderArgs) {
  const member = await requireDeskArea(request, "team");
  const search = url.searchParams;
  const [team, invitations] = await Promise.all([listTeam(), openInvitations()]);
  return {
    me: member.userId,
    team,
    invitations,
    mailEnabled: mailEnabled(),
    notice: NOTICES[search.get("done") ?? ""] ?? null,
    confirmRemove: Number(search.get("remove")) || null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireDeskArea(request, "team");
  const form = await readUrlEncodedForm(request);
  const by = deskActor(member, context);
  const userId = Number(textOf(form, "user"));
  const refuse = (reason: keyof typeof REFUSALS) =>
    data({ kind: "refused" as const, error: REFUSALS[reason] }, { status: reason === "not_found" ? 404 : 409 });
  const intent = textOf(form, "intent");
  if (intent !== "invite" && intent !== "revoke" && !(Number.isInteger(userId) && userId > 0)) throw notFound();
  const self = userId === member.userId;
  switch (intent) {
    case "invite": {
      const submission = parseWithZod(form, { schema: inviteSchema });
      if (submission.status !== "success")
        return data({ kind: "invite" as const, result: submission.reply() }, { status: 400 });
      const invited = await inviteColleague(by, submission.value.email, submission.value.role);
      if (!invited.ok) {
        const result = submission.reply({ fieldErrors: { email: ["This address has an account already."] } });
        return data({ kind: "invite" as const, result }, { status: 409 });
      }
      if (!invited.link) return redirect("/staff/team?done=invited");
      return {
        kind: "link" as const,
        link: { purpose: "invitation" as const, email: invited.email, href: invited.link },
      };
    }
    case "revoke":
      if (!(await revokeInvitation(by, Number(textOf(form, "invitation")) || 0))) return refuse("not_found");
      return redirect("/staff/team?done=revoked");
    case "role": {
      const role = textOf(form, "role");
      if (!isStaffRole(role)) throw data("Unknown role", { status: 400 });
      const changed = await changeRole(by, userId, role);
      if (!changed.ok) return refuse(changed.reason);
      // Demoted oneself: the team page is no longer one's to see.
      return redirect(self && role !== "admin" ? "/staff" : "/staff/team?done=role");
    }
    case "reset-two-factor": {
      const reset = await resetTwoFactor({ ...by, userId: member.userId }, userId);
      if (!reset.ok) return refuse(reset.reason);
      if (!reset.link) return redirect("/staff/team?done=two-factor");
      return { kind: "link" as const, link: { purpose: "enrolment" as const, email: reset.email, href: reset.link } };
    }
    case "end-sessions": {
      const ended = await endSessionsOf(by, userId);
      if (!ended.ok) return refuse(ended.reason);
      return redirect(self ? SIGN_IN_PATH : "/staff/team?done=sessions");
    }
    case "deactivate":
    case "reactivate": {
      const changed = await setDeactivated(by, userId, intent === "deactivate");
      if (!changed.ok) return refuse(changed.reason);
      return redirect(self ? SIGN_IN_PATH : `/staff/team?done=${intent}d`);
    }
    case "remove": {
      if (textOf(form, "confirm") !== "yes") return redirect(`/staff/team?remove=${userId}#account-${userId}`);
      const removed = await removeAccount(by, userId);
      if (!removed.ok) return refuse(removed.reason);
      return redirect(self ? SIGN_IN_PATH : "/staff/team?done=removed");
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}

/** A post that never reached the server keeps every typed value, as on the public forms. */
export const clientAction = keepValuesOnNetworkFailure;

export default function Team({ loaderData }: Route.ComponentProps) {
  const { me, team, invitations, mailEnabled, notice, confirmRemove } = loaderData;
  const answer = useActionData<typeof action>();
  return (
    <>
      <h1>Team</h1>
      <p>
        Everyone who can sign in to the desk, what their role lets them do, and colleagues invited but not signed up
        yet.
      </p>
      <DeskNotice text={answer ? null : notice} />
      <NetworkFailure answer={answer} />
      {answer && "kind" in answer && answer.kind === "refused" ? (
        <DeskNotice tone="warning" text={answer.error} />
      ) : null}
      {answer && "link" in answer ? <NewLink {...answer.link} /> : null}
      <InviteForm mailEnabled={mailEnabled} lastResult={answer && "result" in answer ? answer.result : undefined} />
      <InvitationList invitations={invitations} />
      <TeamList team={team} me={me} confirmRemove={confirmRemove} />
    </>
  );
}
