import { fold } from "~/text/normalise";
import { figuresIn } from "../entities.server";
import { usd } from "../phrases.server";
import { roleFact, t, type Answerer } from "./context";
import { price } from "./pricing";
import { currentTeam, rateOf } from "./team";
import type { PartReading } from "../types";

/**
 * A figure of ours said back to be confirmed, after a price (decision 0139): "et le taux horaire c'est 14 + 17
 * alors ?", "so it's $2,720 a month?", "entonces son 31 la hora?". Never a bare yes: the figure is checked against
 * the team in focus, and the price follows.
 */
const ADDED = /\d\s*\$?\s*(\+|plus|and|y|mas|et)\s*\$?\s*\d/;
/** Asks for a figure rather than saying one back: "how much is 14 + 17?" is arithmetic for us to give. */
const ASKS_FIGURE = /\b(how much|what'?s|what is|what are|cuanto|cuanta|cuantos|combien|quel|quelle)\b/;
/** The figure said as the answer ("so it's $2,720 a month?", "c'est 14 + 17 alors ?", "entonces son 31 la hora?")… */
const SAID_AS_ANSWER =
  /\b(it'?s|it is|that'?s|that is|thats|comes to|would be|will be|c'est|ce sera|ce serait|ca fait|cela fait|son|seria|serian|sera|seran|serait)\s+(like |about |around |roughly |environ |como |unos )?\$?\s?\d/;
/** Days or weeks counted ("los plazos son 45 y 180 dias, verdad?"): a deadline, no price of ours. */
const DAYS = /\d\s*(days?|dias|jours|weeks?|semanas?|semaines?)\b/;
/** …or checked with a tag ("so 3840 a month right?", "1920 en total, verdad?"). */
const TAGGED =
  /\d[^?]{0,25}\b(right|correct|verdad|cierto|correcto|c'est ca|c'est bien ca|exact|n'est-ce pas)\s*\?*\s*$/;

/** …or put to be confirmed: "confirm paralegals are $9/hr", "are paralegals $9 an hour?", "confirma que cuesta $10". */
const CONFIRM =
  /\b(confirm|confirma\w*|confirme\w*)\b.{0,40}\d|^(are|is|son|es|sont|est-ce que) ([\w/-]+ ){1,3}(only |just |solo |seulement )?\$\s?\d/;
/** A figure set against another ("ur calculator says in-house is $29.31/hr vs yours", "the ad says 950-1400"). */
const SET_AGAINST = /\b(vs|versus|but|pero|mais|in-?house|calculator|calculadora|ad|posting|job|vacante|offre)\b/;

/** Hours said beside a rate ("160 h at $17?"): a month's or a week's hours of our engagements. */
const HOURS = [20, 40, 80, 160];

/** A figure of money, not a head count ("and for 2 of them?"): a dollar sign, a sum, a rate's words, or hundreds. */
const MONEY_SAID =
  /\$|\d\s*(usd|dollars?|dolares|bucks)\b|\b(rate|hourly|an hour|per hour|\/h|\/hr|la hora|por hora|tarifa|taux|l'heure|de l'heure|horaire)\b/;

/** The visitor says a figure back to be confirmed (a sum of money, no question of their own for a figure). */
export function figureSaidBack(raw: string): boolean {
  const t = fold(raw);
  const said = figuresIn(t);
  const money = MONEY_SAID.test(t) || ADDED.test(t) || said.some((n) => n >= 100);
  const confirms = (SAID_AS_ANSWER.test(t) || TAGGED.test(t) || CONFIRM.test(t)) && !DAYS.test(t);
  return said.length > 0 && money && confirms && !ASKS_FIGURE.test(t) && t.split(/\s+/).length <= 14;
}

/** A figure said back about the price in focus, or about a role the part names ("confirm paralegals are $9/hr"). */
export const saidBackToCheck = (part: PartReading, priceInFocus: boolean) =>
  (priceInFocus || (part.entities.roles.length > 0 && !SET_AGAINST.test(fold(part.raw)))) &&
  figureSaidBack(part.raw) &&
  !part.pay &&
  !part.safety;

export const figureChecked: Answerer = async (ctx) => {
  // (The figures said are no head count or hours: "14 + 17" is two rates, not fourteen paralegals.)
  const e = ctx.part.entities;
  const plain = { ...ctx, part: { ...ctx.part, entities: { ...e, counts: [], customHours: [], months: [] } } };
  const team = currentTeam(plain);
  const priced = await price(plain);
  if (!team.length) return { ...priced, topic: priced.topic ?? "price" };
  const said = figuresIn(fold(ctx.part.raw));
  const roles = team.map((m) => roleFact(ctx, m.role));
  const rates = team.map((m, i) => rateOf(roles[i], m.tier));
  const monthly = ctx.state.figures?.at(-1)?.monthly;
  const both = roles.find((r) => said.includes(r.rates.standard) && said.includes(r.rates.multilingual));
  const sum = roles.find((r) => said.includes(r.rates.standard + r.rates.multilingual));
  const added = both && ADDED.test(fold(ctx.part.raw)) ? both : sum;
  const verdict = added
    ? t(ctx, "price.notAdded", { multi: usd(added.rates.multilingual), standard: usd(added.rates.standard) })
    : said.every((n) => rates.includes(n) || n === monthly || HOURS.includes(n))
      ? t(ctx, "price.figureRight")
      : t(ctx, "price.figureWrong");
  return { ...priced, text: `${verdict} ${priced.text}`, topic: priced.topic ?? "price" };
};
