import { parseWithZod } from "@conform-to/zod";
import { data, redirect, useActionData } from "react-router";
import {
  ChangePasswordForm,
  NewAuthenticatorForm,
  RecoveryCodes,
  SessionList,
  TimeZoneForm,
} from "~/components/desk/account";
import { DeskNotice } from "~/components/desk/desk-layout";
import { ReplyNameForm } from "~/components/desk/reply-name-form";
import { ownReplyName, setReplyName } from "~/desk/desk-reply.server";
import { replyNameSchema } from "~/desk/reply-schema";
import {
  accountOverview,
  changePassword,
  endOwnSessions,
  newRecoveryCodes,
  setTimeZone,
} from "~/staff-auth/account.server";
import { newDraftOwner } from "~/staff-auth/draft-cookie.server";
import { startOwnEnrolment } from "~/staff-auth/enrolment.server";
import { changePasswordSchema, confirmPasswordSchema, timeZoneSchema } from "~/staff-auth/forms";
import { textOf } from "~/staff-auth/link-pages.server";
import { newPasswordProblem } from "~/staff-auth/passwords.server";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/staff-auth/roles";
import { isTimeZone, TIME_ZONES } from "~/staff-auth/time-zones.server";
import { linkPath } from "~/staff-auth/tokens.server";
import { deskHeaders, deskMeta } from "~/desk/desk-route";
import { readUrlEncodedForm } from "~/submissions/forms.server";
import { clientAddress } from "~/http/request.server";
import { requireStaff } from "~/staff-auth/staff-session.server";
import { NetworkFailure } from "~/components/desk/network-failure";
import { keepValuesOnNetworkFailure } from "~/components/use-site-form";
import type { Route } from "./+types/account";

/** /staff/account: one's own password, authenticator, recovery codes, sessions and time zone (every role). */
export const headers = deskHeaders;
export const meta: Route.MetaFunction = () => deskMeta("Your account");

const NOTICES: Record<string, string> = {
  password: "Password changed. Your other sessions have ended.",
  authenticator: "Your new authenticator app is set up: codes from the old one no longer work.",
  "time-zone": "Time zone saved.",
  "reply-name": "Your name on replies is saved.",
  session: "Session ended.",
  sessions: "Your other sessions have ended.",
};

const WRONG_PASSWORD = "That is not your current password.";
const LOCKED = "Too many failed attempts. Wait 15 minutes, then try again.";

export async function loader({ request, url }: Route.LoaderArgs) {
  const member = await requireStaff(request);
  const [overview, replyName] = await Promise.all([accountOverview(member), ownReplyName(member.userId)]);
  const done = url.searchParams.get("done") ?? "";
  return {
    ...overview,
    role: { label: ROLE_LABELS[overview.user.role], description: ROLE_DESCRIPTIONS[overview.user.role] },
    timeZones: TIME_ZONES,
    replyName,
    notice: NOTICES[done] ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireStaff(request);
  const form = await readUrlEncodedForm(request);
  const ip = clientAddress(context);
  const passwordRefused = (outcome: "wrong" | "locked") => (outcome === "locked" ? LOCKED : WRONG_PASSWORD);
  switch (textOf(form, "intent")) {
    case "time-zone": {
      const submission = parseWithZod(form, { schema: timeZoneSchema });
      if (submission.status !== "success" || !isTimeZone(submission.value.time_zone)) {
        return data(
          {
            form: "time-zone" as const,
            result: submission.reply({ fieldErrors: { time_zone: ["Choose a time zone from the list."] } }),
          },
          { status: 400 },
        );
      }
      await setTimeZone(member, submission.value.time_zone, ip);
      return redirect("/staff/account?done=time-zone");
    }
    case "reply-name": {
      const submission = parseWithZod(form, { schema: replyNameSchema });
      if (submission.status !== "success")
        return data({ form: "reply-name" as const, result: submission.reply() }, { status: 400 });
      await setReplyName(member.userId, submission.value.display_name, { actor: member.email, ip });
      return redirect("/staff/account?done=reply-name");
    }
    case "password": {
      const submission = parseWithZod(form, { schema: changePasswordSchema });
      const hideFields = ["current", "password", "confirm"];
      if (submission.status !== "success")
        return data({ form: "password" as const, result: submission.reply({ hideFields }) }, { status: 400 });
      const problem = newPasswordProblem(submission.value.password, member.email);
      if (problem)
        return data(
          { form: "password" as const, result: submission.reply({ hideFields, fieldErrors: { password: [problem] } }) },
          { status: 400 },
        );
      const changed = await changePassword(member, submission.value.current, submission.value.password, ip);
      if (changed !== "ok") {
        const result = submission.reply({ hideFields, fieldErrors: { current: [passwordRefused(changed)] } });
        return data({ form: "password" as const, result }, { status: changed === "locked" ? 429 : 400 });
      }
      return redirect("/staff/account?done=password");
    }
    case "authenticator": {
      const submission = parseWithZod(form, { schema: confirmPasswordSchema });
      const hideFields = ["current"];
      if (submission.status !== "success")
        return data({ form: "authenticator" as const, result: submission.reply({ hideFields }) }, { status: 400 });
      const owner = await newDraftOwner();
      const started = await startOwnEnrolment(member, submission.value.current, owner.hash, ip);
      if (!started.ok) {
        const result = submission.reply({ hideFields, fieldErrors: { current: [passwordRefused(started.reason)] } });
        return data({ form: "authenticator" as const, result }, { status: started.reason === "locked" ? 429 : 400 });
      }
      return redirect(linkPath("enrolment", started.token), { headers: { "Set-Cookie": owner.setCookie } });
    }
    case "recovery-codes": {
      const submission = parseWithZod(form, { schema: confirmPasswordSchema });
      const hideFields = ["current"];
      if (submission.status !== "success")
        return data({ form: "recovery-codes" as const, result: submission.reply({ hideFields }) }, { status: 400 });
      const made = await newRecoveryCodes(member, submission.value.current, ip);
      if (!made.ok) {
        const result = submission.reply({ hideFields, fieldErrors: { current: [passwordRefused(made.reason)] } });
        return data({ form: "recovery-codes" as const, result }, { status: made.reason === "locked" ? 429 : 400 });
      }
      // Shown in this answer only: never in a URL, a cookie or the database.
      return { form: "recovery-codes" as const, codes: made.codes };
    }
    case "end-session": {
      const ended = await endOwnSessions(member, { sessionId: textOf(form, "session").slice(0, 64) }, ip);
      return redirect(ended ? "/staff/account?done=session" : "/staff/account");
    }
    case "end-other-sessions":
      await endOwnSessions(member, "others", ip);
      return redirect("/staff/account?done=sessions");
    default:
      throw data("Unknown action", { status: 400 });
  }
}

/** A post that never reached the server keeps every typed value, as on the public forms. */
export const clientAction = keepValuesOnNetworkFailure;

export default function Account({ loaderData }: Route.ComponentProps) {
  const { user, role, sessions, recoveryCodesLeft, timeZones, replyName, notice } = loaderData;
  const answer = useActionData<typeof action>();
  const resultOf = (form: string) => (answer && answer.form === form && "result" in answer ? answer.result : undefined);
  return (
    <>
      <h1>Your account</h1>
      <DeskNotice text={answer ? null : notice} />
      <NetworkFailure answer={answer} />
      <p>
        Signed in as <strong>{user.email}</strong>, with the role <strong>{role.label}</strong>: {role.description}.
      </p>
      <RecoveryCodes
        left={recoveryCodesLeft}
        codes={answer && "codes" in answer ? answer.codes : null}
        lastResult={resultOf("recovery-codes")}
        email={user.email}
      />
      <ChangePasswordForm lastResult={resultOf("password")} email={user.email} />
      <NewAuthenticatorForm lastResult={resultOf("authenticator")} email={user.email} />
      <ReplyNameForm current={replyName} lastResult={resultOf("reply-name")} />
      <TimeZoneForm zones={timeZones} current={user.time_zone} lastResult={resultOf("time-zone")} />
      <SessionList sessions={sessions} />
    </>
  );
}
