import { fold } from "~/text/normalise";
import { joinList, usd } from "../phrases.server";
import type { RoleSlug } from "~/content/types";
import type { Outcome, Tier } from "../types";
import { fact, page, roleFact, roleLink, roleTitle, t, type Answerer, type Ctx } from "./context";
import { hoursOf, rateOf, tierName } from "./team";

/**
 * The cheapest and the dearest: of two roles named (or the two in focus), or of every role, each with its month on
 * both schedules (decision 0091).
 */

/** "By the month, Paralegal: $1,120 on Contract Base (80 hours) or $2,240 on Full Time (160 hours)." */
function monthsOf(ctx: Ctx, slugs: RoleSlug[], tier?: Tier): string {
  const rate = rateOf(roleFact(ctx, slugs[0]), tier);
  const [contract, full] = [hoursOf(ctx, "contract"), hoursOf(ctx, "full-time")];
  const roles = joinList(
    slugs.map((slug) => roleTitle(ctx, slug)),
    ctx.lang,
    true,
  );
  return t(ctx, "price.monthsOf", {
    role: roles + (tier === "multilingual" ? ` (${tierName(ctx, "multilingual")})` : ""),
    contract: tierName(ctx, "contract"),
    fullTime: tierName(ctx, "full-time"),
    contractHours: contract,
    fullHours: full,
    contractMonth: usd(rate * contract),
    fullMonth: usd(rate * full),
  });
}

function extreme(ctx: Ctx, lowest: boolean): Outcome {
  const e = ctx.part.entities;
  const tier: Tier | undefined = e.tiers[0]?.value ?? (e.languages.length ? "multilingual" : undefined);
  const named = [...new Set(e.roles.map((m) => m.value))];
  const pool =
    named.length >= 2
      ? named
      : !named.length && ctx.followUp && ctx.state.roles?.length === 2
        ? ctx.state.roles!
        : null;
  if (pool) {
    const sorted = pool.map((slug) => roleFact(ctx, slug)).sort((a, b) => rateOf(a, tier) - rateOf(b, tier));
    const [a, b] = lowest ? [sorted[0], sorted[sorted.length - 1]] : [sorted[sorted.length - 1], sorted[0]];
    ctx.state.roles = pool;
    ctx.state.role = a.slug;
    const key =
      rateOf(a, tier) === rateOf(b, tier) ? "price.same" : lowest ? "price.cheaperOfTwo" : "price.dearerOfTwo";
    const months =
      rateOf(a, tier) === rateOf(b, tier)
        ? [monthsOf(ctx, pool, tier)]
        : [a, b].map((r) => monthsOf(ctx, [r.slug], tier));
    return fact(
      `${t(ctx, key, { a: roleTitle(ctx, a.slug), b: roleTitle(ctx, b.slug), rateA: usd(rateOf(a, tier)), rateB: usd(rateOf(b, tier)) })} ${months.join(" ")} ${roleLink(ctx, a.slug)} ${roleLink(ctx, b.slug)}`,
    );
  }
  const rates = ctx.k.roles.map((r) => rateOf(r, tier));
  const target = lowest ? Math.min(...rates) : Math.max(...rates);
  const chosen = ctx.k.roles.filter((r) => rateOf(r, tier) === target);
  const others = ctx.k.roles.filter((r) => rateOf(r, tier) !== target);
  ctx.state.roles = chosen.map((r) => r.slug);
  ctx.state.role = chosen[0].slug;
  ctx.state.members = chosen.map((r) => ({ role: r.slug, tier }));
  ctx.state.alternatives = chosen.length > 1;
  const key = `${lowest ? "price.cheapest" : "price.dearest"}${tier === "multilingual" ? "Bilingual" : ""}`;
  const text = t(ctx, key, {
    multilingual: tierName(ctx, "multilingual"),
    roles: joinList(
      chosen.map((r) => roleLink(ctx, r.slug)),
      ctx.lang,
    ),
    rate: usd(Math.min(...chosen.map((r) => r.rates.standard))),
    multi: usd(Math.min(...chosen.map((r) => r.rates.multilingual))),
    others: joinList(
      others.map((r) => `${roleTitle(ctx, r.slug)} ${usd(rateOf(r, tier))}`),
      ctx.lang,
    ),
    link: "",
  });
  const months = monthsOf(
    ctx,
    chosen.map((r) => r.slug),
    tier,
  );
  return fact(`${text.trim()} ${months} ${page(ctx, "roles")}`);
}

const LOW = /\b(cheapest|lowest|least expensive|mas barat[oa]s?|menos car[oa]s?|moins cher|moins chers|le moins)\b/;
const HIGH = /\b(most expensive|priciest|highest|dearest|mas car[oa]s?|plus cher|plus chers|le plus)\b/;

/** "Cheapest role you have and the most expensive?": both ends of the rates, every role. */
function bothEnds(ctx: Ctx): Outcome {
  const ends = [true, false].map((lowest) => {
    const rate = (lowest ? Math.min : Math.max)(...ctx.k.roles.map((r) => r.rates.standard));
    const roles = ctx.k.roles.filter((r) => r.rates.standard === rate);
    return { rate, multi: Math.max(...roles.map((r) => r.rates.multilingual)), roles };
  });
  const [low, high] = ends;
  // (The two ends are the pair in focus: "so the gap per month between the two, full time?")
  ctx.state.roles = [low.roles[0].slug, high.roles[0].slug];
  ctx.state.role = high.roles[0].slug;
  ctx.state.members = [{ role: high.roles[0].slug }];
  ctx.state.alternatives = false;
  const names = (roles: typeof low.roles) =>
    joinList(
      roles.map((r) => roleLink(ctx, r.slug)),
      ctx.lang,
    );
  return fact(
    `${t(ctx, "price.bothEnds", { low: usd(low.rate), lowMulti: usd(low.multi), lowRoles: names(low.roles), high: usd(high.rate), highMulti: usd(high.multi), highRoles: names(high.roles) })} ${page(ctx, "roles")}`,
  );
}

const asksBothEnds = (ctx: Ctx) => {
  const t0 = fold(ctx.part.raw);
  return LOW.test(t0) && HIGH.test(t0) && ctx.part.entities.roles.length < 2;
};
export const cheapest: Answerer = (ctx) => (asksBothEnds(ctx) ? bothEnds(ctx) : extreme(ctx, true));
export const dearest: Answerer = (ctx) => (asksBothEnds(ctx) ? bothEnds(ctx) : extreme(ctx, false));
