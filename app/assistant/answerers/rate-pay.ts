import type { RoleSlug } from "~/content/types";
import { fold, tokenize } from "~/text/normalise";
import { asksPay, comparesRateAndPay, quotesFigure } from "../asker";
import { entityIndex, figuresIn, moneyAmounts } from "../entities.server";
import type { JobFact, Knowledge } from "../knowledge.server";
import { joinList, link, usd } from "../phrases.server";
import type { Member, Outcome } from "../types";
import { fact, page, roleFact, roleLink, t, value, type Answerer, type Ctx } from "./context";
import { periodOnly } from "../part-shape";
import { monthsAsked } from "./period";
import { unpublished } from "./unpublished";
import { tierName } from "./team";
import { FOR_ME } from "../seeker-words";

/**
 * A firm's rate is not a professional's pay, and a posting's pay is not a firm's price: the role's
 * hourly rate (what a law firm pays us) beside the pay its openings publish, whichever of the two
 * the visitor quoted or asked for. How the rate is split between the two is not published.
 * Openings are the staff's; each is matched to a role by the role names in its title.
 */
export function roleOfJob(job: JobFact): RoleSlug | undefined {
  return entityIndex()
    .find(tokenize(job.name))
    .find((f) => f.kind === "roles")?.value as RoleSlug | undefined;
}

/** Every figure the pricing table publishes: each role's hourly rates and their monthly totals. */
export function publishedFigures(k: Knowledge): Set<number> {
  const hours = k.tiers.map((x) => x.hoursPerMonth).filter((h): h is number => !!h);
  return new Set(
    k.roles.flatMap((r) =>
      [r.rates.standard, r.rates.multilingual].flatMap((rate) => [rate, ...hours.map((h) => h * rate)]),
    ),
  );
}

/**
 * A figure quoted that is one of our published prices ("it says $2,240 a month…"); `bare`: a monthly total said
 * without a dollar sign counts too ("is that 1200 going to me??").
 */
export function quotesOurPrice(text: string, k: Knowledge, bare = false): boolean {
  const figures = publishedFigures(k);
  const said = bare ? figuresIn(text).filter((n) => n >= 100) : [];
  return [...moneyAmounts(text), ...said].some((n) => figures.has(n));
}

/** The role the part names, or the role of the opening it names, or the conversation's. */
function roleAsked(ctx: Ctx): RoleSlug | undefined {
  const named = ctx.part.entities.roles[0]?.value ?? ctx.message.parts.flatMap((p) => p.entities.roles)[0]?.value;
  if (named) return named;
  const jobSlug = ctx.message.parts.flatMap((p) => p.entities.jobs)[0]?.value ?? ctx.part.entities.jobs[0]?.value;
  const job = jobSlug ? ctx.k.jobs.find((j) => j.slug === jobSlug) : undefined;
  return (job && roleOfJob(job)) ?? (job ? undefined : ctx.state.role);
}

const openingsOf = (ctx: Ctx, slug: RoleSlug) => ctx.k.jobs.filter((j) => roleOfJob(j) === slug && j.pay);

/** "[Case Manager] $950 - $1,400 a month (Full-time)": what each opening publishes it pays, for what hours. */
const openingsPay = (ctx: Ctx, jobs: JobFact[]) =>
  joinList(
    jobs.map((j) => {
      const type = j.employmentType
        ? ` (${value(ctx, "employmentTypes", j.employmentType).replace(/ \((.*)\)$/, ", $1")})`
        : "";
      return `${link(j.name, j.link)} ${usd(j.pay!.min)} - ${usd(j.pay!.max)} ${t(ctx, "job.perMonth")}${type}`;
    }),
    ctx.lang,
  );

/**
 * A price asked after our rate was set against a posting's pay ("and legal admin part time, same question", "y a
 * tiempo completo cuánto paga la firma"): the price stands, and the pay of the one role priced is said beside it again,
 * so the firm's figure is not read as a wage.
 */
export function withPayBeside(ctx: Ctx, outcome: Outcome, topicBefore: string | undefined): Outcome {
  const roles = new Set(ctx.state.members?.map((m) => m.role));
  if (topicBefore !== "price.vs_pay" || outcome.kind !== "fact" || roles.size !== 1) return outcome;
  // (A bilingual hire priced beside an English-only opening would read as that hire's pay: only bilingual openings.)
  const bilingual = ctx.state.members?.some((m) => m.tier === "multilingual");
  const jobs = openingsOf(ctx, [...roles][0]).filter((j) => !bilingual || /bilingual|bilingue/i.test(j.name));
  if (!jobs.length) return outcome;
  return { ...outcome, text: `${outcome.text} ${t(ctx, "price.stillNotPay", { jobs: openingsPay(ctx, jobs) })}` };
}

/** The role's rate (the one the visitor quoted, if it is one of the role's) and its openings' pay. */
function bothSides(ctx: Ctx, slug: RoleSlug): string {
  const role = roleFact(ctx, slug);
  const quoted = moneyAmounts(ctx.message.text);
  // (A follow-up keeps the tier of the role in focus: "donc vous gardez combien ?" after the bilingual rate.)
  const inFocus =
    (ctx.followUp || ctx.state.topic === "price.vs_pay") &&
    ctx.state.members?.[0]?.role === slug &&
    ctx.state.members[0].tier === "multilingual";
  // ("Donc je toucherais 2400 par mois ?" after the bilingual secretary: a monthly total of the Multilingual rate.)
  const monthly = (rate: number) =>
    figuresIn(ctx.message.text).some((n) => ctx.k.tiers.some((x) => x.hoursPerMonth && n === rate * x.hoursPerMonth));
  // (Bilingual said outright is the Multilingual rate, whatever rate was quoted: "$12/hr for a bilingual intake person".)
  const saysBilingual = ctx.message.parts.some((p) => p.entities.tiers.some((x) => x.value === "multilingual"));
  const bilingual =
    quoted.has(role.rates.multilingual) ||
    saysBilingual ||
    (monthly(role.rates.multilingual) && !monthly(role.rates.standard)) ||
    (!quoted.has(role.rates.standard) && (inFocus || ctx.message.parts.some((p) => p.entities.languages.length > 0)));
  const rate = bilingual ? role.rates.multilingual : role.rates.standard;
  const fullHours = ctx.k.tiers.find((x) => x.key === "full-time")?.hoursPerMonth ?? 160;
  const contractHours = ctx.k.tiers.find((x) => x.key === "contract")?.hoursPerMonth ?? 80;
  const jobs = openingsOf(ctx, slug);
  const openings = jobs.length
    ? t(ctx, "price.vsPayOpenings", { jobs: openingsPay(ctx, jobs) })
    : t(ctx, "price.vsPayNoOpening", { careers: page(ctx, "careers") });
  ctx.state.role = slug;
  // (One opening quoted is the one asked of next: "so whats that hourly", "and when does that posting close".)
  if (jobs.length === 1) ctx.state.job = jobs[0].slug;
  // (The schedule said is kept for a period asked next: "and per year for us?" after "full time, what does it cost us".)
  const schedule = ctx.message.parts.flatMap((p) => p.entities.schedules)[0]?.value as Member["schedule"];
  ctx.state.members = [{ role: slug, tier: bilingual ? "multilingual" : undefined, schedule }];
  return `${t(ctx, bilingual ? "price.vsPayMultilingual" : "price.vsPay", {
    tier: tierName(ctx, "multilingual"),
    role: roleLink(ctx, slug),
    rate: usd(rate),
    contractMonth: usd(rate * contractHours),
    contractHours,
    fullHours,
    fullMonth: usd(rate * fullHours),
  })} ${openings}`;
}

/**
 * "And per year for us?", "¿y al año?" after the rate set against the pay: both over the months asked, the pay first to
 * one who earns it.
 */
function overMonths(ctx: Ctx, slug: RoleSlug, months: number): string {
  const member = ctx.state.members?.find((m) => m.role === slug);
  const role = roleFact(ctx, slug);
  const bilingual = member?.tier === "multilingual";
  const rate = bilingual ? role.rates.multilingual : role.rates.standard;
  const hoursOf = (key: string) => ctx.k.tiers.find((x) => x.key === key)?.hoursPerMonth ?? 0;
  const hours = member?.schedule ? hoursOf(member.schedule) : 0;
  const roleLinked = roleLink(ctx, slug);
  const price = hours
    ? t(ctx, "price.vsPayOver", { months, total: usd(rate * hours * months), role: roleLinked, hours, rate: usd(rate) })
    : t(ctx, "price.vsPayOverEither", {
        months,
        role: roleLinked,
        rate: usd(rate),
        contractHours: hoursOf("contract"),
        contractTotal: usd(rate * hoursOf("contract") * months),
        fullHours: hoursOf("full-time"),
        fullTotal: usd(rate * hoursOf("full-time") * months),
      });
  const jobs = openingsOf(ctx, slug).filter((j) => !bilingual || /bilingual|bilingue/i.test(j.name));
  const pays = jobs.map(
    (j) =>
      `${link(j.name, j.link)} ${usd(j.pay!.min * months)} - ${usd(j.pay!.max * months)} (${usd(j.pay!.min)} - ${usd(j.pay!.max)} ${t(ctx, "job.perMonth")})`,
  );
  const pay = pays.length ? t(ctx, "job.payOver", { months, jobs: joinList(pays, ctx.lang) }) : "";
  const seeker = ctx.state.asker === "seeker" || ctx.part.asker === "seeker" || FOR_ME.test(fold(ctx.part.raw));
  return (seeker ? [pay, price] : [price, pay]).filter(Boolean).join(" ");
}

export const rateVsPay: Answerer = (ctx) => {
  const slug = roleAsked(ctx);
  if (!slug) return fact(t(ctx, "price.vsPayGeneral", { roles: page(ctx, "roles"), careers: page(ctx, "careers") }));
  // (Not a point in time: "et le salaire augmente après 6 mois ?" asks of a raise.)
  // ("Et par an ça fait combien pour moi ?": the period asked of one's own side, read as the rate against the pay.)
  const forMe = FOR_ME.test(fold(ctx.part.raw));
  const overPeriod =
    (ctx.followUp || forMe) &&
    ctx.state.topic === "price.vs_pay" &&
    (periodOnly(ctx.part) || forMe) &&
    !AFTER_A_WHILE.test(fold(ctx.part.raw));
  const months = overPeriod ? monthsAsked(ctx) : undefined;
  if (months && months > 1) return fact(overMonths(ctx, slug, months));
  // "It says $14, is that what I'd earn?" is answered no; "what do your paralegals get paid?" is simply answered.
  const text = ctx.message.text;
  // (Not to another question beside the figures: "is that even legal??", "c'est par mois ?".)
  // ("Entonces a tiempo completo serían 2400 para mí?": one's own pay put as a figure, however it is written.)
  // ("Si trabajo 20 horas a la semana cuánto gano al mes?" asks a figure: no yes or no.)
  const howMuch =
    /\b(how much|cuanto|cuanta|combien)\b.{0,15}\b(gano|ganaria|ganare|gagne|gagnerais|touche|toucherais|(would|will|do) i (make|earn|get)|i'?d (make|earn|get)|i (make|earn|get))\b/.test(
      fold(text),
    );
  // ("So if i did full time instead id get double that?": one's own pay put as a multiple of the figure.)
  const earnsIt =
    I_WOULD_EARN.test(fold(text)) &&
    /\d|\b(double|twice|el doble|le double)\b/.test(fold(text)) &&
    !WH_QUESTION.test(fold(text));
  const no =
    (earnsIt && !howMuch) ||
    ((quotesFigure(text) || quotesOurPrice(text, ctx.k, true)) &&
      // ("Donc je toucherais 2400 par mois ?": one's own pay asked, by the month: no.)
      (!OTHER_QUESTION.test(fold(text)) || (!JUDGED.test(fold(text)) && I_WOULD_EARN.test(fold(text)))) &&
      // ("The legal admin job is 600-850. what do law firms pay u for that?" asks a figure: no yes or no to answer.)
      !WH_QUESTION.test(fold(text)) &&
      !howMuch &&
      (comparesRateAndPay(text) || (asksPay(text) && quotesOurPrice(text, ctx.k, true))));
  return fact(`${no ? `${t(ctx, "answer.no")} ` : ""}${bothSides(ctx, slug)} ${t(ctx, "price.splitUnpublished")}`);
};

const AFTER_A_WHILE =
  /\b(after|despues|apres|au bout|raise|rais\w*|increase\w*|aument\w*|sube|subir|augment\w*|hausse|review)\b/;

/** A question opened by what, how much or why ("…20h/wk. what do law firms pay u for that?"), not "is that what I'd earn?". */
const WH_QUESTION =
  /(^|[.?!,;:]\s*|\b(and|so|ok|okay|but|then|y|et|donc|alors|pero|mais|entonces)\s+)(what|whats|what's|which|how much|how many|why|cuanto|cuanta|cuantos|cual|cuales|por que|combien|quel|quelle|pourquoi|c'est quoi)\b|\b(cuanto|combien|quoi)\s*\?/;

/** A yes-or-no question beside the figures that a bare "No" would answer wrongly. */
const OTHER_QUESTION =
  /\b(legal|legit|lawful|normal|fair|ok|okay|allowed|per month|a month|monthly|par mois|al mes|por mes|mensuel\w*|mensual\w*|juste|justo|licite)\s*\?/;

const JUDGED = /\b(legal|legit|lawful|normal|fair|allowed|juste|justo|licite)\s*\?/;
const I_WOULD_EARN =
  /\b(seria|serian|would be|ce serait|ca ferait|ca fait)\b.{0,25}\b(para mi|for me|pour moi)\b|\b(i'?d|i would|would i|will i|i'?ll) (make|earn|get|take home)\b|\bje (toucherais|toucherai|gagnerais|gagnerai)\b|\b(yo )?(ganaria|cobraria|recibiria|gano|ganare)\b/;

/** "What cut do you keep from the $14?": the split is not published; both published figures of the role, if one is in focus. */
export const margin: Answerer = async (ctx) => {
  const slug = roleAsked(ctx);
  const outcome = await unpublished(ctx);
  if (!slug) return outcome;
  const said = t(ctx, "unpublished", { topic: ctx.spec?.topic?.[ctx.lang] ?? "" });
  return { ...outcome, text: `${said} ${bothSides(ctx, slug)}` };
};
