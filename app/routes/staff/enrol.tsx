import { parseWithZod } from "@conform-to/zod";
import { data, Form, redirect, useActionData } from "react-router";
import { useDeskForm } from "~/components/desk/content-editor";
import { DeskStandalonePage } from "~/components/desk/desk-layout";
import { ConfirmAuthenticator, LinkNotValid } from "~/components/desk/link-pages";
import { ErrorSummary, TextField } from "~/components/form-fields";
import { staffForToken } from "~/staff-auth/staff.server";
import { draftOwnerHash, newDraftOwner } from "~/staff-auth/draft-cookie.server";
import { confirmEnrolmentPassword, enrolmentPage, finishEnrolment } from "~/staff-auth/enrolment.server";
import { authenticatorCodeSchema, confirmPasswordSchema } from "~/staff-auth/forms";
import { CODE_LOCKED, CODE_REFUSED, enterDesk, linkNotValid, textOf } from "~/staff-auth/link-pages.server";
import { deskHeaders, deskLinks, deskMeta } from "~/desk/desk-route";
import { readUrlEncodedForm } from "~/submissions/forms.server";
import { clientAddress } from "~/http/request.server";
import { staffToken } from "~/staff-auth/staff-session.server";
import { NetworkFailure } from "~/components/desk/network-failure";
import { keepValuesOnNetworkFailure } from "~/components/use-site-form";
import type { Route } from "./+types/enrol";

/**
 * /staff/enrol/<token>: a new authenticator app for an existing account — after an admin reset
 * its two-step sign-in, or from the account page. Step 1: the account's password; step 2: the QR
 * code and a code from the app.
 */
export const headers = deskHeaders;
export const links = deskLinks;
export const meta: Route.MetaFunction = () => deskMeta("Set up two-step sign-in");

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await enrolmentPage(params.token, await draftOwnerHash(request));
  if (!page) return linkNotValid();
  return { state: "open" as const, ...page };
}

const WRONG_PASSWORD = "That is not the password of this account.";
const LOCKED = "Too many failed attempts. Wait 15 minutes, then try again.";

export async function action({ request, params, context, url }: Route.ActionArgs) {
  const form = await readUrlEncodedForm(request);
  const here = url.pathname;
  const ip = clientAddress(context);
  const ownerHash = await draftOwnerHash(request);
  if (!(await enrolmentPage(params.token, ownerHash))) return linkNotValid();
  switch (textOf(form, "intent")) {
    case "password": {
      const submission = parseWithZod(form, { schema: confirmPasswordSchema });
      const hideFields = ["current"];
      if (submission.status !== "success")
        return data({ form: "password" as const, result: submission.reply({ hideFields }) }, { status: 400 });
      const owner = await newDraftOwner();
      const checked = await confirmEnrolmentPassword(params.token, submission.value.current, owner.hash, ip);
      if (checked === "invalid") return linkNotValid();
      if (checked !== "ok") {
        const result = submission.reply({
          hideFields,
          fieldErrors: { current: [checked === "locked" ? LOCKED : WRONG_PASSWORD] },
        });
        return data({ form: "password" as const, result }, { status: checked === "locked" ? 429 : 400 });
      }
      return redirect(here, { headers: { "Set-Cookie": owner.setCookie, "Cache-Control": "private, no-store" } });
    }
    case "code": {
      const submission = parseWithZod(form, { schema: authenticatorCodeSchema });
      if (submission.status !== "success")
        return data({ form: "code" as const, result: submission.reply() }, { status: 400 });
      const signedIn = await staffForToken(await staffToken(request));
      const finished = await finishEnrolment(params.token, submission.value.code, ownerHash, ip, signedIn);
      if (finished.ok)
        return enterDesk(finished.sessionToken, signedIn ? "/staff/account?done=authenticator" : "/staff");
      if (finished.reason === "invalid") return linkNotValid();
      if (finished.reason === "restart") return redirect(here);
      const message = finished.reason === "locked" ? CODE_LOCKED : CODE_REFUSED;
      return data(
        { form: "code" as const, result: submission.reply({ fieldErrors: { code: [message] } }) },
        { status: finished.reason === "locked" ? 429 : 400 },
      );
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}

/** A post that never reached the server keeps every typed value, as on the public forms. */
export const clientAction = keepValuesOnNetworkFailure;

export default function EnrolmentPage({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  const answer = useActionData<typeof action>();
  if (page.state === "invalid") return <LinkNotValid what="set-up" />;
  return (
    <DeskStandalonePage>
      <h1>Set up two-step sign-in</h1>
      <NetworkFailure answer={answer} />
      <p>
        A new authenticator app for <strong>{page.email}</strong>. Once it is set up, codes from any earlier app no
        longer work.
      </p>
      {page.step === "password" ? <ConfirmPassword email={page.email} /> : <ConfirmAuthenticator setup={page.setup} />}
    </DeskStandalonePage>
  );
}

function ConfirmPassword({ email }: { email: string }) {
  const answer = useActionData<typeof action>();
  const result = answer && "form" in answer && answer.form === "password" ? answer.result : undefined;
  const [, fields, formProps] = useDeskForm("confirm-password", confirmPasswordSchema, result, {});
  return (
    <>
      <h2 id="password-step">Step 1 of 2: your password</h2>
      <Form method="post" className="desk-form desk-form--stacked" {...formProps} aria-labelledby="password-step">
        <ErrorSummary refused={result} fieldIds={fields} />
        <input type="hidden" name="intent" value="password" />
        {/* For password managers: the account this password belongs to. */}
        <input type="hidden" name="username" value={email} autoComplete="username" />
        <TextField field={fields.current} label="Your password" type="password" autoComplete="current-password" />
        <button type="submit" className="desk-button">
          Continue
        </button>
      </Form>
    </>
  );
}
