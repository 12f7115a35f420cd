import { link } from "../phrases.server";
import { bestPassage } from "../passage-search.server";
import type { RoleSlug } from "~/content/types";
import { fact, roleLink, t, type Answerer } from "./context";
import { notFound } from "./conversation";

/**
 * A question about the work that no intent placed, answered by the passage of our pages that shares its telling
 * words (app/assistant/passage-search.server.ts), quoted with its page; nothing shares enough: not found.
 */
export const fromOurPages: Answerer = (ctx) => {
  const { role, service } = ctx.state;
  // (The practice area the message names is the one in focus, as where the passage was chosen.)
  const area = ctx.message.parts.flatMap((p) => p.entities.areas.map((e) => e.value))[0] ?? ctx.state.area;
  const match = bestPassage(ctx.part.raw, ctx.lang, ctx.k, { area, role, service });
  if (!match) return notFound(ctx);
  const p = match.passage;
  // (A role the question named stays the one talked of: "could your paralegal help with…" then "price for part time?")
  const namedRole = ctx.part.entities.roles[0]?.value;
  if (namedRole) ctx.state.role = namedRole as RoleSlug;
  if (p.kind === "area") {
    ctx.state.area = p.source;
    const area = ctx.q.areas[p.source]?.title ?? p.source;
    return fact(`${t(ctx, "passage.area", { area, title: p.title, text: p.text })} ${link(area, `/${p.source}`)}`);
  }
  if (p.kind === "role") {
    ctx.state.role = p.source as RoleSlug;
    const duty = p.text.charAt(0).toLowerCase() + p.text.slice(1);
    return fact(`${t(ctx, "role.duty", { role: p.title, duty })} ${roleLink(ctx, p.source as RoleSlug)}`);
  }
  ctx.state.service = p.source;
  const href = ctx.k.services.get(p.source)?.link ?? "/service";
  return fact(`${t(ctx, "passage.service", { service: p.title, text: p.text })} ${link(p.title, href)}`);
};
