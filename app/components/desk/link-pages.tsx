import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import { ErrorSummary, TextField } from "~/components/form-fields";
import { authenticatorCodeSchema } from "~/staff-auth/forms";
import { AuthenticatorSetup } from "./authenticator-setup";
import { useDeskForm } from "./content-editor";
import { DeskStandalonePage } from "./desk-layout";

/** Step 2 of a set-up link page: the QR code and the code that proves the app has it. */
export function ConfirmAuthenticator({ setup }: { setup: React.ComponentProps<typeof AuthenticatorSetup>["setup"] }) {
  const answer = useActionData<{ form?: string; result?: SubmissionResult<string[]> }>();
  const result = answer?.form === "code" ? answer.result : undefined;
  const [, fields, formProps] = useDeskForm("confirm-code", authenticatorCodeSchema, result, {});
  return (
    <>
      <h2 id="authenticator-step">Step 2 of 2: set up two-step sign-in</h2>
      <p>Each time you sign in, the desk asks for your password and a six-digit code from an app on your phone.</p>
      <AuthenticatorSetup setup={setup} />
      <Form method="post" className="desk-form desk-form--stacked" {...formProps} aria-labelledby="authenticator-step">
        <ErrorSummary refused={result} fieldIds={fields} />
        <input type="hidden" name="intent" value="code" />
        <TextField field={fields.code} label="Six-digit code from the app" autoComplete="one-time-code" />
        <button type="submit" className="desk-button">
          Finish and sign in
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="restart" />
        <p>
          <button type="submit" className="desk-button desk-button--link">
            Start again with another password
          </button>
        </p>
      </Form>
    </>
  );
}

/** What a one-time link that does not work shows, whatever the reason. */
export function LinkNotValid({ what }: { what: "invitation" | "set-up" | "reset" }) {
  const ask = {
    invitation: "Ask an administrator of the desk to invite you again.",
    "set-up":
      "Ask an administrator of the desk for a new link, or set up your app again from your account page if you can still sign in.",
    reset: "Ask for a new link on the sign-in page.",
  }[what];
  return (
    <DeskStandalonePage>
      <h1>This link no longer works</h1>
      <p>It may have been used already, replaced by a newer one, withdrawn, or it is older than it may be. {ask}</p>
      <p>
        <a href="/staff/sign-in">Go to the sign-in page</a>
      </p>
    </DeskStandalonePage>
  );
}
