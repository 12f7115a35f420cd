import { RESPONSE_PROMISE } from "~/content/response-promise";
import { getSettings } from "~/config/site-settings.server";
import type { DeskItemKind } from "~/db/schema.server";

/**
 * The words of every e-mail the site sends, as plain text and HTML built from the same parts.
 * Everything a visitor typed is escaped in the HTML and stripped of control characters in the
 * subject; it never reaches a header other than through nodemailer's address encoding.
 */

export type NotifiedItem =
  | { kind: "contact"; id: number; name: string; email: string; number: string; comment: string }
  | {
      kind: "booking";
      id: number;
      name: string;
      email: string;
      phone: string;
      role: string;
      price: string;
      tier: string | null;
      startDate: string | null;
      comment: string;
    }
  | {
      kind: "application";
      id: number;
      name: string;
      email: string;
      phone: string;
      jobName: string;
      employmentType: string;
      location: string;
      experience: string;
      comment: string;
      resumeName: string | null;
    }
  | { kind: "chat"; id: number; name: string; email: string; phone: string; company: string };

export interface TranscriptLine {
  sender: "user" | "bot";
  text: string;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What the visitor's confirmation says arrived, in the visitor's words (never "chat lead"). */
const VISITOR_SUBJECTS: Record<DeskItemKind, string> = {
  contact: "We received your message",
  booking: "We received your booking request",
  application: "We received your job application",
  chat: "We received your details from our chat",
};

const KIND_NAMES: Record<DeskItemKind, string> = {
  contact: "contact message",
  booking: "booking request",
  application: "job application",
  chat: "chat lead",
};

/** The desk page of an item (SITE_URL + path): the link every staff e-mail carries. */
export function deskItemUrl(kind: DeskItemKind, id: number): string {
  return `${getSettings().siteUrl}/staff/${kind}/${id}`;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line, no control characters, at most `max` characters: fit for a subject. */
export function oneLine(value: string, max = 80): string {
  const line = value.replace(CONTROL, " ").replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[c]};`);
}

interface MessageParts {
  subject: string;
  intro: string;
  fields: [string, string][];
  /** A long text shown whole below the fields (the visitor's message, a transcript). */
  body?: { heading: string; text: string };
  link?: { label: string; href: string };
  closing?: string;
}

function render(parts: MessageParts): MailContent {
  const fields = parts.fields.filter(([, value]) => value.trim() !== "");
  const text = [
    parts.intro,
    "",
    ...fields.map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, " ")}`),
    ...(parts.body ? ["", `${parts.body.heading}:`, parts.body.text] : []),
    ...(parts.link ? ["", `${parts.link.label}: ${parts.link.href}`] : []),
    ...(parts.closing ? ["", parts.closing] : []),
  ].join("\n");
  const html = [
    `<!DOCTYPE html><html lang="en"><body style="font-family:Arial,sans-serif;color:#14213d">`,
    `<p>${escapeHtml(parts.intro)}</p>`,
    fields.length
      ? `<table cellpadding="4">${fields.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>`
      : "",
    parts.body
      ? `<h2 style="font-size:16px">${escapeHtml(parts.body.heading)}</h2><p style="white-space:pre-wrap">${escapeHtml(parts.body.text)}</p>`
      : "",
    parts.link ? `<p><a href="${escapeHtml(parts.link.href)}">${escapeHtml(parts.link.label)}</a></p>` : "",
    parts.closing ? `<p>${escapeHtml(parts.closing)}</p>` : "",
    `</body></html>`,
  ].join("");
  return { subject: oneLine(parts.subject, 120), text, html };
}

function itemFields(item: NotifiedItem): { fields: [string, string][]; body?: MessageParts["body"] } {
  const contact: [string, string][] = [
    ["Name", item.name],
    ["E-mail", item.email],
  ];
  switch (item.kind) {
    case "contact":
      return { fields: [...contact, ["Phone", item.number]], body: { heading: "Message", text: item.comment } };
    case "booking":
      return {
        fields: [
          ...contact,
          ["Phone", item.phone],
          ["Role", item.role],
          ["Rate", item.price],
          ...(item.tier ? [["Tier", item.tier] as [string, string]] : []),
          ...(item.startDate ? [["Preferred start date", item.startDate] as [string, string]] : []),
        ],
        body: { heading: "Message", text: item.comment },
      };
    case "application":
      return {
        fields: [
          ...contact,
          ["Phone", item.phone],
          ["Job", item.jobName],
          ["Employment type", item.employmentType],
          ["Location", item.location],
          ["Experience", item.experience],
          ["Resume", item.resumeName ?? "none sent"],
        ],
        body: item.comment ? { heading: "Message", text: item.comment } : undefined,
      };
    case "chat":
      return { fields: [...contact, ["Phone", item.phone], ["Company", item.company]] };
  }
}

/** To the staff: one per new contact message, booking, application and chat lead. */
export function staffNotification(item: NotifiedItem): MailContent {
  const { fields, body } = itemFields(item);
  const what =
    item.kind === "booking"
      ? `${KIND_NAMES.booking}: ${item.role} (${item.price})`
      : item.kind === "application"
        ? `${KIND_NAMES.application}: ${item.jobName}`
        : KIND_NAMES[item.kind];
  return render({
    subject: `New ${what} from ${oneLine(item.name, 60)}`,
    intro: `A visitor sent a new ${KIND_NAMES[item.kind]} through the website.`,
    fields,
    body,
    link: { label: "Open it in the staff desk", href: deskItemUrl(item.kind, item.id) },
  });
}

/** To the staff: a chat visitor asked for a person, with the conversation so far. */
export function handoffNotification(
  lead: { id: number; name: string; email: string; phone: string; company: string; reason: string },
  transcript: TranscriptLine[],
): MailContent {
  const { assistantName } = getSettings();
  const conversation = transcript
    .map((line) => `${line.sender === "user" ? lead.name : assistantName}: ${line.text}`)
    .join("\n");
  return render({
    subject: `A chat visitor asked for a person: ${oneLine(lead.name, 60)}`,
    intro: `${lead.name} asked ${assistantName} to pass the conversation to a person.`,
    fields: [
      ["Name", lead.name],
      ["E-mail", lead.email],
      ["Phone", lead.phone],
      ["Company", lead.company],
      ["What they wrote", lead.reason],
    ],
    body: { heading: "Conversation so far", text: conversation || "(no messages yet)" },
    link: { label: "Open the lead in the staff desk", href: deskItemUrl("chat", lead.id) },
  });
}

/**
 * A greeting's name: the first word of what the visitor typed, only when it reads as a short first
 * name (letters, an apostrophe or hyphen inside, at most 20); otherwise none. The confirmation goes
 * to whatever address was typed, so nothing else typed is repeated in it.
 */
export function greetingName(name: string): string | null {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return /^\p{L}(?:[\p{L}\p{M}'’-]{0,18}\p{L})?$/u.test(first) ? first : null;
}

/**
 * To the visitor (VISITOR_ACK=true): that their message arrived and what happens next, in the
 * site's own words only. Anyone can type someone else's address into a form, so it repeats
 * nothing the visitor typed beyond a short first name (claimVisitorAck limits how often).
 */
export function visitorAcknowledgement(item: NotifiedItem): MailContent {
  const { brand, phone } = getSettings();
  const next: Record<DeskItemKind, string> = {
    contact: `Our team reads every message and will answer ${RESPONSE_PROMISE}.`,
    booking: `Our team will contact you ${RESPONSE_PROMISE} to arrange your consultation.`,
    application: "Our recruiting team reviews every application and will contact you about next steps.",
    chat: `Our team will contact you ${RESPONSE_PROMISE}.`,
  };
  const name = greetingName(item.name);
  return render({
    subject: `${VISITOR_SUBJECTS[item.kind]} | ${brand}`,
    intro: `Hello${name ? ` ${name}` : ""}, thank you for contacting ${brand}. ${VISITOR_SUBJECTS[item.kind]}.`,
    fields: [],
    closing: `${next[item.kind]} If anything is urgent, call us at ${phone.display}. If you did not write to us, you can ignore this e-mail: you did not sign up for anything.`,
  });
}

/** What a reply is about when no confirmation was sent to answer: the visitor's own words for what they sent. */
const REPLY_TOPICS: Record<DeskItemKind, string> = {
  contact: "Your message",
  booking: "Your booking request",
  application: "Your job application",
  chat: "Your chat with us",
};

/** "Re: " and the subject of the confirmation the visitor received, or else the words for what they sent. */
export function replySubject(kind: DeskItemKind, confirmationSubject: string | null): string {
  const topic = confirmationSubject
    ? oneLine(confirmationSubject, 110).replace(/^(re:\s*)+/i, "")
    : `${REPLY_TOPICS[kind]} | ${getSettings().brand}`;
  return `Re: ${topic || REPLY_TOPICS[kind]}`;
}

/** A reply from the desk: the staff member's text as written, signed with their name and the provider's. */
export function replyMessage(subject: string, body: string, signedBy: string): MailContent {
  const { brand, phone } = getSettings();
  const signature = [signedBy, brand, phone.display].filter(Boolean);
  const text = `${body}\n\n-- \n${signature.join("\n")}`;
  const html = [
    `<!DOCTYPE html><html lang="en"><body style="font-family:Arial,sans-serif;color:#14213d">`,
    `<div style="white-space:pre-wrap">${escapeHtml(body)}</div>`,
    `<p style="color:#4b5563">${signature.map(escapeHtml).join("<br>")}</p>`,
    `</body></html>`,
  ].join("");
  return { subject: oneLine(subject, 120), text, html };
}

/** To a colleague: items were assigned to them. */
export function assignmentNotification(
  assignedBy: string,
  items: { kind: DeskItemKind; id: number; name: string }[],
): MailContent {
  const [first] = items;
  const what =
    items.length === 1 ? `${KIND_NAMES[first.kind]} from ${oneLine(first.name, 60)}` : `${items.length} items`;
  return render({
    subject: `Assigned to you: ${what}`,
    intro: `${assignedBy} assigned ${items.length === 1 ? "this item" : "these items"} to you in the staff desk.`,
    fields: items.map((item) => [
      `${KIND_NAMES[item.kind]} #${item.id}`,
      `${item.name} — ${deskItemUrl(item.kind, item.id)}`,
    ]),
    link: { label: "Open the desk", href: `${getSettings().siteUrl}/staff?assignee=me` },
  });
}
