import fs from "node:fs";
import WebSocket from "ws";
import { rows } from "./database";
import { postForm, postMultipart } from "./forms";
import { addStaff, signIn } from "./staff";

/** A marker no other test's items carry. */
export const uniqueMarker = (label: string) => `${label}${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A chat lead's address no other test uses (chats from one address within a day join one lead). */
export const leadAddress = (marker: string) => `l-${marker.toLowerCase().replace(/[^a-z0-9]/g, "")}@firm.example`;

/** Talks to Lexi over the chat socket until the answer ends, so the lead has a real transcript. */
export async function chatWithLexi(baseURL: string, token: string, message: string) {
  const ws = new WebSocket(`${baseURL.replace(/^http/, "ws")}/ws/chat?lead=${token}`, { origin: baseURL });
  await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
  const answered = new Promise<void>((resolve) => ws.on("message", (data) => data.toString() === "[END]" && resolve()));
  ws.send(message);
  await answered;
  ws.close();
}

export interface SentItems {
  contact: number;
  booking: number;
  application: number;
  chat: number;
}

/**
 * One item of each kind, as visitors send them, named `${marker} Contact` and so on; `extra`
 * goes into every free-text field (a long unbroken word tests the desk's layout, accents its
 * encoding). Returns the ids the site stored.
 */
export async function sendOneOfEach(baseURL: string, marker: string, extra = ""): Promise<SentItems> {
  const say = (text: string) => (extra ? `${text} ${extra}` : text);
  const contact = await postForm(baseURL, "/contact", {
    name: `${marker} Contact`,
    email: "c@firm.example",
    number: "555-0100",
    comment: say("Please call"),
  });
  if (contact.status !== 302) throw new Error(`contact: ${contact.status}`);
  const booking = await postForm(baseURL, "/Booking/Legal-Admin$18", {
    name: `${marker} Booking`,
    email: "b@firm.example",
    phone: "555-0101",
    comment: say("Two days"),
  });
  if (booking.status !== 302) throw new Error(`booking: ${booking.status}`);
  const application = new FormData();
  for (const [k, v] of Object.entries({
    name: `${marker} Applicant`,
    email: "a@mail.example",
    phone: "555-0102",
    comment: say("Hello"),
    experience: "4 years",
  })) {
    application.append(k, v);
  }
  application.append(
    "resume",
    new Blob([fs.readFileSync("tests/support/sample-resume.pdf")], { type: "application/pdf" }),
    "cv.pdf",
  );
  const applied = await postMultipart(baseURL, "/ApplyForm/case-manager", application);
  if (applied.status !== 302) throw new Error(`application: ${applied.status}`);
  const createLead = () =>
    fetch(`${baseURL}/api/chat/lead`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseURL },
      // An address of its own: chats from one address within a day are one lead.
      body: JSON.stringify({ name: `${marker} Lead`, email: leadAddress(marker), company_name: `${marker} Firm LLP` }),
    });
  // The shared site's SQLite gives up a write after 250 ms behind another process's lock and answers
  // 503; setting up, the lead is sent again, at most twice, with no wait of our own.
  let leadResponse = await createLead();
  for (let retry = 0; retry < 2 && leadResponse.status === 503; retry++) leadResponse = await createLead();
  if (leadResponse.status !== 201) throw new Error(`chat lead: ${leadResponse.status} ${await leadResponse.text()}`);
  const lead = (await leadResponse.json()) as { id: string };
  await chatWithLexi(baseURL, lead.id, say("What does a paralegal cost?"));
  const id = (table: string, name: string) =>
    rows<{ id: number }>(`select id from ${table} where name = ?`, name)[0].id;
  return {
    contact: id("contact_messages", `${marker} Contact`),
    booking: id("bookings", `${marker} Booking`),
    application: id("applications", `${marker} Applicant`),
    chat: id("chat_leads", `${marker} Lead`),
  };
}

/** A new staff member, signed in over HTTP; the session cookie as name and value for a browser context. */
export async function deskSession(baseURL: string, label: string) {
  const email = `${label}-${Date.now()}${Math.floor(Math.random() * 1000)}@northbridge-lpo.example`;
  const secret = await addStaff(email, { DATA_DIR: process.env.E2E_DATA_DIR! });
  const { cookie } = await signIn(baseURL, email, secret, {
    headers: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  if (!cookie) throw new Error("sign-in failed");
  const [name, ...value] = cookie.split("=");
  return { email, cookie, browserCookie: { name, value: value.join("="), url: baseURL } };
}
