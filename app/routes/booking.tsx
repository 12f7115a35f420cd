import { RESPONSE_PROMISE } from "~/content/response-promise";
import { data } from "react-router";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { Form, Link, useLocation } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { FormOpening, ReadOnlyField, SaveInfoField, SubmitButton, TextField } from "~/components/form-fields";
import { ChoiceField } from "~/components/choice-field";
import { PageBanner } from "~/components/page-banner";
import { bookingTiers, parseBookingId } from "~/content/pricing";
import { bookingSchema, parseWithZod } from "~/submissions/form-validation.server";
import { kickOutbox } from "~/submissions/delivery.server";
import { saveBooking } from "~/submissions/submissions.server";
import { FormTokenUsedError } from "~/submissions/used-form-tokens.server";
import { loaderDecidesCaching } from "~/http/cache-control.server";
import {
  askAgain,
  FAILURE_TEXT,
  readGuardedForm,
  STALE_FORM_TEXT,
  STORE_FAILED,
  rememberVisitor,
  formPageData,
} from "~/submissions/forms.server";
import type { SavedDefaults } from "~/submissions/saved-defaults";
import { notFound } from "~/content/registry-lookup";
import { errorPageMeta, pageMeta } from "~/seo/meta";
import { keepValuesOnNetworkFailure, useSiteForm } from "~/components/use-site-form";
import { redirectWithToast } from "~/http/toast.server";
import type { Route } from "./+types/booking";

/** The role and price come from the URL only: one of the six roles and one of its tier rates. */
function bookingFrom(params: { id?: string }) {
  return parseBookingId(params.id ?? "") ?? notFound();
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const { form, headers } = await formPageData(request, bookingSchema);
  const booking = bookingFrom(params);
  const tiers = bookingTiers(booking);
  // The tier the role page's Get Started named (Contract Base and Full Time share a rate).
  const tier = tiers.find((t) => t.key === url.searchParams.get("tier")) ?? tiers[0];
  return data(
    {
      role: { slug: booking.role.slug, title: booking.role.title },
      price: booking.price,
      // Each tier as the visitor reads it: "Full Time: 160 hours a month, $2,400 a month".
      tiers: tiers.map((t) => ({ value: t.key, label: `${t.name}: ${t.detail}` })),
      tier: tier.key,
      path: `/Booking/${booking.role.slug}$${booking.rate}`,
      // From the loader, so the page's JavaScript does not fetch a module for one phrase.
      responsePromise: RESPONSE_PROMISE,
      ...form,
    },
    { headers },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const booking = bookingFrom(params);
  const { formData, ip, problem, formToken, renewToken, source } = await readGuardedForm(request, context);
  const submission = parseWithZod(formData, { schema: bookingSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const tiers = bookingTiers(booking);
  const posted = submission.value.tier;
  const tier = posted ? tiers.find((t) => t.key === posted) : tiers.length === 1 ? tiers[0] : undefined;
  if (posted && !tier)
    return data(submission.reply({ fieldErrors: { tier: ["Choose one of the tiers listed."] } }), { status: 400 });
  if (problem === "stale")
    return data(askAgain(submission.reply({ formErrors: [STALE_FORM_TEXT] }), renewToken), { status: 400 });
  if (problem === "unavailable") return data(submission.reply({ formErrors: [FAILURE_TEXT] }), STORE_FAILED);
  try {
    await saveBooking(
      { ...submission.value, role: booking.role.title, price: booking.price, tier: tier?.name ?? null },
      ip,
      formToken,
      source,
    );
  } catch (error) {
    if (error instanceof FormTokenUsedError)
      return data(askAgain(submission.reply({ formErrors: [STALE_FORM_TEXT] }), true), { status: 400 });
    console.error("booking not stored:", error);
    return data(submission.reply({ formErrors: [FAILURE_TEXT] }), STORE_FAILED);
  }
  kickOutbox();
  return redirectWithToast(
    request,
    `/Booking/${booking.role.slug}$${booking.rate}`,
    { type: "success", text: "Booking saved successfully!", duration: 3000, redirectTo: "/", redirectAfterMs: 3000 },
    { headers: { "Set-Cookie": await rememberVisitor(request, submission.value) } },
  );
}

export const clientAction = keepValuesOnNetworkFailure<Route.ClientActionArgs>;

export const headers = loaderDecidesCaching;

export const meta: Route.MetaFunction = ({ data, matches, error }) =>
  data
    ? [
        ...pageMeta(matches, {
          title: `Book a ${data.role.title}`,
          description: `Book a remote ${data.role.title} at ${data.price} per hour.`,
          path: data.path,
        }),
        { name: "robots", content: "noindex" },
      ]
    : errorPageMeta(matches, error);

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { role, price, tiers, tier, defaults, spamTrap, responsePromise } = loaderData;
  const location = useLocation();
  return (
    <>
      <PageBanner eyebrow="Booking" title="Book Your Appointment" compact>
        <p>
          Tell us how to reach you and what you need from your {role.title}. We confirm {responsePromise}.
        </p>
      </PageBanner>
      <section className="section">
        <div className="container narrow">
          <HoneypotProvider {...spamTrap}>
            <BookingForm
              key={location.key}
              defaults={{ ...defaults, tier }}
              role={role}
              price={price}
              tiers={tiers}
              lastResult={actionData}
              constraint={loaderData.constraint}
            />
          </HoneypotProvider>
        </div>
      </section>
    </>
  );
}

function BookingForm({
  defaults,
  role,
  price,
  tiers,
  lastResult,
  constraint,
}: {
  defaults: SavedDefaults & { tier: string };
  role: { slug: string; title: string };
  price: string;
  tiers: { value: string; label: string }[];
  lastResult: Route.ComponentProps["actionData"];
  constraint: Route.ComponentProps["loaderData"]["constraint"];
}) {
  const [form, fields, formProps] = useSiteForm("booking-form", "bookingSchema", lastResult, defaults, constraint);
  return (
    <Form method="post" className="form" {...formProps} aria-label="Booking">
      <FormOpening errors={form.errors} refused={lastResult} fieldIds={fields} name={fields.name} email={fields.email}>
        <div className="form__row">
          <ReadOnlyField id="booking-role" label="Role" value={role.title} />
          <ReadOnlyField id="booking-price" label="Price (per hour)" value={price} />
        </div>
        <ChoiceField field={fields.tier} legend="Tier" options={tiers} />
      </FormOpening>
      <TextField field={fields.startDate} label="Preferred start date" type="date" />
      <TextField field={fields.phone} label="Phone" type="tel" autoComplete="tel" />
      <TextField
        field={fields.comment}
        label="Comment"
        multiline
        hint="Your practice area, hours and start date help us match the right person."
      />
      <SaveInfoField field={fields.saveInfo} />
      <div className="button-row">
        <SubmitButton label="Book Now" spinner />
        <Link to={`/${role.slug}`}>Back to {role.title}</Link>
      </div>
    </Form>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
