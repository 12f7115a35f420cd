import {
  getFormProps,
  getSelectProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { ErrorSummary, FieldError, FormErrorSummary } from "~/components/form-fields";

/**
 * A desk editor form (job, post): validated by its zod schema in the browser as staff type and by
 * the same schema in the action; without JavaScript the action's answer puts errors beside the
 * fields and a summary on top, values kept, as on the public forms.
 */
export function useDeskForm<Schema extends z.ZodTypeAny>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue: DefaultValue<z.input<Schema>>,
) {
  const [form, fields] = useForm<z.input<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return [form, fields, getFormProps(form)] as const;
}

/** Errors of the last post: the summary (each a link to its field) and errors about the whole form. */
export function EditorErrors({
  result,
  fieldIds,
  formErrors,
}: {
  result: SubmissionResult<string[]> | null | undefined;
  fieldIds: Record<string, { id: string }>;
  formErrors?: string[];
}) {
  return (
    <>
      <ErrorSummary refused={result} fieldIds={fieldIds} />
      <FormErrorSummary errors={formErrors} />
    </>
  );
}

/** Save as it stands, see the page as the public would, or publish (which checks what the public page needs). */
export function EditorActions({ published }: { published: boolean }) {
  return (
    <div className="desk-editor__actions">
      <button type="submit" name="intent" value="preview" className="desk-button desk-button--secondary">
        Preview
      </button>
      <button type="submit" name="intent" value="save" className="desk-button desk-button--secondary">
        {published ? "Save changes" : "Save draft"}
      </button>
      <button type="submit" name="intent" value="publish" className="desk-button">
        {published ? "Save and keep published" : "Publish"}
      </button>
    </div>
  );
}

/** The rendered Markdown, as the public page will show it (sanitised on the server). */
export function EditorPreview({ title, html }: { title: string; html: string }) {
  return (
    <section className="desk-panel desk-preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview: {title}</h2>
      <div className="prose data-html" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

/** A Markdown text area with its hint and error, tied by aria-describedby. */
export const MARKDOWN_HINT =
  "Markdown: **bold**, *italic*, ## headings, - lists, [links](https://…). HTML that could run is removed.";

/**
 * A choice among a few options, marked up as the public forms' text fields. Kept here because
 * sharing that module with the desk splits it out of the booking page's chunk (+300 B gzip on
 * the page with the least first-load room).
 */
export function EditorSelect({
  field,
  label,
  options,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  options: readonly string[];
}) {
  return (
    <div className="field" data-invalid={field.errors?.length ? "true" : undefined}>
      <label htmlFor={field.id}>{label}</label>
      <select {...getSelectProps(field)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
