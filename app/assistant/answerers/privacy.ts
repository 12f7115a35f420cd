import { privacyPolicy } from "~/content/privacy";
import { fold } from "~/text/normalise";
import { quoted } from "../passages.server";
import { hasPhrase } from "../phrases.server";
import { fact, page, t, type Answerer, type Ctx } from "./context";

/**
 * The privacy policy, one section per intent (privacy.collect, privacy.sell, privacy.sms…): the
 * section's summary in the visitor's language, with a link to the policy. When a section has no
 * translation yet, the answer says what the section covers in Lexi's own words.
 */
const SECTIONS: Record<string, RegExp> = {
  "privacy.collect": /^Information We Collect/,
  "privacy.use": /^How We Use/,
  "privacy.sms": /^SMS Policy/,
  "privacy.optin": /^SMS Opt-In/,
  "privacy.sell": /^Sharing/,
  "privacy.security": /^Data Security/,
  "privacy.rights": /^Your Rights/,
  "privacy.cookies": /^Cookies/,
  "privacy.retention": /^Data Retention/,
  "privacy.children": /^Children/,
  "privacy.contact": /^Contact/,
};

function section(ctx: Ctx, heading: RegExp): string | undefined {
  const i = quoted("en").privacy.findIndex((s) => heading.test(s.heading));
  if (i < 0) return undefined;
  if (ctx.lang !== "en" && !ctx.q.translated) return undefined;
  const english = privacyPolicy.sections[i];
  const summary = ctx.q.privacy[i]?.summary ?? "";
  // The English policy's first line may only announce its list: the list then says it.
  if (ctx.lang === "en" && /:$/.test(summary) && english.list?.length)
    return `${summary} ${english.list.slice(0, 4).join(" ")}`;
  return summary.replace(/\{\w+\}/g, "").trim();
}

/** "Please delete everything you have on me", "borren mis datos", "supprimez mes données": a request to act, for a person. */
const DELETION_ASKED =
  /\b(delete|erase|remove|wipe|purge)\b.{0,40}\b(my|me|mine|everything|all)\b|\b(borr\w*|elimin\w*|suprim\w*)\b.{0,30}\b(mis datos|mi informacion|mis informaciones|todo lo que tienen)\b|\b(supprim\w*|effac\w*)\b.{0,30}\b(mes donnees|mes informations|tout ce que vous avez)\b/;

export const privacy: Answerer = (ctx) => {
  // (Lexi can't delete anything itself: the request goes to the team, who can.)
  if (DELETION_ASKED.test(fold(ctx.part.raw)) && ctx.intent !== "privacy.sell")
    return { ...privacyAnswer({ ...ctx, intent: "privacy.rights" }), handoff: "person" };
  return privacyAnswer(ctx);
};

function privacyAnswer(ctx: Ctx) {
  const policy = page(ctx, "privacy");
  if (ctx.intent === "privacy.updated")
    return fact(t(ctx, "privacy.date", { date: privacyPolicy.effectiveDate, link: policy }));
  if (ctx.intent === "privacy.sell") return fact(t(ctx, "privacy.sell", { link: policy }));
  const key = `privacy.${ctx.intent.split(".")[1] ?? "general"}`;
  const heading = SECTIONS[ctx.intent];
  // The policy's own section summaries once the content has them in every language; Lexi's words till then.
  const quotedSummary = ctx.q.privacySummaries && heading ? section(ctx, heading) : undefined;
  if (quotedSummary) return fact(`${quotedSummary} ${policy}`);
  return fact(t(ctx, hasPhrase(key) ? key : "privacy.general", { link: policy }));
}
