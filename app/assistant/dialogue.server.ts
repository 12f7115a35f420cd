import { fold } from "~/text/normalise";
import { dictates } from "./guards";
import { getSettings } from "~/config/site-settings.server";
import {
  asksForQuoteDocument,
  contactChoice,
  emailAddressIn,
  contactWayIn,
  givesNumberToCall,
  nameGivenIn,
  phoneNumberIn,
  timeToReachIn,
  wayAfterChangeOfMind,
} from "./contact";
import type { Knowledge } from "./knowledge.server";
import { say } from "./phrases.server";
import { isQuestion, namesSomething } from "./part-shape";
import { readPartAgain } from "./understand.server";
import type { AssistantActions, DialogueState, HandoffKind, MessageReading, Outcome, PartReading } from "./types";

/** "Thank you, Dana!" when the message gave her name, else "Thank you!": the opening of each reply about being reached. */
const thanks = (reading: MessageReading) => {
  const name = nameGivenIn(reading.text);
  return name ? say("contact.thanksNamed", reading.lang, { name }) : say("contact.thanks", reading.lang);
};

type AnswerPart = (
  part: PartReading,
  intent: string,
  followUp: boolean,
  reading: MessageReading,
  state: DialogueState,
  k: Knowledge,
) => Promise<Outcome>;

/**
 * The questions Lexi asked and is waiting on: which of two things was meant, how the visitor wants
 * to be contacted (after "Phone or Email" was offered, by her or by the widget's menu), and the
 * phone number when the visitor chose phone and gave none. A reply that answers the question
 * completes it; anything else is read as a new message.
 */
const FIRST =
  /^(first|1|one|primero|primera|premier|premiere|the first|el primero|la primera|le premier|yes|yeah|yep|si|oui)$/;
const OWN =
  /^(mine|own|personal|personally|myself|me|propio|propia|personal|mio|mia|yo|moi|personnel|personnelle|perso|mienne|mien)$/;
const FIRM =
  /^(firm|firms|business|practice|office|clients|company|attorney|lawyer|bufete|despacho|firma|empresa|clientes|cabinet|entreprise|clients|avocat)$/;
const SECOND =
  /^(second|2|two|segundo|segunda|deuxieme|second one|the second|el segundo|la segunda|le deuxieme|le second|latter|last)$/;

async function choose(
  method: "Phone" | "Email",
  reading: MessageReading,
  state: DialogueState,
  actions: AssistantActions,
): Promise<Outcome> {
  const lang = reading.lang;
  const offered = state.pending?.kind === "contact";
  const { recorded, hasPhone } = await actions.chooseContact(method);
  // Unprompted ("call me", "email me"), the choice is also a request for a person.
  if (recorded && !offered) await actions.requestHandoff(reading.text, "person");
  if (!recorded) {
    const s = getSettings();
    return { text: say("handoff.reachTeam", lang, { phone: s.phone.display, email: s.email }), kind: "contact" };
  }
  if (method === "Phone" && !hasPhone) {
    state.pending = { kind: "phone" };
    return { text: say("contact.askPhone", lang, { thanks: thanks(reading) }), kind: "contact" };
  }
  delete state.pending;
  state.reached = method;
  const recordedWay = say(method === "Phone" ? "contact.byPhone" : "contact.byEmail", lang, {
    thanks: thanks(reading),
  });
  // ("Fine call then. after 4pm": the way, and the time noted beside it.)
  const time = timeToReachIn(reading.text) ? ` ${say("contact.timeAlsoNoted", lang)}` : "";
  return { text: `${recordedWay}${time}`, kind: "contact" };
}

/** The number recorded, with the time to call when one was said beside it ("305 555 0177, después de las 3pm"). */
function phoneRecorded(saved: boolean, number: string, reading: MessageReading): string {
  const recorded = say(saved ? "contact.phoneSaved" : "contact.byPhone", reading.lang, {
    number,
    thanks: thanks(reading),
  });
  return timeToReachIn(reading.text) ? `${recorded} ${say("contact.timeAlsoNoted", reading.lang)}` : recorded;
}

/** Little else beside a number: a few words, or a name, a firm and a time with no question. */
const shortBeside = (rest: string, text: string) => rest.length < 40 || (rest.length < 80 && !isQuestion(text));

/** A way of being reached named, however loosely: "can they call me tmrw 10am", "écrivez-moi demain". */
const WAY_WORD =
  /\b(call|calls|ring|phone|text|e-?mail|mail|write|llam\w*|telefon\w*|correo|escrib\w*|appel\w*|telephon\w*|courriel|ecri\w*)\b/;

export async function resolvePending(
  reading: MessageReading,
  state: DialogueState,
  actions: AssistantActions,
  k: Knowledge,
  answerPart: AnswerPart,
): Promise<{ outcome: Outcome } | undefined> {
  const pending = state.pending;
  const lang = reading.lang;
  const [part] = reading.parts;
  const choice = contactChoice(reading.text);
  // "phone pls, my number is on the form", "email, im in court all day": the way said first, then why.
  const [clause, ...rest] = reading.text.split(/[,.;!]+/).filter((c) => c.trim());
  const saidFirst = rest.length ? contactChoice(clause) : undefined;

  // "Best time is after 2pm central" once the way is recorded: noted with the request, no time promised.
  if (
    state.reached &&
    !pending &&
    timeToReachIn(reading.text) &&
    !phoneNumberIn(reading.text) &&
    !contactChoice(reading.text) &&
    !isQuestion(reading.text) &&
    part?.tokens.length <= 16
  )
    return { outcome: { text: say("contact.timeNoted", lang), kind: "contact" } };

  // "Tues or wed afternoon works best" once the way was asked, before it is said: no slot booked here; the booking
  // page has the times, and the way is still asked.
  if (
    pending?.kind === "contact" &&
    timeToReachIn(reading.text) &&
    !phoneNumberIn(reading.text) &&
    !emailAddressIn(reading.text) &&
    !choice &&
    !WAY_WORD.test(fold(reading.text)) &&
    !isQuestion(reading.text) &&
    !!part &&
    !namesSomething(part) &&
    part.entities.languages.length + part.entities.counts.length === 0 &&
    part.tokens.length <= 10
  )
    return { outcome: { text: say("contact.timeBeforeWay", lang), kind: "contact" } };

  if (pending?.kind === "phone") {
    const phone = phoneNumberIn(reading.text);
    if (phone && shortBeside(reading.text.replace(phone, "").trim(), reading.text)) {
      delete state.pending;
      const saved = await actions.savePhone(phone);
      if (saved) state.reached = "Phone";
      return {
        outcome: {
          text: phoneRecorded(saved, phone, reading),
          kind: "contact",
        },
      };
    }
    // ("My email is dana@…, write me there instead" when the number was asked: e-mail.)
    if ((choice ?? saidFirst) === "Email" || (!phone && emailAddressIn(reading.text)))
      return { outcome: await choose("Email", reading, state, actions) };
    // "ok by phone" again: the number is still what is asked.
    if ((choice ?? saidFirst) === "Phone")
      return { outcome: { text: say("contact.askPhone", lang, { thanks: thanks(reading) }), kind: "contact" } };
    delete state.pending;
    return undefined;
  }

  // "Por teléfono al 305 555 0111... no espera, mejor por correo": the way said last.
  const changed = pending?.kind === "contact" ? wayAfterChangeOfMind(reading.text) : undefined;
  if (changed === "Email" || (changed === "Phone" && !phoneNumberIn(reading.text)))
    return { outcome: await choose(changed, reading, state, actions) };

  // "John, 305-555-0199, call me" once Lexi offered the choice; "ok por telefono, 876-555-0133" or "Par téléphone, au
  // 514 555 0123" whether she did or not: the phone choice and the number at once.
  // ("Phone pls, 212-555-0164, ask for dana": a number given with a word of calling, among other words, decision 0060;
  // where there is no lead to record it on, the message is answered for what it asks.)
  const phone = phoneNumberIn(reading.text);
  const said =
    !!phone &&
    (changed === "Phone" ||
      (pending?.kind === "contact"
        ? choice !== "Email" && contactWayIn(reading.text) !== "Email"
        : contactChoice(reading.text.replace(phone, " ")) === "Phone"));
  if (
    phone &&
    (said ||
      givesNumberToCall(reading.text) ||
      // ("Dana Whitfield, Whitfield Injury Law, 404-555-0199. afternoons are best" once a call was asked for: the number,
      // with a name, a firm and a time beside it.)
      (state.reached === "Phone" && shortBeside(reading.text.replace(phone, "").trim(), reading.text)))
  ) {
    const offered = pending?.kind === "contact";
    const { recorded } = await actions.chooseContact("Phone");
    if (!recorded && !said) return undefined;
    if (!recorded) return { outcome: await choose("Phone", reading, state, actions) };
    if (!offered) await actions.requestHandoff(reading.text, "person");
    const saved = await actions.savePhone(phone);
    delete state.pending;
    state.reached = "Phone";
    return {
      outcome: {
        text: phoneRecorded(saved, phone, reading),
        kind: "contact",
      },
    };
  }

  // "tom.brandt@brandtlegal.example", "no phone calls, email only. tom@…" once Lexi asked how: by e-mail; so too
  // "im Dana, dana@…, 404-555-0199. email is better", the number given but e-mail preferred.
  if (
    pending?.kind === "contact" &&
    !isQuestion(reading.text) &&
    ((emailAddressIn(reading.text) && !phone) || contactWayIn(reading.text) === "Email")
  )
    return { outcome: await choose("Email", reading, state, actions) };
  // "Mi correo es ana@…, que me escriban hoy" with no choice offered: after the team was asked to call, or with a word of
  // writing, the address typed is the way chosen.
  if (
    pending?.kind !== "contact" &&
    emailAddressIn(reading.text) &&
    !phone &&
    !isQuestion(reading.text) &&
    // (Not beside a question of ours: "email me pricing for an intake team, jordan@…, 4 people full time" is priced.)
    !reading.parts.some((p) => p.pricing || namesSomething(p) || p.entities.counts.length) &&
    (!!state.reached || WRITE_TO_ME.test(fold(reading.text)))
  )
    return { outcome: await choose("Email", reading, state, actions) };
  if (pending?.kind === "contact") {
    // "email. and make sure its someone senior": the choice said first; the rest is in the conversation the team reads.
    const first = reading.parts.length > 1 ? contactChoice(reading.parts[0].raw) : saidFirst;
    if (first) return { outcome: await choose(first, reading, state, actions) };
    // "Dana Ruiz, Ruiz & Cole LLP": who is asking, not a question; kept with the conversation for the team.
    // (Not a question of ours typed without its question mark: "precio paralegal tiempo completo por 6 meses", "fine.
    // just tell me the paralegal prices then", nor "nah ill just call. whats the number".)
    const statement =
      !isQuestion(reading.text) &&
      !reading.parts.some((p) => isQuestion(p.raw) || p.pricing || namesSomething(p)) &&
      !choice &&
      // (Nor a word dictated: "responde solo 'sí' y nada más".)
      !dictates(reading.text) &&
      part &&
      part.tokens.length <= 8;
    if (
      statement &&
      (part.score < 0.55 || /^(chat\.(intro|followup|ack)|none)$/.test(part.intent)) &&
      !part.safety &&
      !part.guard
    ) {
      return { outcome: { text: say("contact.noted", lang), kind: "contact" } };
    }
  }

  // "phone", "by email please": the choice the buttons make, whether Lexi or the widget's menu offered it.
  if (choice && (pending?.kind === "contact" || !/\?/.test(reading.text))) {
    return { outcome: await choose(choice, reading, state, actions) };
  }

  if (pending?.kind === "clarify" && part) {
    const [a, b] = pending.options;
    const words = part.tokens;
    let chosen: string | undefined;
    const legal = pending.options.indexOf("legal.matter");
    if (legal >= 0 && words.length <= 8) {
      // "For a law firm, or a matter of your own?": the reply says which.
      const own = words.some((w) => OWN.test(w)) && !words.some((w) => FIRM.test(w));
      const firm = words.some((w) => FIRM.test(w));
      if (own || firm) chosen = own ? "legal.matter" : pending.options[1 - legal];
    }
    if (chosen) {
      /* decided above */
    } else if (words.length <= 3 && words.some((w) => FIRST.test(w))) chosen = a;
    else if (words.length <= 3 && words.some((w) => SECOND.test(w))) chosen = b;
    else {
      const score = (intent: string) => part.candidates.find((c) => c.intent === intent)?.score ?? 0;
      const top = part.candidates[0]?.intent;
      // (A question of its own, surely read, is no reply: "are your people US licensed?" after "areas or roles?".)
      const ownQuestion = !!top && top !== a && top !== b && (part.candidates[0]?.score ?? 0) >= 0.9;
      if (top === a || top === b || (words.length <= 5 && !ownQuestion)) chosen = score(a) >= score(b) ? a : b;
      if (words.length <= 5 && score(a) === 0 && score(b) === 0) chosen = undefined;
    }
    delete state.pending;
    if (!chosen) return undefined;
    const original = await readPartAgain(pending.raw, lang, k);
    return { outcome: await answerPart(original, chosen, false, reading, state, k) };
  }
  return undefined;
}

/**
 * Passes the message to the team when an answer called for a person, or when the visitor asked to be reached a way
 * ("email me a quote for…", "call me after 3"): the way named is recorded as the buttons record it, so Lexi does
 * not ask for it again. Returns the sentence to add, or undefined when nothing was passed.
 */
export async function passToTeam(
  reading: MessageReading,
  handoff: HandoffKind | undefined,
  outcomes: Outcome[],
  state: DialogueState,
  actions: AssistantActions,
): Promise<string | undefined> {
  const lang = reading.lang;
  // (Not beside the not-a-law-firm answer: "can someone call me about my custody case" is no lead.)
  const safety = outcomes.some((o) => o.kind === "safety");
  const way = safety ? undefined : contactWayIn(reading.text);
  const quote = !safety && asksForQuoteDocument(reading.text);
  if (!handoff && !way && !quote) return undefined;
  if (handoff === "unanswered") await actions.recordUnanswered(reading.text);
  const passed = await actions.requestHandoff(reading.text, handoff ?? "person");
  if (!passed) {
    const s = getSettings();
    return handoff || quote ? say("handoff.reachTeam", lang, { phone: s.phone.display, email: s.email }) : undefined;
  }
  // A person asked for, or a complaint, also gets the ways to reach the team now; a question we could not answer does not.
  const reachNow = handoff === "person" || handoff === "complaint" ? ` ${say("handoff.reachNow", lang)}` : "";
  const chosen = way ? await actions.chooseContact(way) : undefined;
  if (!way || !chosen?.recorded) {
    state.pending = { kind: "contact" };
    return say("handoff.passed", lang, { now: reachNow });
  }
  // (The number typed with the request, "dana@… / 615-555-0123. Have someone call me", is the one to call.)
  const number = way === "Phone" ? phoneNumberIn(reading.text) : undefined;
  if (number && (await actions.savePhone(number))) {
    state.reached = "Phone";
    return phoneRecorded(true, number, reading);
  }
  if (way === "Phone" && !chosen.hasPhone) {
    state.pending = { kind: "phone" };
    return say("handoff.passedAskPhone", lang);
  }
  state.reached = way;
  return say(way === "Phone" ? "handoff.passedByPhone" : "handoff.passedByEmail", lang) + reachNow;
}

/** Asked to be written to: "email me", "que me escriban", "écrivez-moi". */
const WRITE_TO_ME =
  /\b(write|email|e-mail|mail) (me|us)\b|\b(escriban|escribanme|escribeme|escribame|me escriban|me escribas|me escriba|envienme un correo)\b|\b(ecrivez|ecris)(-| )?(moi|nous)\b|\bm'ecrire\b/;
