import { parseWithZod } from "@conform-to/zod";
import { getSelectProps } from "@conform-to/react";
import { data, Form, redirect, useActionData } from "react-router";
import { z } from "zod";
import { useDeskForm } from "~/components/desk/content-editor";
import { DeskNotice } from "~/components/desk/desk-layout";
import { FieldError } from "~/components/form-fields";
import { getDeskSettings, setDeskSetting } from "~/staff-auth/desk-settings.server";
import { getConfig } from "~/config/config.server";
import { requireDeskArea } from "~/staff-auth/access.server";
import { textOf } from "~/staff-auth/link-pages.server";
import { isTimeZone, TIME_ZONES } from "~/staff-auth/time-zones.server";
import { deskHeaders, deskMeta } from "~/desk/desk-route";
import { readUrlEncodedForm } from "~/submissions/forms.server";
import { deskActor } from "~/staff-auth/staff-session.server";
import { NetworkFailure } from "~/components/desk/network-failure";
import { keepValuesOnNetworkFailure } from "~/components/use-site-form";
import type { Route } from "./+types/settings";

/**
 * /staff/settings (admins only): how the desk itself behaves. Each setting is a row of
 * app/staff-auth/desk-settings.server.ts with its default; add a section here for a new one.
 */
export const headers = deskHeaders;
export const meta: Route.MetaFunction = () => deskMeta("Settings");

const accountsSchema = z.object({ default_time_zone: z.string({ required_error: "Choose a time zone." }).max(64) });

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireDeskArea(request, "settings");
  const { smtpUrl, mailFrom, staffNotifyTo } = getConfig();
  return {
    settings: await getDeskSettings(),
    timeZones: TIME_ZONES,
    mail: smtpUrl ? { sender: mailFrom, notified: staffNotifyTo } : null,
    notice: url.searchParams.get("done") === "saved" ? "Settings saved." : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireDeskArea(request, "settings");
  const form = await readUrlEncodedForm(request);
  if (textOf(form, "intent") !== "accounts") throw data("Unknown action", { status: 400 });
  const submission = parseWithZod(form, { schema: accountsSchema });
  if (submission.status !== "success" || !isTimeZone(submission.value.default_time_zone)) {
    return data(
      { result: submission.reply({ fieldErrors: { default_time_zone: ["Choose a time zone from the list."] } }) },
      { status: 400 },
    );
  }
  await setDeskSetting("default_time_zone", submission.value.default_time_zone, deskActor(member, context));
  return redirect("/staff/settings?done=saved");
}

/** A post that never reached the server keeps every typed value, as on the public forms. */
export const clientAction = keepValuesOnNetworkFailure;

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { settings, timeZones, mail, notice } = loaderData;
  const answer = useActionData<typeof action>();
  const [, fields, formProps] = useDeskForm("accounts-settings", accountsSchema, answer?.result, settings);
  return (
    <>
      <h1>Settings</h1>
      <DeskNotice text={answer ? null : notice} />
      <NetworkFailure answer={answer} />
      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading">New accounts</h2>
        <Form method="post" className="form desk-form--inline" {...formProps} aria-labelledby="accounts-heading">
          <input type="hidden" name="intent" value="accounts" />
          <div className="field" data-invalid={fields.default_time_zone.errors?.length ? "true" : undefined}>
            <label htmlFor={fields.default_time_zone.id}>Time zone a new colleague starts with</label>
            <select {...getSelectProps(fields.default_time_zone)}>
              {timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </option>
              ))}
            </select>
            <FieldError id={fields.default_time_zone.errorId} errors={fields.default_time_zone.errors} />
          </div>
          <button type="submit" className="desk-button">
            Save
          </button>
        </Form>
      </section>
      <section aria-labelledby="mail-heading">
        <h2 id="mail-heading">E-mail</h2>
        <div className="desk-panel">
          {mail ? (
            <>
              <p>The desk sends e-mail (invitations, password links, notices of new items) as {mail.sender}.</p>
              <p>Notices of new items go to: {mail.notified.length ? mail.notified.join(", ") : "nobody yet"}.</p>
            </>
          ) : (
            <p>
              The desk sends no e-mail: no mail server is set up where the site runs. Invitations give you a link to
              hand over yourself, and &ldquo;Forgot password&rdquo; is not offered.
            </p>
          )}
          <p>Whoever runs the site&apos;s server changes these.</p>
        </div>
      </section>
    </>
  );
}
