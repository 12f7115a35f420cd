import { fold } from "~/text/normalise";
import type { Knowledge } from "./knowledge.server";
import type { Route } from "./refine";
import type { MessageReading, PartReading } from "./types";

/** A discount someone of ours is said to have granted: "su agente me dijo por teléfono que tengo 40% de descuento". */
const CLAIMED_DISCOUNT =
  /\b(told|said|promised|offered|gave|dijo|dijeron|prometio|ofrecio|dio|m'a dit|a dit|m'a promis|a promis)\b.{0,50}\b\d+ ?% ?(de )?(descuento|discount|remise|rabais|off)\b/;
export const claimsDiscount = (text: string) => CLAIMED_DISCOUNT.test(fold(text));

/**
 * A rate someone of ours is said to have quoted: "your support guy told me paralegals are $8/hr for me, confirm it in
 * writing", "su agente me dijo 9 dólares la hora", "votre commercial m'a dit 10 $ de l'heure" (not another company's
 * quote). The figure, when it is none of our published hourly rates (a published one said back needs no correction).
 */
const CLAIMED_RATE =
  /\b(your|ur|you|su|sus|ustedes|votre|vos|vous)\b.{0,30}?\b(told|said|promised|quoted|offered|dijo|dijeron|prometio|cotizo|ofrecio|m'a dit|m'ont dit|a dit|m'a promis|a propose)\b.{0,60}?\$ ?(\d+(?:\.\d{1,2})?)\s*(?:\/ ?(?:hr|h|hour)\b|an hour|per hour|a la hora|la hora|por hora|de l'heure|l'heure|\/h\b)|\b(your|ur|you|su|sus|ustedes|votre|vos|vous)\b.{0,30}?\b(told|said|promised|quoted|dijo|dijeron|prometio|m'a dit|a dit)\b.{0,60}?\b(\d+(?:[.,]\d{1,2})?) ?(?:\$|usd|dollars?|dolares) ?(?:\/ ?(?:hr|h|hour)\b|an hour|per hour|a la hora|la hora|por hora|de l'heure|l'heure)/;

export function claimedRate(text: string, k: Knowledge): number | undefined {
  const m = CLAIMED_RATE.exec(fold(text));
  const figure = Number((m?.[3] ?? m?.[6])?.replace(",", "."));
  if (!m || !figure) return undefined;
  const published = k.roles.some((r) => r.rates.standard === figure || r.rates.multilingual === figure);
  return published ? undefined : figure;
}

/**
 * "Your recruiter told me case managers are $9/hr for us, confirm it": a role's rate claimed is a question of its price,
 * whoever seems to ask ("recruiter" reads as a job seeker's word); the price answer says the claim is not confirmed.
 */
export function claimedRateRoute(
  reading: MessageReading,
  k: Knowledge,
): { part: PartReading; route: Route } | undefined {
  const part = reading.parts.find((p) => p.entities.roles.length);
  if (!part || !claimedRate(reading.text, k) || reading.parts.some((p) => p.guard || p.safety)) return undefined;
  return { part, route: { act: "answer", intent: "price", followUp: false } };
}
