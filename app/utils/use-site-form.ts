import { getFormProps, useForm, type DefaultValue, type Submission, type SubmissionResult } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod";
import { useEffect, useState } from "react";
import { data, isRouteErrorResponse, type ClientActionFunctionArgs } from "react-router";
import type { ApplicationInput, BookingInput, ContactInput } from "~/models/form-schemas";
import { FAILURE_TEXT } from "~/models/form-texts";
import type { SavedDefaults } from "./saved-defaults";

interface FormValues {
  contactSchema: ContactInput;
  bookingSchema: BookingInput;
  applicationSchema: ApplicationInput;
}
export type FormSchemaName = keyof FormValues;
export type FormConstraint = ReturnType<typeof getZodConstraint>;

type Validate<Values> = (formData: FormData) => Submission<Values, string[]>;

/** zod and the schemas arrive after the page, so they never weigh on its first load. */
async function loadValidator<Values>(name: FormSchemaName): Promise<Validate<Values>> {
  const [{ parseWithZod }, schemas] = await Promise.all([import("@conform-to/zod"), import("~/models/form-schemas")]);
  const schema = schemas[name];
  return (formData) => parseWithZod(formData, { schema }) as unknown as Submission<Values, string[]>;
}

/**
 * A form validated by its zod schema in the browser (on blur, then as the visitor types) and
 * by the same schema in the action, which answers with `lastResult`. The HTML constraints
 * (required, max length…) come from the loader, derived from the same schema on the server.
 * Until the schema has loaded, a submit is checked by the action alone; the form's
 * `data-validation` says which ("server", then "browser").
 */
export function useSiteForm<Name extends FormSchemaName>(
  id: string,
  schemaName: Name,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaults: SavedDefaults,
  constraint: FormConstraint,
) {
  const [validate, setValidate] = useState<Validate<FormValues[Name]> | null>(null);
  useEffect(() => {
    let current = true;
    loadValidator<FormValues[Name]>(schemaName).then(
      (loaded) => current && setValidate(() => loaded),
      () => {}, // offline or a failed chunk: the action still validates
    );
    // The toast layer too, so a post that fails offline can still raise its toast.
    import("~/components/toasts.client").catch(() => {});
    return () => {
      current = false;
    };
  }, [schemaName]);

  const [form, fields] = useForm<FormValues[Name]>({
    id,
    lastResult,
    defaultValue: defaults as DefaultValue<FormValues[Name]>,
    constraint,
    // Validating on blur needs the schema; without it conform would post the form to validate.
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const formProps = { ...getFormProps(form), "data-validation": validate ? "browser" : "server" };
  return [form, fields, formProps] as const;
}

/**
 * Whether a post's failure is one the visitor can only retry: the network failed (fetch rejects
 * with a TypeError), or something answered with a server error — a proxy's own 500/502/503/504
 * page (HTML or text, which the router reads as an error answer without React Router's marker),
 * our own 503, an answer that is not React Router's at all, or an action that failed unexpectedly.
 * A 4xx is the site's considered answer (a cross-site post, a form too large, too many posts):
 * its page says what to do.
 */
function isRetryableFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (isRouteErrorResponse(error)) return error.status >= 500;
  // A post cut short by the visitor's own next navigation is no failure to report.
  return error instanceof Error && error.name !== "AbortError";
}

/**
 * A form route's clientAction. A post that never reached the server, whose answer never came
 * back (connection refused or reset, offline), or that something in front of the site answered
 * with its own error page, is answered here as the server answers a failed save: `failureText`
 * beside the form and as a toast, every typed value kept (a chosen file is asked for again, as
 * after a failed post without JavaScript; conform leaves file inputs empty). The 503 keeps the
 * router from reloading the page's data, which would fail the same way and end on the error page.
 */
export async function keepValuesOnNetworkFailure({ request, serverAction }: ClientActionFunctionArgs, failureText = FAILURE_TEXT) {
  const formData = await request.clone().formData();
  return serverAction().catch((error) => {
    if (!isRetryableFailure(error)) throw error;
    console.error("form post failed:", isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error);
    return data({ initialValue: Object.fromEntries(formData), error: { "": [failureText] } }, { status: 503 });
  });
}
