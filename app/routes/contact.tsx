import { RESPONSE_PROMISE } from "~/content/response-promise";
import { data } from "react-router";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { Form, Link, useLocation } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { FormOpening, SaveInfoField, SubmitButton, TextField } from "~/components/form-fields";
import { Icon } from "~/components/icon";
import { ContactBlock } from "~/components/layout/site-footer";
import { PageBanner } from "~/components/page-banner";
import { getSettings } from "~/config/site-settings.server";
import { contactSchema, parseWithZod } from "~/submissions/form-validation.server";
import { kickOutbox } from "~/submissions/delivery.server";
import { saveContactMessage } from "~/submissions/submissions.server";
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
import { pageMeta } from "~/seo/meta";
import { keepValuesOnNetworkFailure, useSiteForm } from "~/components/use-site-form";
import { redirectWithToast } from "~/http/toast.server";
import type { Route } from "./+types/contact";

const MAP_EMBED =
  "https://www.openstreetmap.org/export/embed.html?bbox=-80.2000%2C25.7600%2C-80.1800%2C25.7800&layer=mapnik";

export async function loader({ request, url }: Route.LoaderArgs) {
  const { form, headers } = await formPageData(request, contactSchema);
  const settings = getSettings();
  const usa = settings.offices.find((o) => o.region === "USA")!;
  return data(
    {
      showMap: url.searchParams.get("map") === "1",
      mapEmbed: MAP_EMBED,
      mapLink: `https://www.openstreetmap.org/search?query=${encodeURIComponent(usa.address)}`,
      // From the loader, so the page's JavaScript does not fetch a module for one phrase.
      responsePromise: RESPONSE_PROMISE,
      ...form,
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { formData, ip, problem, formToken, renewToken, source } = await readGuardedForm(request, context);
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (problem === "stale")
    return data(askAgain(submission.reply({ formErrors: [STALE_FORM_TEXT] }), renewToken), { status: 400 });
  if (problem === "unavailable") return data(submission.reply({ formErrors: [FAILURE_TEXT] }), STORE_FAILED);
  try {
    await saveContactMessage(submission.value, ip, formToken, source);
  } catch (error) {
    if (error instanceof FormTokenUsedError)
      return data(askAgain(submission.reply({ formErrors: [STALE_FORM_TEXT] }), true), { status: 400 });
    console.error("contact message not stored:", error);
    return data(submission.reply({ formErrors: [FAILURE_TEXT] }), STORE_FAILED);
  }
  kickOutbox();
  return redirectWithToast(
    request,
    "/contact",
    { type: "success", text: "Message submitted successfully!", duration: 3000 },
    { headers: { "Set-Cookie": await rememberVisitor(request, submission.value) } },
  );
}

export const clientAction = keepValuesOnNetworkFailure<Route.ClientActionArgs>;

export const headers = loaderDecidesCaching;

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageMeta(matches, {
    title: "Contact Us",
    description: `Call, e-mail or write to our Jamaica and Florida offices, or leave us a message: we answer ${data?.responsePromise ?? ""}.`,
    path: "/contact",
  });

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { showMap, mapEmbed, mapLink, defaults, spamTrap, responsePromise } = loaderData;
  const location = useLocation();

  return (
    <>
      <PageBanner eyebrow="Contact" title="Get in Touch" compact>
        <p>
          Questions about roles, pricing or a project? Call, write, or leave a message and our team will answer{" "}
          {responsePromise}.
        </p>
      </PageBanner>
      <section className="section">
        <div className="container contact-layout">
          <div>
            <ContactBlock headingLevel={2} />
            <div className="map" id="map">
              {showMap ? (
                <iframe
                  title="Map of our Florida office"
                  src={mapEmbed}
                  width={600}
                  height={340}
                  loading="lazy"
                  referrerPolicy="no-referrer"
                />
              ) : (
                <div className="map__placeholder">
                  <Icon name="MapPin" size={32} />
                  <p>The map loads from OpenStreetMap only when you ask for it.</p>
                  <Link to="?map=1#map" className="button button--ghost" preventScrollReset replace>
                    Show map
                  </Link>
                </div>
              )}
              <p className="small">
                <a href={mapLink} target="_blank" rel="noopener noreferrer">
                  Open the address in OpenStreetMap<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </p>
            </div>
          </div>
          <div>
            <h2 id="message-heading">Leave Us A Message</h2>
            <HoneypotProvider {...spamTrap}>
              <ContactForm
                key={location.key}
                defaults={defaults}
                lastResult={actionData}
                constraint={loaderData.constraint}
              />
            </HoneypotProvider>
          </div>
        </div>
      </section>
    </>
  );
}

type FormProps = {
  lastResult: Route.ComponentProps["actionData"];
  constraint: Route.ComponentProps["loaderData"]["constraint"];
};

function ContactForm({ defaults, lastResult, constraint }: FormProps & { defaults: SavedDefaults }) {
  const [form, fields, formProps] = useSiteForm("contact-form", "contactSchema", lastResult, defaults, constraint);
  return (
    <Form method="post" className="form" {...formProps} aria-labelledby="message-heading">
      <FormOpening
        errors={form.errors}
        refused={lastResult}
        fieldIds={fields}
        name={fields.name}
        email={fields.email}
      />
      <TextField field={fields.number} label="Phone number" type="tel" autoComplete="tel" />
      <TextField field={fields.comment} label="Message" multiline />
      <SaveInfoField field={fields.saveInfo} />
      <div>
        <SubmitButton label="Submit Message" />
      </div>
    </Form>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
