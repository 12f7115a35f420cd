import { parseWithZod } from "@conform-to/zod";
import { data, Form, redirect, useActionData } from "react-router";
import { useDeskForm } from "~/components/desk/content-editor";
import { DeskStandalonePage } from "~/components/desk/desk-layout";
import { ConfirmAuthenticator, LinkNotValid } from "~/components/desk/link-pages";
import { ErrorSummary, TextField } from "~/components/form-fields";
import { draftOwnerHash, newDraftOwner } from "~/staff-auth/draft-cookie.server";
import { authenticatorCodeSchema, choosePasswordSchema } from "~/staff-auth/forms";
import {
  acceptInvitation,
  draftInvitation,
  dropInvitationDraft,
  invitationPage,
} from "~/staff-auth/invitations.server";
import { CODE_LOCKED, CODE_REFUSED, enterDesk, linkNotValid, textOf } from "~/staff-auth/link-pages.server";
import { newPasswordProblem } from "~/staff-auth/passwords.server";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/staff-auth/roles";
import { deskHeaders, deskLinks, deskMeta } from "~/desk/desk-route";
import { readUrlEncodedForm } from "~/submissions/forms.server";
import { clientAddress } from "~/http/request.server";
import { NetworkFailure } from "~/components/desk/network-failure";
import { keepValuesOnNetworkFailure } from "~/components/use-site-form";
import type { Route } from "./+types/invite";

/**
 * /staff/invite/<token>: the invitee chooses a password (step 1), then sets up the authenticator
 * app from a QR code and confirms a code (step 2); the account then exists and is signed in.
 */
export const headers = deskHeaders;
export const links = deskLinks;
export const meta: Route.MetaFunction = () => deskMeta("Join the staff desk");

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await invitationPage(params.token, await draftOwnerHash(request));
  if (!page) return linkNotValid();
  return { state: "open" as const, ...page };
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  const form = await readUrlEncodedForm(request);
  const here = url.pathname;
  const ownerHash = await draftOwnerHash(request);
  const page = await invitationPage(params.token, ownerHash);
  if (!page) return linkNotValid();
  switch (textOf(form, "intent")) {
    case "password": {
      const submission = parseWithZod(form, { schema: choosePasswordSchema });
      const hideFields = ["password", "confirm"];
      if (submission.status !== "success")
        return data({ form: "password" as const, result: submission.reply({ hideFields }) }, { status: 400 });
      const problem = newPasswordProblem(submission.value.password, page.email);
      if (problem)
        return data(
          { form: "password" as const, result: submission.reply({ hideFields, fieldErrors: { password: [problem] } }) },
          { status: 400 },
        );
      const owner = await newDraftOwner();
      if (!(await draftInvitation(params.token, submission.value.password, owner.hash))) return linkNotValid();
      return redirect(here, { headers: { "Set-Cookie": owner.setCookie, "Cache-Control": "private, no-store" } });
    }
    case "code": {
      const submission = parseWithZod(form, { schema: authenticatorCodeSchema });
      if (submission.status !== "success")
        return data({ form: "code" as const, result: submission.reply() }, { status: 400 });
      const accepted = await acceptInvitation(params.token, submission.value.code, ownerHash, clientAddress(context));
      if (accepted.ok) return enterDesk(accepted.sessionToken);
      if (accepted.reason === "invalid") return linkNotValid();
      if (accepted.reason === "restart") return redirect(here);
      const message =
        accepted.reason === "account_exists"
          ? "An account with this address exists already: sign in instead."
          : accepted.reason === "locked"
            ? CODE_LOCKED
            : CODE_REFUSED;
      const status = accepted.reason === "locked" ? 429 : accepted.reason === "account_exists" ? 409 : 400;
      return data(
        { form: "code" as const, result: submission.reply({ fieldErrors: { code: [message] } }) },
        { status },
      );
    }
    case "restart":
      await dropInvitationDraft(params.token, ownerHash);
      return redirect(here);
    default:
      throw data("Unknown action", { status: 400 });
  }
}

/** A post that never reached the server keeps every typed value, as on the public forms. */
export const clientAction = keepValuesOnNetworkFailure;

export default function InvitationPage({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  const answer = useActionData<typeof action>();
  if (page.state === "invalid") return <LinkNotValid what="invitation" />;
  return (
    <DeskStandalonePage>
      <h1>Join the staff desk</h1>
      <NetworkFailure answer={answer} />
      <p>
        {page.invitedBy === "command line" ? "You are invited" : `${page.invitedBy} invited you`} to the staff desk as{" "}
        <strong>{page.email}</strong>, with the role <strong>{ROLE_LABELS[page.role]}</strong>:{" "}
        {ROLE_DESCRIPTIONS[page.role]}.
      </p>
      {page.step === "password" ? <ChoosePassword /> : <ConfirmAuthenticator setup={page.setup} />}
    </DeskStandalonePage>
  );
}

function ChoosePassword() {
  const answer = useActionData<typeof action>();
  const result = answer && "form" in answer && answer.form === "password" ? answer.result : undefined;
  const [, fields, formProps] = useDeskForm("choose-password", choosePasswordSchema, result, {});
  return (
    <>
      <h2 id="password-step">Step 1 of 2: choose a password</h2>
      <Form method="post" className="desk-form desk-form--stacked" {...formProps} aria-labelledby="password-step">
        <ErrorSummary refused={result} fieldIds={fields} />
        <input type="hidden" name="intent" value="password" />
        <TextField
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters. A few unrelated words make a strong one that is easy to remember."
        />
        <TextField field={fields.confirm} label="The same password again" type="password" autoComplete="new-password" />
        <button type="submit" className="desk-button">
          Continue
        </button>
      </Form>
    </>
  );
}
