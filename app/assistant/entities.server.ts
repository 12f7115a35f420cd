import { allCatalogueEntries } from "~/content/service-catalogues";
import { practiceAreas } from "~/content/practice-areas";
import { roles } from "~/content/roles";
import { serviceListPages } from "~/content/home";
import { serviceListPaths } from "~/content/service-lists";
import { staticServicePages } from "~/content/static-services";
import type { RoleSlug } from "~/content/types";
import { corpus, type Corpus } from "./corpus.server";
import { EntityIndex, type Found, type Kind } from "./phrase-index";
import { quotedNames } from "./passages.server";
import { siteContent } from "~/content/load-content.server";
import { LANGS, type Entities, type Lang, type Mention, type Schedule } from "./types";

/**
 * What a part names, found in its tokens: roles, practice areas, services, offices, languages,
 * tiers, engagement hours and head counts, each named by the content (titles) and by the everyday
 * words in content/assistant/entities.yaml, in all three languages, matched with typo tolerance
 * (one edit in words of five letters or more, two from nine) and plurals.
 */
let index: EntityIndex | undefined;

/** The index of everything the content names (built once; jobs are matched by the knowledge, which changes). */
export function entityIndex(c: Corpus = corpus()): EntityIndex {
  if (index) return index;
  const built = new EntityIndex();
  const e = c.entities;
  for (const role of roles) {
    built.add("roles", role.slug, role.title.replace("/", " "));
    for (const name of role.title.split("/")) built.add("roles", role.slug, name);
    for (const lang of LANGS) {
      for (const alias of e.roles[role.slug]?.aliases[lang] ?? []) built.add("roles", role.slug, alias);
      const local = quotedNames(lang).roles[role.slug];
      if (local) for (const name of local.split("/")) built.add("roles", role.slug, name);
    }
  }
  for (const area of practiceAreas) {
    for (const name of [area.title, area.practiceName ?? "", ...area.title.split(/[/&]| and /)])
      if (name.trim()) built.add("areas", area.slug, name);
    for (const lang of LANGS) {
      for (const alias of e.areas[area.slug]?.aliases[lang] ?? []) built.add("areas", area.slug, alias);
      const local = quotedNames(lang).areas[area.slug];
      if (local) built.add("areas", area.slug, local);
    }
  }
  const serviceNames: [string, string][] = [
    ...allCatalogueEntries.map((entry) => [entry.slug, entry.name] as [string, string]),
    ...staticServicePages.map((page) => [page.slug, page.title] as [string, string]),
    ...serviceListPaths.map((slug) => [slug, serviceListPages[slug].title] as [string, string]),
  ];
  for (const [slug, name] of serviceNames) {
    built.add("services", slug, name);
    for (const lang of LANGS) {
      for (const alias of e.services[slug]?.aliases[lang] ?? []) built.add("services", slug, alias);
      const local = quotedNames(lang).services[slug];
      if (local) built.add("services", slug, local);
    }
  }
  for (const [office, spec] of Object.entries(e.offices))
    for (const alias of spec.aliases) built.add("offices", office, alias);
  for (const tier of ["multilingual", "standard"] as const)
    for (const lang of LANGS) for (const alias of e.tiers[tier][lang]) built.add("tiers", tier, alias);
  for (const schedule of ["full-time", "contract"] as const)
    for (const lang of LANGS) for (const alias of e.schedules[schedule][lang]) built.add("schedules", schedule, alias);
  for (const language of ["spanish", "french"] as const)
    for (const lang of LANGS) for (const alias of e.languages[language][lang]) built.add("languages", language, alias);
  for (const [key, spec] of Object.entries(e.otherLanguages))
    for (const alias of spec.aliases) built.add("otherLanguages", key, alias);
  index = built;
  return built;
}

/** A number written as digits or words ("2", "two", "dos", "deux"), or undefined. */
export function readNumber(token: string, c: Corpus = corpus()): number | undefined {
  if (/^\d{1,3}$/.test(token)) return Number(token);
  for (const lang of LANGS) {
    const n = c.entities.numbers[lang][token];
    if (n !== undefined) return n;
  }
  return undefined;
}

/**
 * The numbers a text writes as money ("$12", "12$", "12 dollars", "15 dólares", "20 USD"): a price
 * or a wage, never a head count or hours.
 */
// Thousands as each language writes them: "$2,240", "2 240 $", "2.240 dólares".
const AMOUNT = String.raw`\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+(?![\d])(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?`;
const MONEY = new RegExp(
  String.raw`\$\s?(${AMOUNT})|(${AMOUNT})\s?(?:\$|usd\b|us dollars?\b|dollars?\b|d[oó]lares\b|bucks\b|euros?\b|€)`,
  "gi",
);

/** "2 240" → 2240, "2.240" → 2240, "12.50" → 12. */
function amountOf(written: string): number {
  const grouped = written.match(/^(\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+)(?:[.,]\d{1,2})?$/);
  return Math.floor(Number(grouped ? grouped[1].replace(/[ ,.\u00a0\u202f]/g, "") : written.replace(",", ".")));
}

/** "5k", "$7.5k": thousands. */
const THOUSANDS = /(?:\$\s?)?\b(\d{1,3}(?:[.,]\d)?)\s?k\b/gi;

/** Every figure typed, with or without a dollar sign ("14 + 17", "that 1200", "$2,720"), thousands read whole. */
export function figuresIn(text: string): number[] {
  return [...text.matchAll(/(\d{1,3}(?:,\d{3})+|\d+)(?:[.,]\d{1,2})?/g)]
    .map((m) => Number(m[1].replace(/,/g, "")))
    .filter((n) => n > 0);
}

export function moneyAmounts(text: string): Set<number> {
  const amounts = new Set<number>();
  for (const m of text.matchAll(MONEY)) amounts.add(amountOf(m[1] ?? m[2]));
  for (const m of text.matchAll(THOUSANDS)) {
    const n = Number(m[1].replace(",", "."));
    amounts.add(Math.round(n * 1000));
  }
  // (A percentage is no head count either: "appliquez 30 % de remise" is not thirty people.)
  for (const m of text.matchAll(/(\d+(?:[.,]\d+)?)\s*(%|percent\b|per cent\b|por ?ciento\b|pour ?cent\b|pct\b)/gi))
    amounts.add(Number(m[1].replace(",", ".")));
  return amounts;
}

const HOUR_WORDS = new Set(["hours", "hour", "h", "hr", "hrs", "horas", "hora", "heures", "heure"]);
const WEEK_WORDS = new Set([
  "week",
  "weeks",
  "semana",
  "semanas",
  "semaine",
  "semaines",
  "weekly",
  "semanales",
  "hebdomadaires",
]);
const MONTH_WORDS = new Set(["month", "months", "mes", "meses", "mois", "monthly", "mensuales"]);
const DAY_WORDS = new Set(["day", "days", "daily", "dia", "dias", "diario", "diarias", "jour", "jours", "quotidien"]);

const ANOTHER = /^(one|another|other|at|a|otro|otra|otros|el|la|l|de|autre|un|une|uno|una)$/;

/** Hours a week or a month: a published engagement (by the pricing table's hours), or a custom figure. */
function findHourFigures(tokens: string[], money: Set<number>): { schedules: Mention<Schedule>[]; custom: Mention[] } {
  const schedules: Mention<Schedule>[] = [];
  const custom: Mention[] = [];
  const tiers = siteContent().pricingTiers.filter((t) => t.hoursPerMonth);
  for (let i = 0; i < tokens.length; i++) {
    // "20hrs", "20h": the figure and its unit typed as one word.
    const glued = /^(\d{1,3})(h|hr|hrs|hours?|horas?|heures?)$/.exec(tokens[i]);
    const n = glued ? Number(glued[1]) : /^\d{1,3}$/.test(tokens[i]) ? Number(tokens[i]) : readNumber(tokens[i]);
    const unit = glued ? 0 : 1;
    // "One 20hrs/wk, one 40", "a 20 horas y otra a 40": a bare figure after hours said, for another head, in their unit.
    const again = schedules.at(-1);
    if (
      again &&
      !glued &&
      n !== undefined &&
      !money.has(n) &&
      !HOUR_WORDS.has(tokens[i + 1] ?? "") &&
      ANOTHER.test(tokens[i - 1] ?? "")
    ) {
      const unitBefore = again.end - again.start > 1 ? tokens.slice(again.end, again.end + 3) : [];
      const monthly = unitBefore.some((t) => MONTH_WORDS.has(t)) ? n : n * 4;
      const tier = tiers.find((t) => t.hoursPerMonth === monthly);
      if (tier && !/^(paralegals?|people|staff|personas|personnes|of|de|x)$/.test(tokens[i + 1] ?? ""))
        schedules.push({ value: tier.key as Schedule, start: i, end: i + 1 });
      continue;
    }
    if (n === undefined || (!glued && !HOUR_WORDS.has(tokens[i + 1] ?? "")) || money.has(n)) continue;
    const window = tokens.slice(i + 1 + unit, i + 4 + unit);
    const perWeek = window.some((t) => WEEK_WORDS.has(t));
    // ("40 hrs each. monthly cost?": "monthly" is the price asked, not the hours' period.)
    const perMonth = window.some(
      (t, j) => MONTH_WORDS.has(t) && !(MONTHLY.test(t) && PRICE_NOUN.test(tokens[i + 2 + unit + j] ?? "")),
    );
    // "4 hrs a day": a working week of five days, a month of four weeks, as the tiers count them.
    const perDay = !perWeek && !perMonth && window.some((t) => DAY_WORDS.has(t));
    const monthly = perDay ? n * 20 : perWeek ? n * 4 : n;
    // No period said: a month's hours of a tier ("160 hours"), else a week's ("40 hrs", "20 hours").
    const tier =
      tiers.find((t) => t.hoursPerMonth === monthly) ??
      (perWeek || perMonth ? undefined : tiers.find((t) => t.hoursPerMonth === n * 4));
    const end = i + 1 + unit;
    if (tier && (perWeek || perMonth || perDay || n >= 20))
      schedules.push({ value: tier.key as Schedule, start: i, end });
    else if (perWeek || perMonth || perDay) custom.push({ value: String(monthly), start: i, end });
  }
  return { schedules, custom };
}

const MONTHLY = /^(monthly|mensual|mensuel|mensuelle)$/;
const PRICE_NOUN =
  /^(cost|costs|price|prices|total|rate|bill|fee|fees|budget|figure|amount|quote|costo|precio|cout|prix)$/;

const TIME_TOLD =
  /^(gap|gaps|delay|delays|old|ago|late|behind|break|wait|lapse|pause|hiatus|overdue|brecha|retraso|atraso|hueco|retard|interruption|trou)$/;

/**
 * How long an engagement runs, in months: "for 3 months", "a 3 month project", "sur 6 mois", "durante dos meses",
 * "2 years" (24). Not "80 hours a month" (hours) nor a sum of money.
 */
function findMonths(tokens: string[], money: Set<number>): Mention<`${number}`>[] {
  const months: Mention<`${number}`>[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const n = readNumber(tokens[i]);
    if (n === undefined || n < 1 || n > 60 || money.has(n)) continue;
    const unit = tokens[i + 1] ?? "";
    const years = /^(year|years|ano|anos|an|ans|annee|annees)$/.test(unit);
    // ("A 4 month gap in her treatment", "3 months behind on rent": a time told, not an engagement's length.)
    if (TIME_TOLD.test(tokens[i + 2] ?? "")) continue;
    if ((MONTH_WORDS.has(unit) && unit !== "monthly" && unit !== "mensuales") || years)
      months.push({ value: `${years ? n * 12 : n}`, start: i, end: i + 2 });
  }
  return months;
}

/** The calendar's months by name and short name, in the three languages (folded): January is 0. */
const CALENDAR: string[][] = [
  ["january", "jan", "enero", "ene", "janvier", "janv"],
  ["february", "feb", "febrero", "fevrier", "fevr"],
  ["march", "mar", "marzo", "mars"],
  ["april", "apr", "abril", "abr", "avril"],
  ["may", "mayo", "mai"],
  ["june", "jun", "junio", "juin"],
  ["july", "jul", "julio", "juillet", "juil"],
  ["august", "aug", "agosto", "ago", "aout"],
  ["september", "sept", "sep", "septiembre", "setiembre", "septembre"],
  ["october", "oct", "octubre", "octobre"],
  ["november", "nov", "noviembre", "novembre"],
  ["december", "dec", "diciembre", "dic", "decembre"],
];
const monthOfYear = (token: string) => CALENDAR.findIndex((names) => names.includes(token));
/** What stands between the two months of a range: "to", "through", "a", "hasta", "jusqu'à", or nothing ("jan-mar"). */
const RANGE_LINK = /^(to|through|thru|till|til|until|and|a|al|hasta|y|au|jusqu|et)$/;

/**
 * "From December through March", "de enero a marzo", "de novembre à janvier", "jan-mar": the months of the range,
 * both ends counted (across the new year too). "And"/"y"/"et" link a range only after "between"/"entre". Read on
 * the words as typed: the speller would make "novembre" "nombre".
 */
export function monthRange(words: string[]): number | undefined {
  // (More months named than a range's two ends: a plan month by month, not one team over the range.)
  if (words.filter((w) => monthOfYear(w) >= 0 && w !== "may").length > 2) return undefined;
  for (let i = 0; i < words.length; i++) {
    const from = monthOfYear(words[i]);
    if (from < 0 || (words[i] === "may" && !/^(from|between|since)$/.test(words[i - 1] ?? ""))) continue;
    let j = i + 1;
    while (j < words.length && j <= i + 2 && RANGE_LINK.test(words[j])) j++;
    const to = monthOfYear(words[j] ?? "");
    if (to < 0 || to === from) continue;
    const links = words.slice(i + 1, j);
    if (links.some((w) => /^(and|y|et)$/.test(w)) && !/^(between|entre)$/.test(words[i - 1] ?? "")) continue;
    return ((to - from + 12) % 12) + 1;
  }
  return undefined;
}

const PERIOD_UNIT = /^(weeks?|semanas?|semaines?|years?|anos?|ans|annees?|days?|dias?|jours?|quarters?|trimestres?)$/;

/** Head counts: a number before a role or a word for people ("2 paralegals", "three of them", "dos personas"). */
function findCounts(tokens: string[], found: Found[], money: Set<number>): Mention<`${number}`>[] {
  const counts: Mention<`${number}`>[] = [];
  const roleStarts = new Set(found.filter((f) => f.kind === "roles").map((f) => f.start));
  const modifierStarts = new Set(found.filter((f) => f.kind === "schedules" || f.kind === "tiers").map((f) => f.start));
  const people =
    /^(people|persons?|staff|hires|employees|members|professionals|personas|empleados|profesionales|personnes|employes|professionnels|of|de|them|those|ellos|ellas|eux)$/;
  for (let i = 0; i < tokens.length; i++) {
    // ("Un seul", "un solo": the article that is no number elsewhere.)
    const n =
      readNumber(tokens[i]) ?? (tokens[i] === "un" && /^(seul|solo)$/.test(tokens[i + 1] ?? "") ? 1 : undefined);
    // "20 hrs/week", "40 horas": hours, not people.
    if (n === undefined || n < 1 || n > 50 || HOUR_WORDS.has(tokens[i + 1] ?? "") || money.has(n)) continue;
    // "24/7 coverage": round the clock, not seven people.
    if ((tokens[i] === "7" && tokens[i - 1] === "24") || (tokens[i] === "24" && tokens[i + 1] === "7")) continue;
    // "hw much 4 a case manger": "4" typed for "for", not four people.
    if (tokens[i] === "4" && /^(a|an|the|u|us|me|my|our)$/.test(tokens[i + 1] ?? "")) continue;
    // "3 meses a tiempo completo", "for 6 weeks": a period, not people.
    if (MONTH_WORDS.has(tokens[i + 1] ?? "") || PERIOD_UNIT.test(tokens[i + 1] ?? "")) continue;
    // Up to three words between the number and the role ("2 bilingual full time paralegals").
    const near = [1, 2, 3, 4].find(
      (d) => roleStarts.has(i + d) && !tokens.slice(i + 1, i + d).some((t) => readNumber(t) !== undefined),
    );
    // "¿Y si son dos?", "and for 3": a number that ends the part counts people (of the previous turn).
    const last = i === tokens.length - 1 && !/^(one|un|une|uno|una)$/.test(tokens[i]);
    // "Make it 2 instead", "mejor 3 en vez": a number correcting the head count of the previous turn.
    const correcting =
      /^(instead|rather|en|au|plutot|then|only)$/.test(tokens[i + 1] ?? "") &&
      /^(it|make|mejor|que|plutot|just|only|solo|seulement)$/.test(tokens[i - 1] ?? "");
    // "What if i take 3 like that", "y si contrato 3 así", "prenez-en 2 comme ça": heads of the team priced before.
    const likeThat =
      /^(like|asi|igual|iguales|comme|pareil|pareils|pareilles|more|mas)$/.test(tokens[i + 1] ?? "") ||
      /^(take|hire|get|contrato|contratamos|contratar|contratara|tomo|tomamos|prends|prenons|embauche|embauchons)$/.test(
        tokens[i - 1] ?? "",
      );
    // "Sorry, just one but over 3 months", "une seule mais sur 3 mois", "solo una": one head, a correction.
    const justOne =
      n === 1 &&
      (/^(just|only|juste|seulement|solo|solamente|nomas)$/.test(tokens[i - 1] ?? "") ||
        /^(seul|seule|sola|solo|only)$/.test(tokens[i + 1] ?? ""));
    // "¿y dos a tiempo completo?", "two full time": a number before a schedule or a tier counts people too.
    const beforeModifier = [1, 2].some((d) => modifierStarts.has(i + d)) && !/^(one|un|une|uno|una)$/.test(tokens[i]);
    if (
      near !== undefined ||
      people.test(tokens[i + 1] ?? "") ||
      last ||
      beforeModifier ||
      correcting ||
      likeThat ||
      justOne
    )
      counts.push({ value: `${n}`, start: i, end: i + 1 });
  }
  return counts;
}

/** Everything the tokens name (numbers `money` holds are sums of money). Jobs come from the knowledge (they are the database's). */
export function extractEntities(
  tokens: string[],
  jobs: { find(tokens: string[]): Found[] } | null = null,
  money: Set<number> = new Set(),
): Entities {
  const found = entityIndex().find(tokens);
  const jobFound = jobs?.find(tokens) ?? [];
  const figures = findHourFigures(tokens, money);
  const of = <T extends string>(kind: Kind): Mention<T>[] =>
    found.filter((f) => f.kind === kind).map((f) => ({ value: f.value as T, start: f.start, end: f.end }));
  // "Une famille congolaise qui demande l'asile": the bare word for a family names people, not the area, beside
  // another area named.
  const areas = of("areas");
  const bareFamily = (m: Mention) => m.end - m.start === 1 && /^(family|familia|famille)$/.test(tokens[m.start]);
  // "Family of 3", "familia de 4": a household's size, never the area.
  const household = (m: Mention) =>
    bareFamily(m) && /^(of|de)$/.test(tokens[m.end] ?? "") && readNumber(tokens[m.end + 1] ?? "") !== undefined;
  const named = (areas.some((m) => !bareFamily(m)) ? areas.filter((m) => !bareFamily(m)) : areas).filter(
    (m) => !household(m),
  );
  return {
    roles: of<RoleSlug>("roles"),
    areas: named,
    services: of("services"),
    jobs: jobFound.map((f) => ({ value: f.value, start: f.start, end: f.end })),
    offices: of("offices"),
    otherLanguages: of("otherLanguages"),
    languages: of("languages"),
    tiers: of("tiers"),
    schedules: [...of<Schedule>("schedules"), ...figures.schedules].sort((a, b) => a.start - b.start),
    customHours: figures.custom,
    counts: findCounts(tokens, found, money),
    months: findMonths(tokens, money),
  };
}

/**
 * The tokens the classifier reads: roles, practice areas and services replaced by one word each
 * ("how much is a xrole"), so an example about one role teaches every role.
 */
export function featureTokens(tokens: string[], entities: Entities, areas = true): string[] {
  const spans = [
    ...entities.services.map((m) => ({ ...m, word: "xservice" })),
    ...entities.roles.map((m) => ({ ...m, word: "xrole" })),
    ...(areas ? entities.areas.map((m) => ({ ...m, word: "xarea" })) : []),
  ].sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const out: string[] = [];
  let i = 0;
  for (const span of spans) {
    if (span.start < i) continue;
    out.push(...tokens.slice(i, span.start), span.word);
    i = span.end;
  }
  out.push(...tokens.slice(i));
  return out.map((t) => (/^\d+$/.test(t) ? "xnum" : t));
}

export { dropContained, EntityIndex, type Found } from "./phrase-index";
export const languageNames = (key: string, lang: Lang, c: Corpus = corpus()) =>
  c.entities.otherLanguages[key]?.name[lang] ?? key;
