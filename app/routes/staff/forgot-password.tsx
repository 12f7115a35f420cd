import { parseWithZod } from "@conform-to/zod";
import { data, Form, Link, useActionData } from "react-router";
import { useDeskForm } from "~/components/desk/content-editor";
import { DeskStandalonePage } from "~/components/desk/desk-layout";
import { ErrorSummary, TextField } from "~/components/form-fields";
import { mailEnabled } from "~/mail/mail.server";
import { forgotPasswordSchema } from "~/staff-auth/forms";
import { requestPasswordReset } from "~/staff-auth/password-reset.server";
import { deskHeaders, deskLinks, deskMeta } from "~/desk/desk-route";
import { readUrlEncodedForm } from "~/submissions/forms.server";
import { clientAddress } from "~/http/request.server";
import { NetworkFailure } from "~/components/desk/network-failure";
import { keepValuesOnNetworkFailure } from "~/components/use-site-form";
import type { Route } from "./+types/forgot-password";

/**
 * /staff/forgot-password: a link to choose a new password, e-mailed to the account's address.
 * Every well-formed request gets the same answer, whether or not an account has the address.
 */
export const headers = deskHeaders;
export const links = deskLinks;
export const meta: Route.MetaFunction = () => deskMeta("Forgot your password");

export function loader() {
  return { available: mailEnabled() };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!mailEnabled()) throw data(null, { status: 404 });
  const form = await readUrlEncodedForm(request);
  const submission = parseWithZod(form, { schema: forgotPasswordSchema });
  if (submission.status !== "success")
    return data({ sent: false as const, result: submission.reply() }, { status: 400 });
  const outcome = await requestPasswordReset(submission.value.email, clientAddress(context));
  if (outcome === "limited") {
    const result = submission.reply({
      formErrors: ["Too many links were asked for. Wait 15 minutes, then try again."],
    });
    return data({ sent: false as const, result }, { status: 429, headers: { "Retry-After": "900" } });
  }
  return { sent: true as const, result: null };
}

/** A post that never reached the server keeps every typed value, as on the public forms. */
export const clientAction = keepValuesOnNetworkFailure;

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  const { available } = loaderData;
  const answer = useActionData<typeof action>();
  const [form, fields, formProps] = useDeskForm("forgot-password", forgotPasswordSchema, answer?.result, {});
  return (
    <DeskStandalonePage>
      <h1 id="forgot-heading">Forgot your password</h1>
      <NetworkFailure answer={answer} />
      {!available ? (
        <p>
          Password links cannot be e-mailed from this desk. Ask an administrator of the desk to help you sign in again.
        </p>
      ) : answer?.sent ? (
        <div role="status">
          <p>
            If an active account of the desk uses that address, we have e-mailed it a link to choose a new password. The
            link works once, for 30 minutes.
          </p>
          <p>Nothing arrived? Check the spam folder, and that you typed the address of your desk account.</p>
        </div>
      ) : (
        <Form method="post" className="desk-form desk-form--stacked" {...formProps} aria-labelledby="forgot-heading">
          <ErrorSummary refused={answer?.result} fieldIds={fields} />
          {form.errors?.length ? (
            <p className="desk-error" role="alert">
              {form.errors[0]}
            </p>
          ) : null}
          <p>Enter the e-mail address of your desk account. We will e-mail it a link to choose a new password.</p>
          <TextField field={fields.email} label="E-mail" type="email" autoComplete="username" />
          <button type="submit" className="desk-button">
            E-mail me a link
          </button>
        </Form>
      )}
      <p>
        <Link to="/staff/sign-in">Back to sign-in</Link>
      </p>
    </DeskStandalonePage>
  );
}
