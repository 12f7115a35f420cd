import { getFormProps, useForm, type DefaultValue, type Submission, type SubmissionResult } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod";
import { useEffect, useState } from "react";
import { data } from "react-router";
import type { ApplicationInput, BookingInput, ContactInput } from "~/submissions/form-schemas";
import { FAILURE_TEXT } from "~/submissions/form-texts";
import type { SavedDefaults } from "~/submissions/saved-defaults";

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
  const [{ parseWithZod }, schemas] = await Promise.all([
    import("@conform-to/zod"),
    import("~/submissions/form-schemas"),
  ]);
  const schema = schemas[name];
  return (formData) => parseWithZod(formData, { schema }) as Submission<Values, string[]>;
}

/** What shows a visitor has started on a form: a field taking focus, or a press anywhere in it. */
const FORM_STARTS = ["focusin", "pointerdown"] as const;

/**
 * A form validated by its zod schema in the browser (on blur, then as the visitor types) and
 * by the same schema in the action, which answers with `lastResult`. The HTML constraints
 * (required, max length…) come from the loader, derived from the same schema on the server.
 * The schema loads when the visitor starts on the form, not with the page: building zod's
 * schemas was a long task of a phone's first seconds on every page with a form, for visitors
 * who may only read it. Until it has loaded, a submit is checked by the action alone; the
 * form's `data-validation` says which ("server", then "browser").
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
    const formElement = document.getElementById(id);
    if (!formElement) return;
    let current = true;
    const start = () => {
      for (const type of FORM_STARTS) formElement.removeEventListener(type, start, true);
      loadValidator<FormValues[Name]>(schemaName).then(
        (loaded) => current && setValidate(() => loaded),
        () => {}, // offline or a failed chunk: the action still validates
      );
      // The toast layer too, so a post that fails offline can still raise its toast.
      import("./toasts.client").catch(() => {});
    };
    // A field may have taken focus before the page's scripts arrived.
    if (formElement.contains(document.activeElement)) start();
    else for (const type of FORM_STARTS) formElement.addEventListener(type, start, true);
    return () => {
      current = false;
      for (const type of FORM_STARTS) formElement.removeEventListener(type, start, true);
    };
  }, [id, schemaName]);

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
 * A form route's clientAction. A post that never reached the server, whose answer never came
 * back (connection refused or reset, offline), or that something in front of the site answered
 * with its own error page (nginx's 502, a load balancer's 504 text, our own 503), is answered here
 * as the server answers a failed save: `failureText` beside the form and as a toast, every typed
 * value kept (a chosen file is asked for again, as after a failed post without JavaScript; conform
 * leaves file inputs empty). The 503 keeps the router from reloading the page's data, which would
 * fail the same way and end on the error page.
 */
export async function keepValuesOnNetworkFailure<
  Args extends { request: Request; serverAction: () => Promise<unknown> },
  Unsent = SubmissionResult<string[]>,
>(
  { request, serverAction }: Args,
  failureText = FAILURE_TEXT,
  /** The shape the route's own answers have (the desk's editors answer `{ result, preview }`). */
  shape: (unsent: SubmissionResult<string[]>) => Unsent = (unsent) => unsent as Unsent,
): Promise<Awaited<ReturnType<Args["serverAction"]>> | ReturnType<typeof data<Unsent>>> {
  const formData = await request.clone().formData();
  return (serverAction() as Promise<Awaited<ReturnType<Args["serverAction"]>>>).catch(
    (error: { status?: number } | undefined) => {
      // Only the network (fetch's TypeError) or a server error, ours or a proxy's (React Router reads
      // an answer without its own marker as an error response with that status), is retried by hand;
      // a 4xx page says what to do.
      if ((error?.status ?? 500) < 500) throw error;
      console.error(error);
      const unsent: SubmissionResult<string[]> = {
        initialValue: Object.fromEntries(formData) as Record<string, string>,
        error: { "": [failureText] },
      };
      return data(shape(unsent), { status: 503 });
    },
  );
}
