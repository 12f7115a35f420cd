import { fold } from "~/text/normalise";
import {
  asksPay,
  asksShareOfRate,
  comparesRateAndPay,
  quotesFigure,
  speaksOfOwnTrouble,
  tellsOfTrouble,
} from "./asker";
import { quotesOurPrice } from "./answerers/rate-pay";
import { claimedRate } from "./claimed-price";
import { openingsByQuotedRange } from "./answerers/across-openings";
import type { Knowledge } from "./knowledge.server";
import type { Route } from "./refine";
import { namesEverydayTrouble } from "./matter-words";
import { FOR_ME, HOURLY_ASKED, asksTax } from "./seeker-words";
import { buyerSignals } from "./speaker";
import type { DialogueState, MessageReading, PartReading } from "./types";

/** A message read whole as the firm's price beside a professional's pay, or as what openings pay (decision 0038). */
type Routed = { part: PartReading; route: Route };

/**
 * "It says $14 an hour, is that what I'd earn?", "the job shows $900-1,300, so that's our price?", "c'est marqué
 * 2 240 $ par mois, c'est mon salaire ?": both figures, once. "How much of my $14 reaches the paralegal?": how the
 * rate is split, which is not published, with both figures (decision 0038).
 */
/** Words of the firm's side of a price: who pays it, charging, costing. */
const FIRM_SIDE =
  /\b(firm|firms|we|we'd|us|our|i|pay|cost|costs|charge|charges|bill|bills|cobran|cobrar|pagar\w*|pagamos|cuesta\w*|costar\w*|cabinet|cabinets|nous|nos|on|paie|payer|payons|coute\w*|facture\w*)\b/;

const EARNS =
  /\b(make|makes|earn|earns|get paid|gets paid|gets|getting|take home|takes home|be paid|gana|ganaria|cobra|cobraria|recibe|recibiria|gagne|gagnera|gagnerait|touche|toucherait|touchera|gano|ganare|ganaria|cobro|recibo|gagnerais|toucherais)\b|\b(would|will|do|could) (i|we|they|she|he) (make|earn)\b|\b(would|will|do|could) i (only )?get (paid|\$?\d)|\bi'?d (make|earn|get \$?\d|get paid|get (double|twice|more))\b|\bwhy do i only get\b/;
/** "Id get double that?", "et par an ça fait combien pour moi ?": more of the pay, or the pay over a period. */
const MORE_OF_IT = /\b(double|twice|more|el doble|le double)\b/;
const OVER_A_PERIOD =
  /\b(per year|a year|yearly|annual\w*|par an|par annee|l'annee|al ano|por ano|anual\w*|annuel\w*)\b/;
const FIRM_PAYS =
  /\bwhat'?s? (is |would be |will be )?(our|my|the firm'?s) (monthly |total |actual )?(bill|cost|price|invoice)\b|\bwhat (does|do|would|will) (a |the |your )?(law )?(firms?|clients?|we|i|us) (actually |really |then )?(pay|be charged|get charged|get billed)\b|\bcuanto (paga|pagaria|pagan|cobran|le cobran) (a )?(una|la|el|los|las) (firmas?|bufetes?|despachos?)\b|\bcombien (paie|paye|paient|facturez-vous a|coute a) (un|le|les) cabinets?\b|\b(le|un) cabinet (paie|paye|paierait|payerait) combien\b|\b(la|una|el) (firma|bufete|despacho) (paga|pagaria) cuanto\b|\bwhat (the|a) (law )?firm (pays|would pay|is charged)\b|\b(pago|pagaria|pagamos|pagariamos) eso\b|\b(do|would|will) (i|we) pay (that|this)\b|\bis that what (i|we)('d| would)? pay\b|\b(je paie|je paierais|on paie|nous payons|nous paierions) (ca|cela)\b/;

export function rateAndPayRoute(reading: MessageReading, k: Knowledge, state: DialogueState): Routed | undefined {
  const text = reading.text;
  // (A trouble told, "I was fired", "mi esposo lo detuvo ICE", not any "my": "my friend said you charge $15" is none.)
  if (tellsOfTrouble(text) || (speaksOfOwnTrouble(text) && namesEverydayTrouble(text))) return undefined;
  // ("Your recruiter told me case managers are $9/hr for us, confirm it": a price claimed, not a wage; decision 0173.)
  if (claimedRate(text, k)) return undefined;
  // ("So the person i get would make like 1400 max?", "so the case manager gets what per hour" after our rate set
  // against a posting's pay: the same two sides.)
  // ("Entonces a tiempo completo serían 2400 para mí?": a monthly figure, for oneself.)
  const earnsAfter =
    state.topic === "price.vs_pay" &&
    ((EARNS.test(fold(text)) && (/\d/.test(text) || HOURLY_ASKED.test(fold(text)) || MORE_OF_IT.test(fold(text)))) ||
      (FOR_ME.test(fold(text)) && (/\d{3,}/.test(text) || OVER_A_PERIOD.test(fold(text)))));
  // ("Firms pay $15/hr for a legal admin right? 80 hrs is $1,200. why do i only get $600–$850": our price and the
  // posting's pay set against each other by one who earns it.)
  const earnsBeside =
    EARNS.test(fold(text)) && quotesOurPrice(text, k) && openingsByQuotedRange(text, k.jobs).length > 0;
  const share = asksShareOfRate(text) && (quotesFigure(text) || asksPay(text));
  const quotedAsPay = asksPay(text) && quotesOurPrice(text, k, true);
  // ("The admin job is 600-850 a month, whats that per hour?": a posting's own range by the hour, no firm's side.)
  const postingOnly =
    openingsByQuotedRange(text, k.jobs).length > 0 && !quotesOurPrice(text, k) && !FIRM_SIDE.test(fold(text));
  // ("Legal admin posting says 600-850/mo for 20 hrs a week. what does a firm actually pay for the same 20 hrs": the
  // firm's price asked beside a posting's pay.)
  // (Or after our rate was set against a posting's pay: "y cuánto paga la firma al mes por esa persona?"; or beside
  // the pay asked: "c'est quoi le salaire affiché ? et le cabinet paie combien par mois pour ce profil ?".)
  const firmsPriceAsked =
    (openingsByQuotedRange(text, k.jobs).length > 0 || state.topic === "price.vs_pay" || asksPay(text)) &&
    FIRM_PAYS.test(fold(text));
  if (
    !share &&
    !quotedAsPay &&
    !firmsPriceAsked &&
    !earnsAfter &&
    !earnsBeside &&
    (postingOnly || !comparesRateAndPay(text))
  )
    return undefined;
  const part = reading.whole ?? reading.parts[0];
  part.safety = undefined;
  return { part, route: { act: "answer", intent: share ? "unpublished.margin" : "price.vs_pay", followUp: false } };
}

/** "Pays more", "better paid", "paga más", "mieux payé": a comparison of what openings pay. */
const PAYS_MORE =
  /\b(pays? (more|better|less|the most)|better paid|higher pay|paga(n)? (mas|mejor|menos)|mejor pagad[oa]|paie (plus|mieux|moins)|mieux paye)\b/;

/**
 * "Which pays more, the PI paralegal job or the case manager one?", "el de admisión dice 700-1000, ¿por quincena o
 * por mes?": the pay the openings publish, each, per month (decision 0043). Not a firm's question of price.
 */
export function openingsPayRoute(reading: MessageReading, k: Knowledge, state: DialogueState): Routed | undefined {
  const text = reading.text;
  const t = fold(text);
  if (speaksOfOwnTrouble(text) || buyerSignals(text) || state.asker === "firm") return undefined;
  const quoted = openingsByQuotedRange(text, k.jobs).length > 0;
  const named = new Set(
    reading.parts.flatMap((p) => [...p.entities.jobs.map((m) => m.value), ...p.entities.roles.map((m) => m.value)]),
  );
  const compares = PAYS_MORE.test(t) && named.size >= 2;
  if (!quoted && !compares) return undefined;
  const part = reading.whole ?? reading.parts[0];
  part.safety = undefined;
  // ("Is the 700-1000 before or after taxes?": not published, not the range again; its currency is in the range's answer.)
  const intent = quoted && !compares && asksTax(t) ? "job.pay_terms" : "job.pay";
  return { part, route: { act: "answer", intent, followUp: false } };
}
