import type { RoleSlug } from "~/content/types";
import { contentStems, fold, isStopword, stem } from "~/text/normalise";
import { synonymsOf } from "~/text/synonyms";
import { joinList, usd } from "../phrases.server";
import type { Outcome } from "../types";
import { asksPromise } from "../asker";
import {
  fact,
  page,
  roleFact,
  roleLink,
  roleTitle,
  t,
  toldNotALawFirm,
  yesNo,
  type Answerer,
  type Ctx,
} from "./context";

/**
 * The six roles: which there are, what each does (its summary and published duties), a duty
 * asked about ("can the receptionist book appointments?"), two compared, and the role that fits
 * a task ("someone to answer our phones").
 */
const GENERIC = new Set(
  [
    "role",
    "roles",
    "case",
    "cases",
    "staff",
    "person",
    "someone",
    "somebody",
    "job",
    "task",
    "tasks",
    "duty",
    "duties",
    "work",
    "help",
    "handle",
    "need",
    "want",
    "firm",
    "remote",
    "legal",
    "law",
    "would",
    "could",
    "also",
    "actually",
    "exactly",
    "day",
    // A price asked with the task ("what would that run me per month"): not words of the task.
    "run",
    "cost",
    "price",
    "much",
    "total",
    "month",
    "week",
    "hour",
    "hrs",
    "per",
    "full",
    "part",
    "time",
    "quick",
    "budget",
  ].map((w) => stem(w)),
);

const rateLine = (ctx: Ctx, slug: RoleSlug) => {
  const r = roleFact(ctx, slug);
  return t(ctx, "role.rates", { standard: usd(r.rates.standard), multi: usd(r.rates.multilingual) });
};

/** The part's own words (not the role's name, not filler), stemmed: what a duty must share. */
function askedAbout(ctx: Ctx): string[] {
  const named = new Set(ctx.part.entities.roles.flatMap((m) => ctx.part.tokens.slice(m.start, m.end)));
  return ctx.part.tokens
    .filter((w) => !named.has(w) && w.length > 2 && !isStopword(w, ctx.lang))
    .map((w) => stem(w, ctx.lang))
    .filter((s) => !GENERIC.has(s));
}

/** The duties of `slugs` that share the most words with the question, best first. */
interface DutyHit {
  slug: RoleSlug;
  duty: string;
  score: number;
  /** The visitor's words the duty shares. */
  shared: string[];
}

function matchingDuties(ctx: Ctx, slugs: RoleSlug[]): DutyHit[] {
  const asked = new Set(askedAbout(ctx));
  if (!asked.size) return [];
  const hits: DutyHit[] = [];
  for (const slug of slugs) {
    ctx.q.roles[slug].duties.forEach((duty) => {
      const stems = new Set(contentStems(duty, ctx.q.translated ? ctx.lang : "en"));
      const shared = [...asked].filter((s) => synonymsOf(s).some((w) => stems.has(w)));
      if (shared.length) hits.push({ slug, duty, score: shared.length, shared });
    });
  }
  return hits.sort((a, b) => b.score - a.score);
}

function overview(ctx: Ctx, slug: RoleSlug): string {
  const role = ctx.q.roles[slug];
  if (!ctx.q.translated)
    return `${t(ctx, "role.brief", { role: roleTitle(ctx, slug) })} ${rateLine(ctx, slug)} ${roleLink(ctx, slug)}`;
  const duties = role.duties
    .slice(0, 5)
    .map((d) => d.charAt(0).toLowerCase() + d.slice(1))
    .join("; ");
  return `${t(ctx, "role.overview", { role: role.title, summary: role.summary, duties })} ${rateLine(ctx, slug)} ${roleLink(ctx, slug)}`;
}

function remember(ctx: Ctx, slugs: RoleSlug[]) {
  const e = ctx.part.entities;
  const tier = e.tiers[0]?.value ?? (e.languages.length ? "multilingual" : undefined);
  ctx.state.role = slugs[0];
  ctx.state.roles = slugs;
  ctx.state.tier = tier;
  ctx.state.members = slugs.map((role) => ({ role, tier }));
}

export const rolesList: Answerer = (ctx) =>
  fact(
    t(ctx, "roles.list", {
      roles: joinList(
        ctx.k.roles.map((r) => roleLink(ctx, r.slug)),
        ctx.lang,
      ),
      contract: ctx.q.tiers.contract.name,
      fullTime: ctx.q.tiers["full-time"].name,
      multilingual: ctx.q.tiers.multilingual.name,
      link: page(ctx, "roles"),
    }),
  );

/** A level of service promised: "commit to an SLA", "95% of calls", "within 3 rings", "garantizar", "s'engager". */
const COMMITMENT =
  /\b(commit\w*|sla|service level|guarantee\w*|promise\w*|\d+ ?%|percent|within \d+|garantiz\w*|comprometer\w*|garanti\w*|engager|engagez)\b|\d+ ?%/;

export const roleInfo: Answerer = (ctx) => {
  const named = [...new Set(ctx.part.entities.roles.map((m) => m.value))];
  const slugs = named.length ? named : ctx.state.role ? [ctx.state.role] : [];
  if (!slugs.length) return roleRecommend(ctx);
  if (slugs.length >= 2) return roleCompare(ctx);
  const slug = slugs[0];
  remember(ctx, [slug]);
  // "Can the receptionist schedule appointments?": the published duty that says so.
  const [best] = matchingDuties(ctx, [slug]);
  if (best && ctx.q.translated) {
    const duty = best.duty.charAt(0).toLowerCase() + best.duty.slice(1);
    // A yes only when the duty says enough of what is asked (two words of it, or all): "can your paralegals draft
    // claims?" shares "draft" with "drafting pleadings, motions…", not "claims" (a patent's), so the duty is quoted
    // and the team offered; "cite checking on briefs? bluebook stuff" shares three.
    // (Never yes to a commitment beside the duty: "can u commit to an SLA… 95% of calls answered within 3 rings".)
    const commitment = asksPromise(ctx.part.raw) || COMMITMENT.test(fold(ctx.part.raw));
    const whole = !commitment && (best.shared.length >= 2 || new Set(askedAbout(ctx)).size === best.shared.length);
    const yes = yesNo(ctx) && !toldNotALawFirm(ctx.state, ctx.part) && whole;
    const unlisted = yesNo(ctx) && !whole ? ` ${t(ctx, "role.askTeam")}` : "";
    const key = yes ? "role.canDo" : "role.duty";
    return fact(
      `${t(ctx, key, { role: roleTitle(ctx, slug), duty })}${unlisted} ${rateLine(ctx, slug)} ${roleLink(ctx, slug)}`,
    );
  }
  const unlisted = yesNo(ctx) && askedAbout(ctx).length > 0 ? ` ${t(ctx, "role.askTeam")}` : "";
  return fact(`${overview(ctx, slug)}${unlisted}`);
};

export const roleCompare: Answerer = (ctx): Outcome => {
  const named = [...new Set(ctx.part.entities.roles.map((m) => m.value))];
  const slugs =
    named.length >= 2
      ? named
      : named.length === 1 && ctx.state.role && ctx.state.role !== named[0]
        ? [ctx.state.role, named[0]]
        : named;
  if (slugs.length < 2) return slugs.length ? (roleInfo(ctx) as Outcome) : (roleRecommend(ctx) as Outcome);
  remember(ctx, slugs);
  const lines = slugs.map((slug) =>
    ctx.q.translated
      ? t(ctx, "role.compareLine", {
          role: roleTitle(ctx, slug),
          summary: ctx.q.roles[slug].summary,
          rates: rateLine(ctx, slug),
        })
      : t(ctx, "role.compareBrief", { role: roleTitle(ctx, slug), rates: rateLine(ctx, slug) }),
  );
  return fact(`${lines.join(" ")} ${t(ctx, "role.compareClose")} ${slugs.map((s) => roleLink(ctx, s)).join(" ")}`);
};

/**
 * The one role whose published duties best share the words of a task ("someone answering my phones"), with
 * that duty; none when two roles tie or fewer than two words match.
 */
export function roleForTask(ctx: Ctx): { slug: RoleSlug; duty: string; alike?: RoleSlug } | undefined {
  if (!ctx.q.translated) return undefined;
  const hits = matchingDuties(
    ctx,
    ctx.k.roles.map((r) => r.slug),
  );
  const top = hits[0]?.score ?? 0;
  const best = [...new Set(hits.filter((h) => h.score === top).map((h) => h.slug))];
  // (Two words in common at least: one may be chance, "tiempo" in "medio tiempo" and in a duty's "time entries";
  // one will do when it is a word of no more than two roles' duties: "phones", "billing".)
  const distinctive =
    top === 1 && new Set(hits.filter((h) => h.shared[0] === hits[0].shared[0]).map((h) => h.slug)).size <= 2;
  if ((top < 2 && !distinctive) || best.length > 2) return undefined;
  // Two roles tied at the same rates ("someone on our phones": a receptionist or an intake specialist): the first,
  // with the other named beside it; tied at different rates, neither.
  const rates = (slug: RoleSlug) => JSON.stringify(roleFact(ctx, slug).rates);
  if (best.length === 2 && rates(best[0]) !== rates(best[1])) return undefined;
  const duty = hits[0].duty.charAt(0).toLowerCase() + hits[0].duty.slice(1);
  return { slug: best[0], duty, alike: best[1] };
}

export const roleRecommend: Answerer = (ctx) => {
  const named = [...new Set(ctx.part.entities.roles.map((m) => m.value))];
  if (named.length === 1) return roleInfo(ctx);
  if (named.length >= 2) return roleCompare(ctx);
  const hits = matchingDuties(
    ctx,
    ctx.k.roles.map((r) => r.slug),
  );
  if (hits.length && ctx.q.translated) {
    const top = hits[0].score;
    const best = [...new Set(hits.filter((h) => h.score === top).map((h) => h.slug))].slice(0, 2);
    remember(ctx, best);
    const duty = hits[0].duty.charAt(0).toLowerCase() + hits[0].duty.slice(1);
    return fact(
      `${t(ctx, "role.recommend", {
        roles: joinList(
          best.map((s) => roleTitle(ctx, s)),
          ctx.lang,
          true,
        ),
        duty,
      })} ${[...new Set(best.map((s) => rateLine(ctx, s)))].join(" ")} ${best.map((s) => roleLink(ctx, s)).join(" ")}`,
    );
  }
  return fact(
    t(ctx, "roles.which", {
      roles: joinList(
        ctx.k.roles.map((r) => roleLink(ctx, r.slug)),
        ctx.lang,
      ),
    }),
  );
};
