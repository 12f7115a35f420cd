import { fold, words } from "~/text/normalise";
import { monthRange, readNumber } from "../entities.server";
import { has, type Ctx } from "./context";

/** The period a figure is asked for: a month, an hour, a week, a year, or a number of months or weeks. */
export const MONTH =
  /^(month|months|monthly|mes|meses|mensual|mensuales|mensualmente|mois|mensuel|mensuelle|mensuels)$/;
export const HOURLY = /^(hour|hourly|hr|hora|horas|heure|horaire)$/;
export const WEEK = /^(week|weeks|weekly|semana|semanas|semanal|semaine|semaines|hebdomadaire)$/;
const YEAR_WORDS = /^(year|years|yearly|annual|annually|ano|anos|anual|anuales|annee|annees|annuel|annuelle)$/;
/** "For the quarter", "el trimestre", "un semestre": three months, six. */
const QUARTER = /^(quarter|quarters|quarterly|trimestre|trimestres|trimestral|trimestriel|trimestrielle)$/;
const HALF_YEAR = /^(semester|semestre|semestres|semestral|semestriel)$/;
/** Words that ask a figure over a period ("ok so for the quarter?", "and yearly?"): a follow-up of a price. */
export const PERIOD_WORDS = new RegExp(
  `${YEAR_WORDS.source}|${QUARTER.source}|${HALF_YEAR.source}|${WEEK.source}|${MONTH.source}`,
);
/** A year, said in the visitor's language: French "an" is a year, English "an" ("12$ an hour") is not. */
export const yearAsked = (ctx: Ctx) => has(ctx, YEAR_WORDS) || (ctx.lang === "fr" && has(ctx, /^(an|ans)$/));
/**
 * The months a total is asked over: "for 3 months", "sur 6 mois", "2 years", "per year" (12), "the quarter" (3),
 * "from January to March" (3).
 */
export const monthsAsked = (ctx: Ctx): number | undefined => {
  const said = ctx.part.entities.months[0];
  if (said) return Number(said.value);
  if (yearAsked(ctx)) return 12;
  if (has(ctx, QUARTER)) return 3;
  if (has(ctx, HALF_YEAR)) return 6;
  return monthRange(words(ctx.part.raw, ctx.lang));
};

/**
 * The weeks a total is asked over: "for 6 weeks", "durante 6 semanas", "pendant six semaines" (not "20 hrs/wk", the
 * hours of a week, nor "per week", a week's figure).
 */
export function weeksAsked(ctx: Ctx): number | undefined {
  const text = fold(ctx.part.raw);
  for (const said of text.matchAll(/(?<![\w/])(\d{1,2}|[a-z]+)\s*-?\s*(weeks?|wks?|semanas?|semaines?)\b/g)) {
    const n = /^\d+$/.test(said[1]) ? Number(said[1]) : readNumber(said[1]);
    if (n !== undefined && n >= 2 && n <= 52) return n;
  }
  return undefined;
}

/** A week's figure asked ("per week", "weekly", "x semana"), not the hours of a week ("20 horas a la semana"). */
export const weekAsked = (ctx: Ctx) =>
  has(ctx, WEEK) &&
  /\b(per|a|each|by|every|por|x|par|la|al)\s+(week|semana|semaine)\b|weekly|semanal|hebdomadaire|\bwk\b/i.test(
    ctx.part.raw.replace(
      /\d+\s*(h|hrs?|hours?|horas?|heures?)\s*(\/|a|per|por|par|each)?\s*(la\s+)?(week|semana|semaine|wk)\b/gi,
      "",
    ),
  );

/** "All 3 at the same time = what per hour, combined", "¿cuánto por hora todos juntos?": a team's rates added up. */
const TOGETHER =
  /\b(combined|together|total|all|altogether|juntos|juntas|todos|todas|en total|ensemble|au total|tous|toutes)\b/;
export const combinedHourAsked = (raw: string) =>
  TOGETHER.test(fold(raw)) &&
  /\b(per|an|a|by the|the|por|la|par|de l') ?(hour|hr|hora|heure)\b|\bhourly\b/.test(fold(raw));
