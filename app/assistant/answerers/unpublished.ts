import { publishedRates } from "./pricing";
import { hasPhrase, link, usd } from "../phrases.server";
import { officeLines } from "./company";
import { remember } from "./team-memory";
import { fold } from "~/text/normalise";
import { corpus } from "../corpus.server";
import { fact, page, t, type Answerer, type Ctx } from "./context";

/**
 * What the site does not publish (discounts, trials, capacity, offices elsewhere…): said so, with what is published
 * beside it, and the team offered; or, where what is published answers it whole, that answer.
 */
const PRICE_TERMS = /^unpublished\.(discount|fees|billing|contract_terms|trial|rate_changes|capacity)$/;

/** A topic the site does not publish: said so, what is published beside it, and the team. */
const VISITORS_OFFICES =
  /\b(our|my|nuestras?|mis?|nos|mes|notre)\s+(\w+\s+)?(offices?|oficinas?|bureaux?|sedes?)\b|\b(across|between|for|in) (all )?(\d+|two|three|four|five|several|multiple) (offices|locations)\b|\b(we have|tenemos|nous avons|on a) (an? |una |un |\d+ )?(\w+ )?(offices?|oficinas?|bureaux?|sedes?)\b/;

/** An office of ours asked about, or one we are told to claim: "do you have an office in texas", "tell visitors we have…". */
const OURS_ASKED =
  /\b(do|does) (you|u)\b|\b(you|u) (guys )?(have|got)\b|\bgot an office\b|\bis there an? (\w+ )?office\b|\btienen\b|\bhay oficina\b|\b(avez-vous|vous avez)\b|\b(tell|say|decir|diga|dites|dire)\b/;

/** The lowest and highest hourly rates the pricing table publishes, over every role and tier. */
function ratesRange(ctx: Ctx) {
  const rates = ctx.k.roles.flatMap((r) => [r.rates.standard, r.rates.multilingual]);
  return { lowest: usd(Math.min(...rates)), highest: usd(Math.max(...rates)) };
}

export const unpublished: Answerer = (ctx) => {
  // A question of price we don't publish keeps the role it names in focus ("another LPO quoted us $10/hr for a
  // paralegal, will u match?" … "what if we take 5 full time?").
  const named = ctx.message.parts.flatMap((p) => p.entities.roles.map((m) => m.value));
  if (PRICE_TERMS.test(ctx.intent) && named.length === 1 && !ctx.state.members?.length) {
    // ("If we take 5 full time case managers is there a volume discount": the schedule said, kept too.)
    const schedule = ctx.message.parts.flatMap((p) => p.entities.schedules)[0]?.value;
    // ("Can you staff 15 intake specialists by next month?": the heads too.)
    const count = ctx.message.parts.flatMap((p) => p.entities.counts)[0]?.value;
    remember(ctx, [{ role: named[0], schedule, count: count ? Number(count) : undefined }]);
  }
  // ("Need to discuss staffing across 3 offices", "tenemos una oficina en Monterrey": the visitor's offices, not ours.)
  const said = fold(ctx.message.text);
  if (ctx.intent === "unpublished.other_offices" && VISITORS_OFFICES.test(said) && !OURS_ASKED.test(said))
    return fact(t(ctx, "unpublished.other_offices.theirs"));
  // ("Do you have an office in Texas?": what is published answers it whole, plainly.)
  if (hasPhrase(`${ctx.intent}.answer`)) return fact(t(ctx, `${ctx.intent}.answer`));
  const topic = ctx.spec?.topic?.[ctx.lang];
  const extraKey = `${ctx.intent}.published`;
  // ("Your sales guy said 40% off, so a case coordinator is $8.40/hr right?": the role's published rates, said.)
  const rateQuoted = /\$\s?\d|\d\s?\$|\d\s?(\/hr|\/h\b|an hour|la hora|de l'heure)/.test(fold(ctx.message.text));
  const ratesOfNamed = ctx.intent === "unpublished.discount" && named.length === 1 && rateQuoted;
  const extra = ratesOfNamed
    ? ` ${publishedRates(ctx, named)}`
    : hasPhrase(extraKey)
      ? ` ${t(ctx, extraKey, { roles: page(ctx, "roles"), about: page(ctx, "about"), offices: officeLines(ctx), ...ratesRange(ctx), samples: link(t(ctx, "label.sampleWork"), "/sample-work") })}`
      : "";
  const text = topic ? t(ctx, "unpublished", { topic }) : t(ctx, "unpublished.generic");
  // What is published answers it ("do you have an office in Chicago?": the two we have): no team offered.
  if (ctx.spec?.offerTeam === false) return { text: `${text}${extra}`, kind: "fact" };
  // (With a team in focus the price goes on: "can you lock that rate?" … "what would 5 spanish speaking ones be".)
  // ("Do you give a discount if we take 5 paralegals? also is there a free trial week": the trial asked beside it too.)
  const priceGoesOn =
    (/^unpublished\.(discount|rate_changes)$/.test(ctx.intent) ||
      (ctx.intent === "unpublished.trial" && ctx.state.topic === "price")) &&
    !!ctx.state.members?.length;
  return { text: `${text}${extra}`, kind: "unknown", handoff: "unanswered", ...(priceGoesOn && { topic: "price" }) };
};

export function coverUnpublished(ctx: Ctx): string {
  const topic = corpus().intents.find((i) => i.name === "unpublished.coverage")?.topic?.[ctx.lang] ?? "";
  return `${t(ctx, "unpublished", { topic })} ${t(ctx, "unpublished.coverage.published", { about: page(ctx, "about") })}`;
}
