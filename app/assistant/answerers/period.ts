import { has, type Ctx } from "./context";

/** The period a figure is asked for: a month, an hour, a week, a year, or a number of months. */
export const MONTH =
  /^(month|months|monthly|mes|meses|mensual|mensuales|mensualmente|mois|mensuel|mensuelle|mensuels)$/;
export const HOURLY = /^(hour|hourly|hr|hora|horas|heure|horaire)$/;
export const WEEK = /^(week|weeks|weekly|semana|semanas|semanal|semaine|semaines|hebdomadaire)$/;
const YEAR_WORDS = /^(year|years|yearly|annual|annually|ano|anos|anual|anuales|annee|annees|annuel|annuelle)$/;
/** A year, said in the visitor's language: French "an" is a year, English "an" ("12$ an hour") is not. */
export const yearAsked = (ctx: Ctx) => has(ctx, YEAR_WORDS) || (ctx.lang === "fr" && has(ctx, /^(an|ans)$/));
/** The months a total is asked over: "for 3 months", "sur 6 mois", "2 years", "per year" (12). */
export const monthsAsked = (ctx: Ctx): number | undefined => {
  const said = ctx.part.entities.months[0];
  return said ? Number(said.value) : yearAsked(ctx) ? 12 : undefined;
};
