import { fold } from "~/text/normalise";
import { getSettings } from "~/config/site-settings.server";
import { languageNames } from "../entities.server";
import { price } from "./pricing";
import { joinList, usd } from "../phrases.server";
import { quoted } from "../passages.server";
import { fact, page, roleFact, roleLink, roleTitle, t, unanswered, value, type Answerer, type Ctx } from "./context";

/**
 * The professionals themselves: licensing and supervision, remote work, where they are, the
 * languages they work in, how they are screened and trained, their hours, the tools they use,
 * and what happens when one is not the right fit. Published answers are quoted from the FAQs.
 */
type FaqRef = { list: "chat" | "about"; match: RegExp };

/** A published FAQ answer in the visitor's language, found by its English question. */
export function faqAnswer(ctx: Ctx, ref: FaqRef): string | undefined {
  const i = quoted("en").faqs[ref.list].findIndex((f) => ref.match.test(f.question));
  if (i < 0 || !ctx.q.translated) return undefined;
  return ctx.q.faqs[ref.list][i]?.answer;
}

const multiRange = (ctx: Ctx) => {
  const rates = ctx.k.roles.map((r) => r.rates.multilingual);
  return { low: usd(Math.min(...rates)), high: usd(Math.max(...rates)) };
};

/** (Asked whether they are certified, "are ur paralegals NALA certified?": no certification of theirs is published either.) */
const CERTIFIED_ASKED =
  /\b(certified|certifications?|certificad[oa]s?|certificacion|certifiee?s?|accredited|acreditad[oa]s?|accreditee?s?|certs)\b(?! (translat|traduc)\w*)/;

/** A membership asked: "vous êtes membres d'une association du barreau ?", "are you members of NALA?". */
const MEMBERSHIP =
  /\b(members?|membership|membres?|miembros?|afiliad[oa]s?|affilie(e)?s?|adherents?)\b.{0,30}\b(associations?|asociacion(es)?|bar|barreau|colegio|nala|nfpa|chambers?|camara|chambre|organi[sz]ations?|organismes?|ordre)\b/;
export const asksMembership = (text: string) => MEMBERSHIP.test(fold(text));

export const licensed: Answerer = (ctx) => {
  const raw = fold(ctx.part.raw);
  const certified = asksMembership(raw)
    ? `${t(ctx, "staff.membershipUnpublished")} `
    : CERTIFIED_ASKED.test(raw)
      ? `${t(ctx, "staff.certificationUnpublished")} `
      : "";
  return fact(`${certified}${t(ctx, "staff.licensed", { link: page(ctx, "roles") })}`);
};

export const remote: Answerer = (ctx) => fact(t(ctx, "staff.remote", { link: page(ctx, "about") }));

export const location: Answerer = (ctx) => {
  const s = getSettings();
  const offices = joinList(
    s.offices.map((o) => o.address.split(", ").slice(-2).join(", ")),
    ctx.lang,
  );
  // (The postings' locations in the visitor's language: "Remoto — Jamaica", "À distance — Jamaïque".)
  const places = [...new Set(ctx.k.jobs.map((j) => j.location).filter((l): l is string => !!l))].map((l) =>
    value(ctx, "locations", l),
  );
  const openings = places.length ? ` ${t(ctx, "staff.openingsListed", { places: joinList(places, ctx.lang) })}` : "";
  return fact(`${t(ctx, "staff.location", { offices })}${openings} ${page(ctx, "about")}`);
};

export const languages: Answerer = (ctx) => {
  const e = ctx.part.entities;
  // "3 bilingual intake specialists full time": a team to price, not a question of languages.
  if (e.roles.length && (e.counts.length || e.schedules.length)) return price(ctx);
  const multilingual = ctx.q.tiers.multilingual.name;
  const { low, high } = multiRange(ctx);
  const other = e.otherLanguages[0];
  const role = e.roles[0]?.value ?? (ctx.followUp ? ctx.state.role : undefined);
  const base = t(ctx, "staff.languages", { multilingual, low, high, link: page(ctx, "roles") });
  if (other) {
    const name = languageNames(other.value, ctx.lang);
    const tail = e.languages.length ? ` ${base}` : ` ${t(ctx, "staff.languagesOffered", { link: page(ctx, "roles") })}`;
    return fact(`${t(ctx, "staff.languageNotOffered", { language: name })}${tail}`);
  }
  if (role) {
    const r = roleFact(ctx, role);
    ctx.state.role = role;
    ctx.state.tier = "multilingual";
    ctx.state.members = [{ role, tier: "multilingual" }];
    return fact(
      `${t(ctx, "staff.languagesRole", { role: roleTitle(ctx, role), multilingual, rate: usd(r.rates.multilingual), standard: usd(r.rates.standard) })} ${roleLink(ctx, role)}`,
    );
  }
  return fact(base);
};

export const translation: Answerer = (ctx) => unanswered(t(ctx, "staff.translation", { link: page(ctx, "roles") }));

export const qualifications: Answerer = (ctx) => {
  const quoted = faqAnswer(ctx, { list: "about", match: /qualified|trained/i });
  return fact(
    quoted ? `${quoted} ${page(ctx, "about")}` : t(ctx, "staff.qualifications", { link: page(ctx, "about") }),
  );
};

export const hours: Answerer = (ctx) => {
  const quoted = faqAnswer(ctx, { list: "chat", match: /business hours|time zone/i });
  return fact(quoted ? `${quoted} ${page(ctx, "about")}` : t(ctx, "staff.hours", { link: page(ctx, "about") }));
};

export const tools: Answerer = (ctx) => fact(t(ctx, "staff.tools", { link: page(ctx, "about") }));

export const replacement: Answerer = (ctx) => {
  const quoted = faqAnswer(ctx, { list: "chat", match: /right fit/i });
  return fact(quoted ? `${quoted} ${page(ctx, "about")}` : t(ctx, "staff.replacement", { link: page(ctx, "about") }));
};

export const startSmall: Answerer = (ctx) => {
  const quoted = faqAnswer(ctx, { list: "chat", match: /start small/i });
  return fact(quoted ? `${quoted} ${page(ctx, "roles")}` : t(ctx, "staff.startSmall", { link: page(ctx, "roles") }));
};

export const confidentiality: Answerer = (ctx) => {
  const quoted = faqAnswer(ctx, { list: "about", match: /confidential/i });
  return fact(
    quoted ? `${quoted} ${page(ctx, "about")}` : t(ctx, "staff.confidentiality", { link: page(ctx, "about") }),
  );
};
