import { z } from "zod";
import { STAFF_ROLES } from "./roles";

/**
 * The schemas of the team's and the account's forms: checked in the browser as staff type and
 * again by each action (the authority, which adds what only the server knows: the common-password
 * list, whether a code or a current password is right).
 */

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * An address an e-mail header carries as it is: the HTML standard's valid e-mail address (ASCII,
 * no spaces, quotes, commas, angle brackets or line breaks; a dotted domain). Anything else is
 * refused, never cleaned up, so no header can be forged through it.
 */
const HEADER_SAFE_EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const staffEmail = z
  .string({ required_error: "Enter an e-mail address." })
  .trim()
  .min(1, "Enter an e-mail address.")
  .max(254, "An e-mail address has at most 254 characters.")
  .regex(HEADER_SAFE_EMAIL, "Enter an e-mail address like name@example.com, with no spaces or other addresses.")
  .transform((value) => value.toLowerCase());

export const inviteSchema = z.object({
  email: staffEmail,
  role: z.enum(STAFF_ROLES, { errorMap: () => ({ message: "Choose a role." }) }),
});

const newPassword = z
  .string({ required_error: "Choose a password." })
  .min(MIN_PASSWORD_LENGTH, `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `The password must have at most ${MAX_PASSWORD_LENGTH} characters.`);

const samePassword = <T extends { password: string; confirm: string }>(values: T, context: z.RefinementCtx) => {
  if (values.password !== values.confirm)
    context.addIssue({ code: "custom", path: ["confirm"], message: "The two passwords are not the same." });
};

const currentPassword = z.string({ required_error: "Enter your current password." }).max(MAX_PASSWORD_LENGTH);

/** A new password, typed twice (invitation, reset link). */
export const choosePasswordSchema = z
  .object({ password: newPassword, confirm: z.string({ required_error: "Type the password again." }) })
  .superRefine(samePassword);

export const changePasswordSchema = z
  .object({
    current: currentPassword,
    password: newPassword,
    confirm: z.string({ required_error: "Type the new password again." }),
  })
  .superRefine(samePassword);

/** The current password alone, before something sensitive (a new authenticator, new recovery codes). */
export const confirmPasswordSchema = z.object({ current: currentPassword });

export const authenticatorCodeSchema = z.object({
  code: z
    .string({ required_error: "Enter the six-digit code your app shows." })
    .trim()
    .regex(/^\d{6}$/, "Enter the six-digit code your app shows, without spaces."),
});

export const forgotPasswordSchema = z.object({ email: staffEmail });

export const timeZoneSchema = z.object({ time_zone: z.string({ required_error: "Choose a time zone." }).max(64) });

/**
 * Who is e-mailed about each kind of new item, one address a line (the server checks each address
 * and the count: app/mail/notification-settings.server.ts); empty is the default of where the site runs.
 */
const recipientList = z.string().max(5120, "That list is too long.").optional().default("");
export const notificationRecipientsSchema = z.object({
  notify_contact: recipientList,
  notify_booking: recipientList,
  notify_application: recipientList,
  notify_chat: recipientList,
});

export const visitorAckSchema = z.object({
  visitor_ack: z.enum(["on", "off"], { errorMap: () => ({ message: "Choose whether visitors get a confirmation." }) }),
});
