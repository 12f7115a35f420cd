import { getSettings } from "~/config/site-settings.server";
import { escapeHtml, type MailContent } from "~/mail/mail-messages.server";
import type { StaffRole } from "~/db/schema.server";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "./roles";

/**
 * The words of the e-mails about a staff account. Each carries one one-time link and says how
 * long it works and what to do when the e-mail was not expected. Nothing in them comes from a
 * visitor; the addresses in them were checked when the link was made.
 */

function render(
  paragraphs: string[],
  link: { label: string; href: string },
  closing: string[],
): { text: string; html: string } {
  const text = [...paragraphs, "", `${link.label}:`, link.href, "", ...closing].join("\n");
  const html = [
    `<!DOCTYPE html><html lang="en"><body style="font-family:Arial,sans-serif;color:#14213d">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    `<p style="font-size:13px">${escapeHtml(link.href)}</p>`,
    ...closing.map((p) => `<p>${escapeHtml(p)}</p>`),
    `</body></html>`,
  ].join("");
  return { text, html };
}

const deskName = () => `${getSettings().brand} staff desk`;

export function invitationMail(values: { invitedBy: string; role: StaffRole; link: string }): MailContent {
  const body = render(
    [
      `${values.invitedBy} invited you to the ${deskName()}, where the team answers what clients and applicants send through the website.`,
      `Your role: ${ROLE_LABELS[values.role]} (${ROLE_DESCRIPTIONS[values.role]}).`,
      "Open the link below within 48 hours to choose a password and set up two-step sign-in with an authenticator app on your phone. The link works once.",
    ],
    { label: "Accept the invitation", href: values.link },
    ["If you did not expect this invitation, ignore this e-mail: no account is made until the link is used."],
  );
  return { subject: `You are invited to the ${deskName()}`, ...body };
}

export function passwordResetMail(values: { link: string }): MailContent {
  const body = render(
    [
      `Someone asked to reset the password of your account on the ${deskName()}.`,
      "Open the link below within 30 minutes to choose a new password. It works once. You will still need your authenticator app (or a recovery code) to sign in.",
    ],
    { label: "Choose a new password", href: values.link },
    ["If you did not ask for this, ignore this e-mail: your password stays as it is."],
  );
  return { subject: `Reset your password for the ${deskName()}`, ...body };
}

export function enrolmentMail(values: { resetBy: string; link: string }): MailContent {
  const body = render(
    [
      `${values.resetBy} reset the two-step sign-in of your account on the ${deskName()}, for example because your phone was lost or replaced. Your old authenticator codes and recovery codes no longer work.`,
      "Open the link below within 48 hours, enter your password, and set up your authenticator app again. The link works once.",
    ],
    { label: "Set up two-step sign-in again", href: values.link },
    ["If you did not expect this, tell an administrator of the desk."],
  );
  return { subject: `Set up two-step sign-in again for the ${deskName()}`, ...body };
}
