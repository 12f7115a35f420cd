import { getInputProps } from "@conform-to/react";
import { data } from "react-router";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { Form, Link, useLocation } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { FormOpening, SaveInfoField, SubmitButton, TextField } from "~/components/form-fields";
import { PageBanner } from "~/components/page-banner";
import { contentSource } from "~/content-source/content-source.server";
import { applicationSchema, parseWithZod } from "~/submissions/form-validation.server";
import { APPLICATION_FAILURE_TEXT as NETWORK_FAILURE_TEXT, RESUME_ACCEPT } from "~/submissions/application-texts";
import { RESUME_TYPE_MESSAGE } from "~/submissions/resume-rules";
import { deliverNow } from "~/submissions/delivery.server";
import {
  detectResumeKind,
  FormTooLargeError,
  isUploadedResume,
  parseApplicationForm,
} from "~/submissions/resume-upload.server";
import { saveApplication, type StoredResume } from "~/submissions/submissions.server";
import { FormTokenUsedError } from "~/submissions/used-form-tokens.server";
import { loaderDecidesCaching } from "~/http/cache-control.server";
import {
  askAgain,
  readGuardedForm,
  readUrlEncodedForm,
  STALE_FORM_TEXT,
  STORE_FAILED,
  rememberVisitor,
  formPageData,
} from "~/submissions/forms.server";
import type { SavedDefaults } from "~/submissions/saved-defaults";
import { orFallback } from "~/content-source/job-format";
import { contentOrUnavailable } from "~/content-source/unavailable.server";
import { notFound } from "~/content/registry-lookup";
import { errorPageMeta, pageMeta } from "~/seo/meta";
import { keepValuesOnNetworkFailure, useSiteForm } from "~/components/use-site-form";
import { redirectWithToast } from "~/http/toast.server";
import type { Route } from "./+types/job-application";

/** Multipart (the resume held in memory, bounded) from browsers; a plain form is read as such. */
async function readApplicationBody(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) return readUrlEncodedForm(request);
  try {
    return await parseApplicationForm(request);
  } catch (error) {
    // Too large is answered beside the form; any other unreadable body is a 400.
    if (error instanceof FormTooLargeError) throw new Response("The form was too large to send.", { status: 413 });
    throw error;
  }
}

async function jobFrom(params: { slug?: string }) {
  return (await contentOrUnavailable(contentSource().job(params.slug ?? ""))) ?? notFound();
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { form, headers } = await formPageData(request, applicationSchema);
  const job = await jobFrom(params);
  // No new applications to a closed job; one typed before it closed is still taken by the action.
  return data(
    {
      job: { slug: job.slug, name: job.name, closed: job.closed },
      ...form,
    },
    { headers, status: job.closed ? 410 : 200 },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const job = await jobFrom(params);
  const { formData, ip, problem, formToken, renewToken, source } = await readGuardedForm(
    request,
    context,
    readApplicationBody,
  );
  const submission = parseWithZod(formData, { schema: applicationSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["resume"] }), { status: 400 });
  const askedAgain = (renew: boolean) =>
    data(askAgain(submission.reply({ formErrors: [STALE_FORM_TEXT], hideFields: ["resume"] }), renew), { status: 400 });
  if (problem === "stale") return askedAgain(renewToken);
  if (problem === "unavailable")
    return data(submission.reply({ formErrors: [NETWORK_FAILURE_TEXT], hideFields: ["resume"] }), STORE_FAILED);

  let resume: StoredResume | null = null;
  const upload = submission.value.resume;
  if (isUploadedResume(upload)) {
    const bytes = Buffer.from(await upload.arrayBuffer());
    const kind = detectResumeKind(bytes);
    if (!kind)
      return data(submission.reply({ fieldErrors: { resume: [RESUME_TYPE_MESSAGE] }, hideFields: ["resume"] }), {
        status: 400,
      });
    resume = { data: bytes, name: upload.name || "resume", type: kind.type };
  }

  let saved;
  try {
    saved = await saveApplication(
      {
        name: submission.value.name,
        email: submission.value.email,
        phone: submission.value.phone,
        experience: submission.value.experience || "N/A",
        comment: submission.value.comment,
        saveInfo: submission.value.saveInfo,
        job: {
          id: job.id,
          name: job.name,
          employmentType: orFallback(job.employmentType, "Full-time"),
          validity: orFallback(job.validity),
          location: orFallback(job.location, "Not specified"),
          position: orFallback(job.position),
          price1: String(job.price1 ?? 0),
          price2: String(job.price2 ?? 0),
          closed: job.closed,
        },
        resume,
      },
      ip,
      formToken,
      source,
    );
  } catch (error) {
    if (error instanceof FormTokenUsedError) return askedAgain(true);
    console.error("application not stored:", error);
    return data(submission.reply({ formErrors: [NETWORK_FAILURE_TEXT], hideFields: ["resume"] }), STORE_FAILED);
  }

  // The visitor waits for the first delivery attempt only to hear an explicit rejection from
  // the provider's API; a network failure leaves it queued in the outbox, already stored.
  if (saved.outboxId !== null) {
    const result = await deliverNow(saved.outboxId);
    if (result?.outcome === "rejected") {
      // Stored, so its token is spent: the form gets a new one, should the visitor send it again.
      return data(
        askAgain(
          submission.reply({ formErrors: [result.message || "Submission failed"], hideFields: ["resume"] }),
          true,
        ),
        { status: 422 },
      );
    }
  }
  return redirectWithToast(
    request,
    `/ApplyForm/${job.slug}`,
    { type: "success", text: "Application submitted successfully!", redirectTo: "/", redirectAfterMs: 2000 },
    { headers: { "Set-Cookie": await rememberVisitor(request, submission.value) } },
  );
}

export const clientAction = (args: Route.ClientActionArgs) => keepValuesOnNetworkFailure(args, NETWORK_FAILURE_TEXT);

export const headers = loaderDecidesCaching;

export const meta: Route.MetaFunction = ({ data, matches, error }) =>
  data
    ? [
        ...pageMeta(matches, {
          title: `Apply: ${data.job.name}`,
          description: `Career application for ${data.job.name}.`,
          path: `/ApplyForm/${data.job.slug}`,
        }),
        { name: "robots", content: "noindex" },
      ]
    : errorPageMeta(matches, error);

export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job, defaults, spamTrap } = loaderData;
  const location = useLocation();
  return (
    <>
      <PageBanner eyebrow="Careers" title="Career Application" compact>
        <p>
          Applying for <strong>{job.name}</strong>.{" "}
          <Link to={`/CareerDetails/${job.slug}`}>Read the job description</Link>
        </p>
      </PageBanner>
      <section className="section">
        <div className="container narrow">
          {job.closed ? (
            <div className="form-error" role="alert">
              <p>This position has closed and no longer accepts new applications.</p>
              <p>
                <Link to="/Career">See our open roles</Link>
              </p>
            </div>
          ) : (
            <HoneypotProvider {...spamTrap}>
              <ApplicationForm
                key={location.key}
                defaults={defaults}
                lastResult={actionData}
                constraint={loaderData.constraint}
              />
            </HoneypotProvider>
          )}
        </div>
      </section>
    </>
  );
}

type FormProps = {
  lastResult: Route.ComponentProps["actionData"];
  constraint: Route.ComponentProps["loaderData"]["constraint"];
};

function ApplicationForm({ defaults, lastResult, constraint }: FormProps & { defaults: SavedDefaults }) {
  const [form, fields, formProps] = useSiteForm(
    "application-form",
    "applicationSchema",
    lastResult,
    defaults,
    constraint,
  );
  const resume = fields.resume;
  return (
    <Form method="post" encType="multipart/form-data" className="form" {...formProps} aria-label="Career application">
      <FormOpening
        errors={form.errors}
        refused={lastResult}
        fieldIds={fields}
        name={fields.name}
        email={fields.email}
      />
      <TextField field={fields.phone} label="Phone" type="tel" autoComplete="tel" />
      <TextField field={fields.experience} label="Experience" hint="For example: 3 years as a litigation paralegal." />
      <TextField field={fields.comment} label="Cover note" multiline />
      <SaveInfoField field={fields.saveInfo} />
      <div className="field" data-invalid={resume.errors?.length ? "true" : undefined}>
        <label htmlFor={resume.id}>
          Resume <span className="field__optional">(optional: PDF, DOC or DOCX, up to 5 MB)</span>
        </label>
        <input {...getInputProps(resume, { type: "file", ariaDescribedBy: resume.errorId })} accept={RESUME_ACCEPT} />
        <p id={resume.errorId} className="field__error" aria-live="polite">
          {resume.errors?.[0] ?? ""}
        </p>
      </div>
      <div>
        <SubmitButton label="Submit Application" spinner />
      </div>
    </Form>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
