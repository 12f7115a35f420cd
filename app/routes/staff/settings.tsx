import { parseWithZod } from "@conform-to/zod";
import { getSelectProps } from "@conform-to/react";
import { data, Form, redirect, useActionData } from "react-router";
import { z } from "zod";
import { useDeskForm } from "~/components/desk/content-editor";
import { DeskNotice } from "~/components/desk/desk-layout";
import { FieldError } from "~/components/form-fields";
import {
  getDeskSettings,
  setDeskSetting,
  setNotificationRecipients,
  setVisitorAck,
} from "~/staff-auth/desk-settings.server";
import {
  NOTIFIED_KINDS,
  notificationSettings,
  parseRecipients,
  type NotificationSettings,
} from "~/mail/notification-settings.server";
import { notificationRecipientsSchema, visitorAckSchema } from "~/staff-auth/forms";
import {
  NotificationRecipientsForm,
  VisitorAckForm,
  type NotificationView,
} from "~/components/desk/notification-settings";
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
  const { smtpUrl, mailFrom } = getConfig();
  const [settings, notify] = await Promise.all([getDeskSettings(), notificationSettings()]);
  return {
    settings,
    timeZones: TIME_ZONES,
    mail: smtpUrl ? { sender: mailFrom } : null,
    notify: notificationView(notify),
    notice: url.searchParams.get("done") === "saved" ? "Settings saved." : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireDeskArea(request, "settings");
  const form = await readUrlEncodedForm(request);
  const by = deskActor(member, context);
  const intent = textOf(form, "intent");
  if (intent === "recipients") {
    const submission = parseWithZod(form, { schema: notificationRecipientsSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const parsed = NOTIFIED_KINDS.map((kind) => [kind, parseRecipients(submission.value[`notify_${kind}`])] as const);
    const fieldErrors = Object.fromEntries(
      parsed.flatMap(([kind, list]) => ("error" in list ? [[`notify_${kind}`, [list.error]]] : [])),
    );
    if (Object.keys(fieldErrors).length)
      return data({ intent, result: submission.reply({ fieldErrors }) }, { status: 400 });
    for (const [kind, list] of parsed)
      if ("addresses" in list) await setNotificationRecipients(kind, list.addresses.length ? list.addresses : null, by);
    return redirect("/staff/settings?done=saved");
  }
  if (intent === "visitor_ack") {
    const submission = parseWithZod(form, { schema: visitorAckSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    await setVisitorAck(submission.value.visitor_ack === "on", by);
    return redirect("/staff/settings?done=saved");
  }
  if (intent !== "accounts") throw data("Unknown action", { status: 400 });
  const submission = parseWithZod(form, { schema: accountsSchema });
  if (submission.status !== "success" || !isTimeZone(submission.value.default_time_zone)) {
    return data(
      {
        intent,
        result: submission.reply({ fieldErrors: { default_time_zone: ["Choose a time zone from the list."] } }),
      },
      { status: 400 },
    );
  }
  await setDeskSetting("default_time_zone", submission.value.default_time_zone, by);
  return redirect("/staff/settings?done=saved");
}

function notificationView(notify: NotificationSettings): NotificationView {
  const chosen = (kind: (typeof NOTIFIED_KINDS)[number]) =>
    notify.chosen.recipients[kind] ? notify.recipients[kind].join("\n") : "";
  return {
    chosen: {
      notify_contact: chosen("contact"),
      notify_booking: chosen("booking"),
      notify_application: chosen("application"),
      notify_chat: chosen("chat"),
    },
    defaultRecipients: notify.defaults.recipients,
    visitorAck: notify.visitorAck,
    visitorAckChosen: notify.chosen.visitorAck,
    defaultVisitorAck: notify.defaults.visitorAck,
  };
}

/** A post that never reached the server keeps every typed value, as on the public forms. */
export const clientAction = keepValuesOnNetworkFailure;

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { settings, timeZones, mail, notify, notice } = loaderData;
  const answer = useActionData<typeof action>();
  const resultOf = (intent: string) => (answer?.intent === intent ? answer.result : undefined);
  const [, fields, formProps] = useDeskForm("accounts-settings", accountsSchema, resultOf("accounts"), settings);
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
      <section aria-labelledby="notify-heading">
        <h2 id="notify-heading">Who is e-mailed about new items</h2>
        {mail ? null : (
          <p>
            The desk sends no e-mail now: no mail server is set up where the site runs. What you save here applies once
            one is.
          </p>
        )}
        <NotificationRecipientsForm view={notify} lastResult={resultOf("recipients")} />
      </section>
      <section aria-labelledby="ack-heading">
        <h2 id="ack-heading">Confirmation to visitors</h2>
        <VisitorAckForm view={notify} lastResult={resultOf("visitor_ack")} />
      </section>
      <section aria-labelledby="mail-heading">
        <h2 id="mail-heading">E-mail</h2>
        <div className="desk-panel">
          {mail ? (
            <p>The desk sends e-mail (invitations, password links, notices of new items) as {mail.sender}.</p>
          ) : (
            <p>
              The desk sends no e-mail: no mail server is set up where the site runs. Invitations give you a link to
              hand over yourself, and &ldquo;Forgot password&rdquo; is not offered.
            </p>
          )}
          <p>Whoever runs the site&apos;s server changes the mail server and the sender.</p>
        </div>
      </section>
    </>
  );
}
