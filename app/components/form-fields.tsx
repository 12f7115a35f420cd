import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useLoaderData, useNavigation } from "react-router";
import { lazy, Suspense, useMemo } from "react";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Toast } from "~/http/toast.server";
import { ERROR_SUMMARY_TITLE, SAVE_INFO_LABEL } from "~/submissions/form-texts";
import { SOURCE_HOST_FIELD } from "~/submissions/lead-source-field";

// Without its code (offline before it was fetched) the error stays beside the form, as a page.
const Toasts = lazy<React.ComponentType<{ toast: Toast }>>(() =>
  import("./toasts.client").catch(() => ({ default: () => null })),
);

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <p id={id} className="field__error" aria-live="polite">
      {errors?.[0] ?? ""}
    </p>
  );
}

/** A labelled text input or textarea with its error beside it, tied by aria-describedby. */
export function TextField({
  field,
  label,
  type = "text",
  multiline = false,
  autoComplete,
  hint,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "tel" | "date" | "password";
  multiline?: boolean;
  autoComplete?: string;
  hint?: string;
}) {
  const required = field.required;
  const describedBy = [hint ? `${field.id}-hint` : null, field.errorId].filter(Boolean).join(" ");
  return (
    <div className="field" data-invalid={field.errors?.length ? "true" : undefined}>
      <label htmlFor={field.id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className="field__optional"> (optional)</span>}
      </label>
      {hint ? (
        <p className="field__hint" id={`${field.id}-hint`}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...getTextareaProps(field, { ariaDescribedBy: describedBy })} rows={5} />
      ) : (
        <input {...getInputProps(field, { type, ariaDescribedBy: describedBy })} autoComplete={autoComplete} />
      )}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A value the visitor cannot change (booking role and price), shown as a read-only field. */
export function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} readOnly disabled aria-readonly="true" />
    </div>
  );
}

export function SaveInfoField({ field }: { field: FieldMetadata<boolean | undefined> }) {
  return (
    <div className="field field--checkbox">
      <input {...getInputProps(field, { type: "checkbox" })} />
      <label htmlFor={field.id}>{SAVE_INFO_LABEL}</label>
    </div>
  );
}

/** The form's submit button: disabled and reading "Submitting..." while this form posts. */
export function SubmitButton({
  label,
  formAction,
  spinner = false,
}: {
  label: string;
  formAction?: string;
  spinner?: boolean;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && (!formAction || navigation.formAction === formAction);
  return (
    <button
      type="submit"
      className="button"
      disabled={submitting}
      aria-disabled={submitting}
      // Pressing the button would blur the last field first; its error, shown on blur, pushes the
      // button down before the press ends, and the click is lost. Focus stays put; the submit
      // validates every field anyway.
      onMouseDown={(event) => event.preventDefault()}
    >
      {submitting && spinner ? <span className="button__spinner" aria-hidden="true" /> : null}
      {submitting ? "Submitting..." : label}
    </button>
  );
}

/**
 * How every form starts: the spam trap, errors about the whole form, anything the form shows
 * first (booking: role and price), then name and e-mail.
 */
export function FormOpening({
  errors,
  refused,
  fieldIds,
  name,
  email,
  children,
}: {
  errors?: string[];
  /** The server's answer to the last post, when it refused fields. */
  refused?: RefusedPost;
  /** Where each field's input is, by name, for the error summary's links. */
  fieldIds: Record<string, { id: string }>;
  name: FieldMetadata<string | undefined>;
  email: FieldMetadata<string | undefined>;
  children?: React.ReactNode;
}) {
  return (
    <>
      {refused?.spamTrap ? (
        // The answer brought a new token (the one sent can never pass again): the form carries it.
        <HoneypotProvider {...refused.spamTrap}>
          <SpamTrap />
        </HoneypotProvider>
      ) : (
        <SpamTrap />
      )}
      <SourceHostField refused={refused} />
      <ErrorSummary refused={refused} fieldIds={fieldIds} />
      <FormErrorSummary errors={errors} />
      {children}
      <div className="form__row">
        <TextField field={name} label="Name" autoComplete="name" />
        <TextField field={email} label="Email" type="email" autoComplete="email" />
      </div>
    </>
  );
}

/**
 * The other site the visitor arrived from, when the server saw one as it rendered the form page
 * (its loader's `sourceHost`), kept through a refused post: first party, no cookie, no script
 * (app/submissions/lead-source.server.ts checks it again when it comes back).
 */
function SourceHostField({ refused }: { refused?: RefusedPost }) {
  const page = useLoaderData<{ sourceHost?: string | null } | undefined>();
  const posted = refused?.initialValue?.[SOURCE_HOST_FIELD];
  const host = page?.sourceHost ?? (typeof posted === "string" ? posted : null);
  return host ? <input type="hidden" name={SOURCE_HOST_FIELD} value={host} /> : null;
}

/** What the action answered a refused post with: field name → its errors ("" is the whole form). */
export type RefusedPost =
  | {
      error?: Record<string, string[] | null | undefined> | null;
      spamTrap?: HoneypotInputProps;
      initialValue?: Record<string, unknown> | null;
    }
  | null
  | undefined;

/**
 * After a refused post, the list of its problems at the top of the form, each a link to its
 * field, focused so a visitor on a phone or a screen reader starts there (GOV.UK's error summary).
 * While typing with JavaScript, errors show beside their fields and the first invalid one takes focus.
 */
export function ErrorSummary({
  refused,
  fieldIds,
}: {
  refused?: RefusedPost;
  fieldIds: Record<string, { id: string }>;
}) {
  const problems = Object.entries(refused?.error ?? {}).filter(([name, errors]) => name && errors?.length);
  if (!problems.length) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the pattern: focus moves to the summary of what to fix
    <div className="error-summary" tabIndex={-1} autoFocus role="alert">
      <h2>{ERROR_SUMMARY_TITLE}</h2>
      <ul>
        {problems.map(([name, errors]) => (
          <li key={name}>
            <a href={`#${fieldIds[name]?.id}`}>{errors![0]}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The hidden spam trap every form carries. */
export function SpamTrap() {
  return <HoneypotInputs label="Leave this field empty" />;
}

/**
 * Errors about the whole form (a failed save, the provider's rejection), beside the form; with
 * JavaScript also raised as a toast, top centre as docs/product.md#texts places form failures.
 */
export function FormErrorSummary({ errors }: { errors?: string[] }) {
  const hydrated = useHydrated();
  const toast = useMemo<Toast | null>(
    // A fresh id per answer, so the same failure twice in a row toasts twice.
    () =>
      errors?.length
        ? // eslint-disable-next-line react-hooks/purity -- runs once per errors array, not per render
          { id: `form-error-${Date.now()}`, type: "error", text: errors[0], duration: 3000, position: "top-center" }
        : null,
    [errors],
  );
  if (!errors?.length) return null;
  return (
    <>
      <div className="form-error" role="alert">
        {errors.map((e) => (
          <p key={e}>{e}</p>
        ))}
      </div>
      {hydrated && toast ? (
        <Suspense fallback={null}>
          <Toasts toast={toast} />
        </Suspense>
      ) : null}
    </>
  );
}
