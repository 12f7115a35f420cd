import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { ErrorSummary, TextField } from "~/components/form-fields";
import { replyNameSchema } from "~/desk/reply-schema";
import { useDeskForm } from "./content-editor";

/** One's name as visitors read it on replies sent from the desk (the account page). */
export function ReplyNameForm({
  current,
  lastResult,
}: {
  current: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [, fields, formProps] = useDeskForm("reply-name", replyNameSchema, lastResult, {
    display_name: current ?? undefined,
  });
  return (
    <section aria-labelledby="reply-name-heading">
      <h2 id="reply-name-heading">Your name on replies</h2>
      <Form method="post" className="form desk-form--stacked" {...formProps} aria-labelledby="reply-name-heading">
        <ErrorSummary refused={lastResult} fieldIds={fields} />
        <input type="hidden" name="intent" value="reply-name" />
        <TextField
          field={fields.display_name}
          label="Your name"
          autoComplete="name"
          hint="Visitors see it as the sender of the replies you write in the desk, and under them."
        />
        <button type="submit" className="desk-button">
          Save your name
        </button>
      </Form>
    </section>
  );
}
