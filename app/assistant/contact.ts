import { fold, tokenize } from "~/text/normalise";

/**
 * The contact choice typed instead of pressed: once Lexi has offered "Phone or Email" (after a
 * hand-off or a booking request, or the widget's Book a consultation), a reply that is only a way
 * of being reached ("phone", "by email please", "correo", "par téléphone") records it as the
 * buttons do. A phone number typed after Lexi asked for one is taken too.
 */
const PHONE = new Set([
  "phone",
  "phones",
  "telephone",
  "tel",
  "call",
  "calls",
  "cell",
  "cel",
  "mobile",
  "llamada",
  "llamadas",
  "llamar",
  "llamenme",
  "telefono",
  "movil",
  "celular",
  "appel",
  "appeler",
  "appelez",
  "portable",
  "numero",
  "number",
]);
const EMAIL = new Set([
  "email",
  "emails",
  "mail",
  "correo",
  "electronico",
  "courriel",
  "mel",
  "gmail",
  "e",
  // (Typed in haste: "emial is fine".)
  "emial",
  "emal",
  "emai",
  "eamil",
  "emil",
  "mial",
]);
/** When to be reached, said beside the way ("fine call then. after 4pm"): kept in the conversation, not a way. */
const WHEN =
  /\b(after|before|around|between|by|from|until|till|despues de las?|antes de las?|a partir de las?|apres|avant|vers)\s*\d{1,2}(:\d\d)?\s*(am|pm|a\.m\.|p\.m\.|h|hrs|heures?)?(?![\w-])|\b\d{1,2}(:\d\d)?\s*(am|pm|a\.m\.|p\.m\.)(?![\w-])|\b(in the )?(mornings?|afternoons?|evenings?|tonight|tomorrow|weekdays|lunchtime|por la (manana|tarde|noche)|en la (manana|tarde)|manana|le matin|l'apres-midi|le soir|demain)\b/g;
/** A time to be reached, said once the way is recorded ("best time is after 2pm central", "plutôt l'après-midi"). */
export const timeToReachIn = (message: string) =>
  new RegExp(WHEN.source).test(fold(message)) || BEST_TIME.test(fold(message));
const BEST_TIME =
  /\b(best time|good time|mejor hora|mejor momento|buena hora|meilleur moment|meilleure heure|bon moment)\b/;
const FILLER = new Set(
  "by via through over per with the a an me please pls plz thanks thank you ok okay yes sure prefer preferably i id d would rather like to do it is best better contact reach me my is works fine that s por favor gracias el la un una me mejor prefiero si claro por medio de contactar contacten contactenme par au le la de s se il vous te plait svp merci oui je prefere plutot avec en un une contacter contactez moi ugh k kk okk oki okey yeah yep ya thx ty porfa porfavor xfa plis bueno vale dale al at on to then stp bon alors".split(
    " ",
  ),
);

const EMAIL_ADDRESS = /[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}/gi;
/** An e-mail address typed in the message ("no phone calls, email only. tom@brandtlegal.example"). */
export const emailAddressIn = (text: string) => new RegExp(EMAIL_ADDRESS.source, "i").test(text);

/** Words of asking to be reached, besides the way itself ("have someone call me instead, same day if possible"). */
const REQUEST = new Set(
  "good great perfect one number address file on same use used gave given entered typed put wrote start beginning earlier before already provided file at usa usen di dado antes principio inicio utilisez utilisez donne debut deja fourni just have them someone somebody anyone anybody actually instead rather can could you they will give ring write text send same day today asap soon if possible when fine alright alguien mejor en lugar de hoy pronto posible puede pueden quelqu'un quelqu un plutot aujourd hui possible pouvez peut voudrais parler talk speak hablar".split(
    " ",
  ),
);
/** "Not by phone", "pas par téléphone", "no por teléfono": the other way. */
const NOT_BY =
  /\b(not|no|pas|never|jamais|nunca)\s+(by|via|over|the|par|au|por|el|le)?\s*(phone|telephone|call|calls|telefono|llamada|appel)\b/;

/** "Phone" or "Email" when the message is nothing but a way of being reached; else undefined. */
export function contactChoice(message: string): "Phone" | "Email" | undefined {
  if (message.length > 90) return undefined;
  // The address typed with the way ("ugh fine email. jdiaz@example.com"): the way is what is chosen.
  const words = tokenize(fold(message).replace(EMAIL_ADDRESS, " ").replace(WHEN, " ")).filter((w) => !FILLER.has(w));
  if (!words.length) return undefined;
  const negated = NOT_BY.test(tokenize(message).join(" "));
  const ways = words.filter(
    (w) => !REQUEST.has(w) && !(negated && /^(not|no|pas|never|jamais|nunca|but|mais|pero)$/.test(w)),
  );
  // A short reply, or a request whose other words only ask to be reached ("fine just have them call me").
  if (words.length > 3 && (ways.length > 2 || words.length > 9)) return undefined;
  // Not by phone: the phone words are what is refused, the rest says how ("pas par téléphone, plutôt par courriel").
  if (negated) return ways.every((w) => PHONE.has(w) || EMAIL.has(w)) ? "Email" : undefined;
  const phone = ways.length > 0 && ways.every((w) => PHONE.has(w));
  const email = ways.length > 0 && ways.every((w) => EMAIL.has(w));
  if (phone && !email) return "Phone";
  if (email && !phone) return "Email";
  return undefined;
}

/**
 * A phone number given with a word of the phone, in a message short enough to be only about being reached: "phone pls,
 * 212-555-0164, ask for dana", "ok have someone set it up. phone is best, 404-…", "llámenme al 305…". Not "the phone
 * number 555-0142 on your site is wrong" (a number of ours) nor a question about the phone with a number in it.
 */
export function givesNumberToCall(message: string): boolean {
  const phone = phoneNumberIn(message);
  // (Short, and no question: a longer message or a question beside the number is answered for what it asks, unless the
  // question is when we call: "mi numero es 787-555-0142, me llaman hoy?".)
  if (!phone || message.length > 90) return false;
  if (message.includes("?") && !/\b(call|ring|llam\w*|appel\w*|rappel\w*)/i.test(message.replace(phone, " ")))
    return false;
  const words = tokenize(message.replace(phone, " "));
  const ofOurs =
    /\b(your|ur|su|sus|votre|vos)\b.{0,20}\b(number|numero|phone|telephone|telefono)\b|\bwrong|incorrect|dead\b/i;
  return (
    words.some((w) => PHONE.has(w) || /^(llam|appel|rappel|call)/.test(w)) &&
    !words.some((w) => EMAIL.has(w)) &&
    !NOT_BY.test(words.join(" ")) &&
    !ofOurs.test(message)
  );
}

/** A phone number in the message (7 to 15 digits, the usual separators), as typed; else undefined. */
export function phoneNumberIn(message: string): string | undefined {
  for (const match of message.matchAll(/\+?\(?\d[\d\s().-]{5,22}\d/g)) {
    // A range of money or hours ("lists 700-1000", "$1500-2000 a month"): round figures on both sides, or a dollar sign.
    const range = /^(\d{2,5})\s*-\s*(\d{2,5})$/.exec(match[0]);
    if (range && range[1].endsWith("0") && range[2].endsWith("0")) continue;
    if (/\$\s*$/.test(message.slice(0, match.index))) continue;
    const digits = match[0].replace(/\D/g, "");
    if (digits.length >= 7 && digits.length <= 15) return match[0].trim();
  }
  return undefined;
}

export const EMAIL_WORD = String.raw`(e-?mail|mail|courriel|correo(\s+electronico)?|inbox)`;
export const PHONE_WORD = String.raw`(phone|telephone|telefono|tel|cell|celular|portable)`;
/** A way of being reached asked for inside a longer message ("can i talk to someone, email works", "send me a quote by email"). */
const EMAIL_WAY = new RegExp(
  String.raw`\b${EMAIL_WORD}\s+(me|us|works|is\s+(fine|best|good|better|ok|okay|easiest|preferred))\b|\b(by|via|per|over|thru|through|par|por|au|al|a)\s+(my\s+|mon\s+|mi\s+)?${EMAIL_WORD}\b|\b(send|shoot|envoyez|envoie|envoyer|envien|envie|enviar|mandar|manden|mande)(-|\s)?(me|us|moi|nous|nos)?\b.{0,50}\b(by|via|to|par|por|a|au|al)\s+(my\s+|mon\s+|mi\s+)?${EMAIL_WORD}\b`,
);
const PHONE_WAY = new RegExp(
  String.raw`\b(call|ring)\s+me\b|\bgive\s+me\s+a\s+(call|ring)\b|\b${PHONE_WORD}\s+(works|is\s+(fine|best|good|better|ok|okay|easiest|preferred))\b|\b(by|via|over|par|por|au|al)\s+(my\s+|mon\s+|mi\s+)?${PHONE_WORD}\b|\bllam(e|en|arme|enme|eme)\b|\bme\s+(llame|llamen)\b|\b(rappelez|appelez|appelle|rappelle)(-|\s)moi\b|\bm'appeler\b`,
);
const ANY_PHONE_WORD = new RegExp(String.raw`\b${PHONE_WORD}\b|\bcall`);
const ANY_EMAIL_WORD = new RegExp(String.raw`\b${EMAIL_WORD}\b`);
const EITHER_WAY = new RegExp(String.raw`\b(${EMAIL_WORD}|${PHONE_WORD}|call)\b`, "g");
const ONLY_EMAIL_WORD = new RegExp(`^${EMAIL_WORD}$`);
const REFUSED_CALL =
  /\b(don'?t|do not|never|not|no|pas|ne|jamais|nunca)\s+(\w+\s+)?(call|calls|phone|telephone|llamen|llame|llamar|appelez|appeler|appel)\b/;

/** The one way of being reached a message asks for among other words; undefined when it names none, or both. */
export function contactWayIn(message: string): "Phone" | "Email" | undefined {
  const text = fold(message).replace(EMAIL_ADDRESS, " ");
  // (Both ways spoken of, "will u still reach me by phone if email fails?": neither is chosen.)
  const email = EMAIL_WAY.test(text) && !ANY_PHONE_WORD.test(text);
  const phone = PHONE_WAY.test(text) && !REFUSED_CALL.test(text) && !ANY_EMAIL_WORD.test(text);
  if (email) return "Email";
  if (phone) return "Phone";
  return undefined;
}

const CHANGE_OF_MIND =
  /\b(no wait|wait no|wait|actually|rather|instead|better|no espera|espera|mejor|en realidad|plutot|en fait|finalement|non attendez|attendez)\b/;
/**
 * A way said, then taken back for the other one: "por teléfono al 305 555 0111... no espera, mejor por correo",
 * "phone... actually email is better". The way said last; undefined unless both are said with a change of mind between.
 */
export function wayAfterChangeOfMind(message: string): "Phone" | "Email" | undefined {
  const text = fold(message).replace(EMAIL_ADDRESS, " ");
  if (text.length > 160) return undefined;
  const ways = [...text.matchAll(EITHER_WAY)];
  if (ways.length < 2) return undefined;
  const isEmail = (w: string) => ONLY_EMAIL_WORD.test(w);
  const first = ways[0];
  const last = ways[ways.length - 1];
  if (isEmail(first[0]) === isEmail(last[0])) return undefined;
  const between = text.slice(first.index + first[0].length, last.index);
  return CHANGE_OF_MIND.test(between) ? (isEmail(last[0]) ? "Email" : "Phone") : undefined;
}

/**
 * A quote asked for as a document ("need a formal quote", "send us a written quote", "un devis", "have someone send it
 * over" after a price): priced from the published rates, and passed to the team, who write quotes.
 */
const QUOTE_DOCUMENT =
  /\b(formal|written|official|detailed|signed|pdf)\s+(quote|quotation|proposal|estimate)\b|\b(send|email|e-mail|shoot|mail)\s+(me|us|over)?\s*(a|an|the|your)?\s*(quote|quotation|proposal)\b|\bdevis\b|\b(cotizacion|presupuesto|propuesta)\s+(formal|por escrito|oficial|detallad[oa])\b|\b(send|sends|sending|email)\s+(it|that|this|the quote|the numbers|them)\s+over\b|\b(envien|envienme|mandenme|manden|enviar|mandar)(nos|me)?\s+(la|una|el)\s+(cotizacion|presupuesto|propuesta)\b/;
export const asksForQuoteDocument = (message: string) => QUOTE_DOCUMENT.test(fold(message));

// (At most 30 letters: what is echoed back stays a name.)
const CAPITALISED = String.raw`[A-ZÀ-Ý][a-zà-ÿ'-]{1,29}(?![a-zà-ÿ'-])`;
/** Words a firm's name ends with, and capitalised words that follow "I'm" without being a name. */
const NOT_A_NAME =
  /^(law|legal|llp|llc|pc|pa|group|firm|associates|partners|office|offices|and|the|a|an|i|in|at|from|with|not|just|looking|interested|here|back|new|still|calling|writing|sorry|ok|okay|fine|good|great|urgent|important|abogad[oa]|avocate?|paralegal|cabinet|bufete|despacho|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|jueves|viernes|lundi|mardi|mercredi|jeudi|vendredi)$/i;
/** "soy", "Soy", "SOY": the words that introduce a name, in any case, while the name itself must be capitalised. */
const anyCase = (words: string) => words.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
const INTRODUCED = new RegExp(
  String.raw`(?:\b(?:${anyCase("i'?m|i am|my name is|my name's|this is|name'?s|ask for|me llamo|mi nombre es|soy|pregunte?n? por|je m'appelle|je suis|moi c'?est|c'?est|c est|demandez")})\s+)(${CAPITALISED})(?:\s+(${CAPITALISED}))?`,
);
const TITLED = new RegExp(
  String.raw`\b(Me|Maître|Mr\.?|Mrs\.?|Ms\.?|Dr\.?|Mme|Sr\.?|Sra\.?|Srta\.?|Lic\.?)\s+(${CAPITALISED}(?:\s+${CAPITALISED})?)\b`,
);
const NAME_BESIDE_DETAILS = new RegExp(
  String.raw`(?:^|[,;.]\s*)(${CAPITALISED})\s+(${CAPITALISED})(?:\s+(?:here|aqui|aquí|ici))?\s*(?:[,;.]|$)`,
);

/**
 * The first name a visitor gives with her details ("im Dana Whitfield, dana@…", "c'est Mireille Gagnon", "my number is
 * 512-555-0199, Dana Whitfield, Whitfield & Cole"), to thank her by it; undefined when none is sure.
 */
export function nameGivenIn(message: string): string | undefined {
  // ("Me Gagnon", "Dr. Patel", "Sra. Ruiz": a title is kept with the surname, "Merci, Me Gagnon !".)
  const titled = TITLED.exec(message);
  if (titled && !/^(llamo|llaman|dicen|gusta|interesa|parece)\b/i.test(titled[2])) return `${titled[1]} ${titled[2]}`;
  const introduced = INTRODUCED.exec(message);
  // (The name itself must be capitalised: "im interested", "c'est urgent" are no names.)
  if (introduced && !NOT_A_NAME.test(introduced[1])) {
    if (!introduced[2] || !NOT_A_NAME.test(introduced[2])) return introduced[1];
  }
  if (!phoneNumberIn(message) && !emailAddressIn(message)) return undefined;
  const beside = NAME_BESIDE_DETAILS.exec(message.replace(new RegExp(EMAIL_ADDRESS.source, "gi"), " "));
  if (beside && !NOT_A_NAME.test(beside[1]) && !NOT_A_NAME.test(beside[2])) return beside[1];
  return undefined;
}
