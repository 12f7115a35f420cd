import { parseWithZod } from "@conform-to/zod";
import { data, Form, redirect, useActionData } from "react-router";
import { useDeskForm } from "~/components/desk/content-editor";
import { DeskStandalonePage } from "~/components/desk/desk-layout";
import { LinkNotValid } from "~/components/desk/link-pages";
import { ErrorSummary, TextField } from "~/components/form-fields";
import { choosePasswordSchema } from "~/staff-auth/forms";
import { linkNotValid } from "~/staff-auth/link-pages.server";
import { resetLinkPage, resetPassword } from "~/staff-auth/password-reset.server";
import { newPasswordProblem } from "~/staff-auth/passwords.server";
import { deskHeaders, deskLinks, deskMeta } from "~/desk/desk-route";
import { readUrlEncodedForm } from "~/submissions/forms.server";
import { clientAddress } from "~/http/request.server";
import { SIGN_IN_PATH, staffCookieHeader } from "~/staff-auth/staff-session.server";
import { NetworkFailure } from "~/components/desk/network-failure";
import { keepValuesOnNetworkFailure } from "~/components/use-site-form";
import type { Route } from "./+types/reset-password";

/** /staff/reset-password/<token>: the e-mailed link; a new password, then sign-in with it and the authenticator. */
export const headers = deskHeaders;
export const links = deskLinks;
export const meta: Route.MetaFunction = () => deskMeta("Choose a new password");

export async function loader({ params }: Route.LoaderArgs) {
  const page = await resetLinkPage(params.token);
  if (!page) return linkNotValid();
  return { state: "open" as const, ...page };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readUrlEncodedForm(request);
  const page = await resetLinkPage(params.token);
  if (!page) return linkNotValid();
  const submission = parseWithZod(form, { schema: choosePasswordSchema });
  const hideFields = ["password", "confirm"];
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  const problem = newPasswordProblem(submission.value.password, page.email);
  if (problem)
    return data({ result: submission.reply({ hideFields, fieldErrors: { password: [problem] } }) }, { status: 400 });
  if (!(await resetPassword(params.token, submission.value.password, clientAddress(context)))) return linkNotValid();
  // Every session of the account has ended, this browser's too.
  return redirect(`${SIGN_IN_PATH}?done=password-reset`, {
    headers: { "Set-Cookie": await staffCookieHeader(null), "Cache-Control": "private, no-store" },
  });
}

/** A post that never reached the server keeps every typed value, as on the public forms. */
export const clientAction = keepValuesOnNetworkFailure;

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  const answer = useActionData<typeof action>();
  const result = answer && "result" in answer ? answer.result : undefined;
  const [, fields, formProps] = useDeskForm("reset-password", choosePasswordSchema, result, {});
  if (page.state === "invalid" || (answer && "state" in answer)) return <LinkNotValid what="reset" />;
  return (
    <DeskStandalonePage>
      <h1 id="reset-heading">Choose a new password</h1>
      <NetworkFailure answer={answer} />
      <p>
        For <strong>{page.email}</strong>. Every session of the account will end; you then sign in with the new password
        and a code from your authenticator app (or a recovery code).
      </p>
      <Form method="post" className="desk-form desk-form--stacked" {...formProps} aria-labelledby="reset-heading">
        <ErrorSummary refused={result} fieldIds={fields} />
        <input type="hidden" name="username" value={page.email} autoComplete="username" />
        <TextField
          field={fields.password}
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters. A few unrelated words make a strong one that is easy to remember."
        />
        <TextField field={fields.confirm} label="The same password again" type="password" autoComplete="new-password" />
        <button type="submit" className="desk-button">
          Save the new password
        </button>
      </Form>
    </DeskStandalonePage>
  );
}
