import { practiceAreas } from "~/content/practice-areas";
import { serviceListPaths } from "~/content/service-lists";
import { contentStems, isStopword, stem } from "~/text/normalise";
import { synonymsOf } from "~/text/synonyms";
import { corpus } from "../corpus.server";
import type { ServiceFact } from "../knowledge.server";
import { firstSentences, joinList, link } from "../phrases.server";
import { serviceSummary } from "../passages.server";
import type { Outcome } from "../types";
import { fact, page, roleTitle, t, toldNotALawFirm, unanswered, yesNo, type Answerer, type Ctx } from "./context";

/**
 * What the site offers: the service lines and services (from the catalogues and the content
 * source's details), the 26 practice areas with the work done for each, a service within an area
 * ("and title searches?" after real estate), and the blog's posts on a subject.
 */
const FILLER = new Set(
  [
    "service",
    "services",
    "offer",
    "provide",
    "support",
    "help",
    "firm",
    "firms",
    "law",
    "legal",
    "practice",
    "practices",
    "lawyer",
    "lawyers",
    "attorney",
    "attorneys",
    "work",
    "need",
    "want",
    "handle",
    "also",
    "about",
    "tell",
    "blog",
    "article",
    "post",
    "posts",
    "write",
    "written",
  ].map((w) => stem(w)),
);

/** The part's meaningful English stems with their synonyms (passages are matched in English). */
function asked(ctx: Ctx): Set<string> {
  const stems = ctx.part.tokens.filter((w) => w.length > 2 && !isStopword(w, "en")).map((w) => stem(w, "en"));
  return new Set(stems.filter((s) => !FILLER.has(s)).flatMap(synonymsOf));
}

function overlap(a: Set<string>, text: string): number {
  const stems = new Set(contentStems(text, "en"));
  return [...a].filter((s) => stems.has(s)).length;
}

function serviceTitle(ctx: Ctx, s: ServiceFact): string {
  return ctx.q.services[s.slug]?.title ?? s.title;
}

function describeService(ctx: Ctx, s: ServiceFact): Outcome {
  ctx.state.service = s.slug;
  const title = serviceTitle(ctx, s);
  const summary = ctx.q.services[s.slug]?.summary ?? serviceSummary(s.slug, ctx.lang, s.summary);
  const line = s.list ? ` ${t(ctx, "service.partOf", { list: ctx.q.services[s.list]?.title ?? s.list })}` : "";
  const text = summary && (ctx.lang === "en" || ctx.q.translated) ? firstSentences(summary, 2) : "";
  const key = yesNo(ctx) && !toldNotALawFirm(ctx.state, ctx.part) ? "service.yes" : "service.about";
  return fact(`${t(ctx, key, { service: title })}${line} ${text} ${link(title, s.link)}`.replace(/\s+/g, " ").trim(), [
    s.summary,
    ...s.details,
  ]);
}

export const servicesList: Answerer = (ctx) =>
  fact(
    t(ctx, "services.list", {
      roles: joinList(
        ctx.k.roles.map((r) => roleTitle(ctx, r.slug)),
        ctx.lang,
      ),
      lines: joinList(
        serviceListPaths.map((slug) => link(ctx.q.services[slug]?.title ?? slug, `/${slug}`)),
        ctx.lang,
      ),
      link: page(ctx, "services"),
    }),
  );

export const serviceInfo: Answerer = (ctx) => {
  const named = ctx.part.entities.services[0]?.value;
  // "How much is a co-case coordinator?": services have no published price of their own (the six roles do).
  if (named && ctx.k.services.has(named) && ctx.part.pricing && !ctx.part.entities.roles.length) {
    const described = describeService(ctx, ctx.k.services.get(named)!);
    return unanswered(
      `${described.text} ${t(ctx, "service.noPrice", { service: serviceTitle(ctx, ctx.k.services.get(named)!), roles: page(ctx, "roles") })}`,
    );
  }
  if (named && ctx.k.services.has(named)) return describeService(ctx, ctx.k.services.get(named)!);
  // Nothing named: the service whose title or details share the most words.
  const want = asked(ctx);
  let best: { s: ServiceFact; score: number } | undefined;
  for (const s of ctx.k.services.values()) {
    const score = overlap(want, s.title) * 2 + Math.min(2, Math.max(0, ...s.details.map((d) => overlap(want, d))));
    if (score >= 2 && (!best || score > best.score)) best = { s, score };
  }
  if (best) return describeService(ctx, best.s);
  const area = ctx.part.entities.areas[0]?.value ?? (ctx.followUp ? ctx.state.area : undefined);
  if (area) return areaInfo(ctx);
  return unanswered(t(ctx, "service.notListed", { link: page(ctx, "services") }));
};

export const areasList: Answerer = (ctx) =>
  fact(
    t(ctx, "areas.list", {
      count: practiceAreas.length,
      areas: joinList(
        practiceAreas.map((a) => ctx.q.areas[a.slug]?.title ?? a.title),
        ctx.lang,
      ),
      link: page(ctx, "areas"),
    }),
  );

/** A service of the area's page that the part asks about ("and title searches?"). */
function areaService(ctx: Ctx, slug: string): { title: string; text: string } | undefined {
  const want = asked(ctx);
  const english = practiceAreas.find((a) => a.slug === slug)!;
  let best = -1;
  let score = 0;
  english.services.forEach((s, i) => {
    const n = overlap(want, `${s.title} ${s.title} ${s.text}`);
    if (n > score) [best, score] = [i, n];
  });
  if (best < 0) return undefined;
  return ctx.q.translated
    ? ctx.q.areas[slug].services[best]
    : ctx.lang === "en"
      ? english.services[best]
      : { title: "", text: "" };
}

export const areaInfo: Answerer = (ctx) => {
  const mention = ctx.part.entities.areas[0];
  const slug = mention?.value ?? (ctx.followUp ? ctx.state.area : undefined);
  if (!slug) return unanswered(t(ctx, "area.notListed", { count: practiceAreas.length, link: page(ctx, "areas") }));
  const area = ctx.q.areas[slug];
  const href = `/${slug}`;
  // The words that named the area: this part's, or the statement's a firm's question points back to ("we do
  // foreclosure defense… can you support us?").
  const words = mention ? ctx.part.tokens.slice(mention.start, mention.end).join(" ") : "";
  const nearNames = (corpus().entities.areas[slug]?.near ?? []).map((n) => n.toLowerCase());
  const text = ` ${ctx.message.parts.flatMap((p) => p.tokens).join(" ")} `;
  const asked = nearNames.includes(words)
    ? words
    : ([...nearNames].sort((a, b) => b.length - a.length).find((n) => text.includes(` ${n} `)) ?? words);
  const near = !!mention && nearNames.includes(asked);
  ctx.state.area = slug;
  if (near) {
    return fact(`${t(ctx, "area.closest", { asked, area: area.title })} ${link(area.title, href)}`);
  }
  // Within an area the visitor already asked about: the one service they name.
  if (!mention || ctx.part.entities.areas.length === 1) {
    const service = mention ? undefined : areaService(ctx, slug);
    if (service?.title)
      return fact(
        `${t(ctx, "area.service", { area: area.title, service: service.title, text: service.text })} ${link(area.title, href)}`,
      );
  }
  if (!ctx.q.translated) return fact(`${t(ctx, "area.brief", { area: area.title })} ${link(area.title, href)}`);
  const services = area.services.map((s) => s.title).join("; ");
  const others = [...new Set(ctx.part.entities.areas.map((m) => m.value))]
    .filter((other) => other !== slug)
    .slice(0, 2)
    .map((value) => ({ value }))
    .map((m) => ctx.q.areas[m.value]?.title)
    .filter(Boolean) as string[];
  const more = others.length ? ` ${t(ctx, "area.alsoSupported", { areas: joinList(others, ctx.lang) })}` : "";
  return fact(
    `${t(ctx, "area.supported", { area: area.title, summary: area.summary, services })}${more} ${link(area.title, href)}`,
  );
};

export const blog: Answerer = (ctx) => {
  const want = asked(ctx);
  const scored = ctx.k.posts
    .map((p) => ({ p, score: [...want].filter((s) => p.stems.has(s)).length }))
    .sort((a, b) => b.score - a.score);
  const hits = scored.filter((x) => x.score > 0).slice(0, 2);
  const list = (hits.length ? hits.map((x) => x.p) : ctx.k.posts.slice(0, 3)).map((p) => link(p.title, p.link));
  if (!list.length) return fact(t(ctx, "blog.none", { link: page(ctx, "blog") }));
  return fact(t(ctx, hits.length ? "blog.found" : "blog.latest", { posts: list.join(", "), link: page(ctx, "blog") }));
};
