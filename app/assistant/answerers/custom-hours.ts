import { roleFact, roleLink, roleTitle, page, t, unanswered, type Answerer, type Ctx } from "./context";
import { usd } from "../phrases.server";
import type { Outcome } from "../types";
import { hoursOf, rateOf, tierName } from "./team";
import { remember } from "./team-memory";

/** "And per month?" right after such hours were figured: the same hours (a schedule or head count named starts afresh). */
export function customHoursInFocus(ctx: Ctx): number {
  const e = ctx.part.entities;
  const plain = !e.schedules.length && !e.counts.length && !e.roles.length;
  return ctx.followUp && ctx.state.topic === "price.custom_hours" && plain ? (ctx.state.customHours ?? 0) : 0;
}

/**
 * "A paralegal 30 hours a week?": not one of the published plans, said with the two that are, and
 * the figure at the role's hourly rate (the role named, else the one in focus), never promised.
 */
function customFigure(ctx: Ctx, monthHours: number): Outcome {
  const e = ctx.part.entities;
  const slug = e.roles[0]?.value ?? ctx.state.members?.[0]?.role ?? ctx.state.role;
  const tier = e.tiers[0]?.value ?? (e.languages.length ? "multilingual" : ctx.state.members?.[0]?.tier);
  const plans = t(ctx, "price.customHoursPlans", {
    hours: monthHours,
    week: monthHours / 4,
    contract: tierName(ctx, "contract"),
    contractHours: hoursOf(ctx, "contract"),
    contractWeek: hoursOf(ctx, "contract") / 4,
    fullTime: tierName(ctx, "full-time"),
    fullHours: hoursOf(ctx, "full-time"),
    fullWeek: hoursOf(ctx, "full-time") / 4,
  });
  if (!slug) return unanswered(`${plans} ${t(ctx, "price.customHoursTeam", { link: page(ctx, "roles") })}`);
  const rate = rateOf(roleFact(ctx, slug), tier);
  remember(ctx, [{ role: slug, tier }]);
  return unanswered(
    `${plans} ${t(ctx, "price.customHoursTotal", {
      role: roleTitle(ctx, slug),
      rate: usd(rate),
      week: usd((rate * monthHours) / 4),
      month: usd(rate * monthHours),
      link: roleLink(ctx, slug),
    })}`,
  );
}

export const customHours: Answerer = (ctx) => {
  const asked = Number(ctx.part.entities.customHours[0]?.value) || customHoursInFocus(ctx);
  ctx.state.customHours = asked || undefined;
  if (asked > 0) return customFigure(ctx, asked);
  const contract = hoursOf(ctx, "contract");
  return unanswered(
    t(ctx, "price.customHours", {
      contract: tierName(ctx, "contract"),
      weekly: contract / 4,
      monthly: contract,
      link: page(ctx, "roles"),
    }),
  );
};
