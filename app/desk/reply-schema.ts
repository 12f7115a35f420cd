import { z } from "zod";

/** The forms of replies from the desk (the item page's reply form, the saved replies page), shared by browser and action. */

export const MAX_REPLY = 10_000;
export const MAX_SAVED_REPLY_TITLE = 120;

const replyText = (what: string) =>
  z
    .string({ required_error: `Write the ${what} first.` })
    .trim()
    .min(1, `Write the ${what} first.`)
    .max(MAX_REPLY, `Shorten the ${what} to ${MAX_REPLY.toLocaleString("en-US")} characters or fewer.`);

export const replySchema = z.object({
  body: replyText("reply"),
  form_key: z.string().max(64),
});

export const savedReplySchema = z.object({
  title: z
    .string({ required_error: "Give the saved reply a name." })
    .trim()
    .min(1, "Give the saved reply a name.")
    .max(MAX_SAVED_REPLY_TITLE, `Shorten the name to ${MAX_SAVED_REPLY_TITLE} characters or fewer.`),
  body: replyText("saved reply"),
});

export const replyNameSchema = z.object({
  display_name: z
    .string({ required_error: "Write your name as visitors should read it." })
    .trim()
    .min(1, "Write your name as visitors should read it.")
    .max(80, "Shorten your name to 80 characters or fewer.")
    // eslint-disable-next-line no-control-regex -- a line break or control character could break a mail header
    .regex(/^[^\u0000-\u001f\u007f-\u009f\u2028\u2029<>"@]+$/, "Use letters, spaces and simple punctuation only."),
});
