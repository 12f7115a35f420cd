import { fold } from "~/text/normalise";
import type { Knowledge } from "./knowledge.server";
import type { Route } from "./refine";
import type { MessageReading, PartReading } from "./types";

/** A discount someone of ours is said to have granted: "su agente me dijo por teléfono que tengo 40% de descuento". */
const CLAIMED_DISCOUNT =
  /\b(told|said|promised|offered|gave|dijo|dijeron|prometio|ofrecio|dio|m'a dit|a dit|m'a promis|a promis)\b.{0,50}\b\d+ ?% ?(de )?(descuento|discount|remise|rabais|off)\b/;
export const claimsDiscount = (text: string) => CLAIMED_DISCOUNT.test(fold(text));

/**
 * A promo code or coupon to apply: "mi amigo dice q hay un codigo DESCUENTO50 para 50%", "I have promo code SAVE40",
 * "un code REDUC50 pour 50 %" (not a zip code or a dress code: a discount or a code-like word near it).
 */
const PROMO_CODE =
  /\b(promo ?codes?|codes? promo|codigos?( de descuento| promocional(es)?)?|cupon(es)?|coupons?|vouchers?|codes?( de reduction| de remise)?|bons? de reduction)\b.{0,40}(\d+ ?%|\b(discount|descuento|remise|reduction|rabais|off)\b|\b[a-z]{3,}\d{1,3}\b)|\b\d+ ?%.{0,40}\b(promo ?code|code promo|codigo|cupon|coupon|voucher)\b/;
export const claimsPromoCode = (text: string) => PROMO_CODE.test(fold(text));

/**
 * A rate someone of ours is said to have quoted: "your support guy told me paralegals are $8/hr for me, confirm it in
 * writing", "su agente me dijo 9 dólares la hora", "votre commercial m'a dit 10 $ de l'heure" (not another company's
 * quote). The figure, when it is none of our published hourly rates (a published one said back needs no correction).
 */
const CLAIMED_RATE =
  /\b(your|ur|you|su|sus|ustedes|votre|vos|vous)\b.{0,30}?\b(told|said|promised|quoted|offered|dijo|dijeron|prometio|cotizo|ofrecio|m'a dit|m'ont dit|a dit|m'a promis|a propose)\b.{0,60}?\$ ?(\d+(?:\.\d{1,2})?)\s*(?:\/ ?(?:hr|h|hour)\b|an hour|per hour|a la hora|la hora|por hora|de l'heure|l'heure|\/h\b)|\b(your|ur|you|su|sus|ustedes|votre|vos|vous)\b.{0,30}?\b(told|said|promised|quoted|dijo|dijeron|prometio|m'a dit|a dit)\b.{0,60}?\b(\d+(?:[.,]\d{1,2})?) ?(?:\$|usd|dollars?|dolares) ?(?:\/ ?(?:hr|h|hour)\b|an hour|per hour|a la hora|la hora|por hora|de l'heure|l'heure)/;

/** A rate the visitor asks us to confirm or grant: "confirmame por escrito que me dejas el paralegal a $7 la hora". */
const RATE_TO_CONFIRM =
  /\b(confirm\w*|confirma\w*|confirme\w*|dejas|dejan|deja|leave|give (me|us)|in writing|por escrito|par ecrit|guarantee\w*|garantiz\w*|garanti\w*)\b.{0,60}?\$ ?(\d+(?:\.\d{1,2})?)\s*(?:\/ ?(?:hr|h|hour|hora)\b|an hour|per hour|a la hora|la hora|por hora|de l'heure|l'heure)/;

export function claimedRate(text: string, k: Knowledge): number | undefined {
  const folded = fold(text);
  const m = CLAIMED_RATE.exec(folded);
  const asked = m ? undefined : RATE_TO_CONFIRM.exec(folded);
  const figure = Number((m?.[3] ?? m?.[6] ?? asked?.[3])?.replace(",", "."));
  if (!(m || asked) || !figure) return undefined;
  const published = k.roles.some((r) => r.rates.standard === figure || r.rates.multilingual === figure);
  return published ? undefined : figure;
}

/** The message read whole ("…$9/hr if we sign for a year. so 2 FT = $2,880 right?"), else its first part naming a role. */
const withRoles = (reading: MessageReading) =>
  reading.whole?.entities.roles.length ? reading.whole : reading.parts.find((p) => p.entities.roles.length);

/**
 * A promo code claimed is a discount asked for, never a matter of the visitor's own ("mi amigo dice…" reads like one to
 * the safety classifier): the price of the role named, said to have no discount, or that no discount is published.
 */
function promoCodeRoute(reading: MessageReading): { part: PartReading; route: Route } | undefined {
  if (!claimsPromoCode(reading.text) || reading.parts.some((p) => p.guard)) return undefined;
  const part = withRoles(reading) ?? reading.parts[0];
  if (!part) return undefined;
  part.safety = undefined;
  const intent = part.entities.roles.length ? "price" : "unpublished.discount";
  return { part, route: { act: "answer", intent, followUp: false } };
}

/**
 * "Your recruiter told me case managers are $9/hr for us, confirm it": a role's rate claimed is a question of its price,
 * whoever seems to ask ("recruiter" reads as a job seeker's word); the price answer says the claim is not confirmed.
 */
export function claimedRateRoute(
  reading: MessageReading,
  k: Knowledge,
): { part: PartReading; route: Route } | undefined {
  const part = withRoles(reading);
  if (!part || !claimedRate(reading.text, k) || reading.parts.some((p) => p.guard || p.safety)) return undefined;
  return { part, route: { act: "answer", intent: "price", followUp: false } };
}

/** A price the whole message is about: a rate claimed, or a promo code to apply. */
export const claimedPriceRoute = (reading: MessageReading, k: Knowledge) =>
  claimedRateRoute(reading, k) ?? promoCodeRoute(reading);
