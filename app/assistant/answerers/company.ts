import { proof } from "~/content/proof";
import { fold } from "~/text/normalise";
import { LPO_ASKED } from "../business-terms";
import { getSettings } from "~/config/site-settings.server";
import { workSamples } from "~/content/samples";
import { hasPhrase, joinList, link, usd } from "../phrases.server";
import type { Office } from "../types";
import { fact, has, page, roleFact, roleTitle, t, type Answerer, type Ctx } from "./context";
import { rateOf, tierName } from "./team";

/**
 * The company: who we are, mission, experience and the stated claims, who we work with, that we
 * are not a law firm, how an engagement starts, booking, how to reach us, the offices, opening
 * hours (not published) and social profiles.
 */
const claims = () => ({
  years: proof.claims.experience.value,
  success: proof.claims.successRate.value,
  areas: proof.claims.practiceAreas.value,
});

export const about: Answerer = (ctx) => {
  const body = ctx.q.translated ? ctx.q.about.body.slice(0, 2).join(" ") : t(ctx, "company.aboutBrief", claims());
  const lpo = LPO_ASKED.test(fold(ctx.part.raw)) ? `${t(ctx, "company.lpo")} ` : "";
  return fact(`${lpo}${body} ${page(ctx, "about")}`);
};

export const mission: Answerer = (ctx) => {
  if (!ctx.q.translated) return fact(`${t(ctx, "company.aboutBrief", claims())} ${page(ctx, "about")}`);
  const items = ctx.q.about.missionVisionValues.map((m) => `${m.title}: ${m.text}`).join(" ");
  return fact(`${items} ${page(ctx, "about")}`);
};

export const experience: Answerer = (ctx) =>
  fact(t(ctx, "company.experience", { ...claims(), link: page(ctx, "about") }));

export const clients: Answerer = (ctx) =>
  fact(
    ctx.q.translated
      ? `${ctx.q.about.body[0]} ${page(ctx, "about")}`
      : t(ctx, "company.clients", { link: page(ctx, "about") }),
  );

export const notLawFirm: Answerer = (ctx) => fact(t(ctx, "company.notLawFirm", { link: page(ctx, "about") }));

export const process: Answerer = (ctx) => {
  const steps = ctx.q.translated
    ? ctx.q.about.howWeWork.map((s, i) => `${i + 1}. ${s.title}: ${s.text}`).join(" ")
    : t(ctx, "company.processBrief");
  return fact(`${steps} ${t(ctx, "company.book")}`);
};

/** Booking: the consultation link and phone, and the same Phone/Email choice the menu offers. */
export const booking: Answerer = (ctx) => {
  ctx.state.pending = { kind: "contact" };
  return { text: t(ctx, "company.booking"), kind: "fact" };
};

/**
 * "Ok book that one" after a role was priced: its booking form, at the rate of the tier in focus (the Get Started
 * button of the role's page, /Booking/{role}${rate}), and the free consultation (decision 0088).
 */
export const bookRole: Answerer = (ctx) => {
  const e = ctx.part.entities;
  const members = ctx.state.members ?? [];
  const slug = e.roles[0]?.value ?? (members.length === 1 ? members[0].role : ctx.state.role);
  // (The member of that role priced last: "ok and a bilingual case manager weekly" … "book that one".)
  const member = members.find((m) => m.role === slug);
  if (!slug) return booking(ctx);
  const said = e.tiers[0]?.value ?? (e.languages.length ? "multilingual" : undefined);
  const tier = said ?? (member?.role === slug ? member.tier : undefined);
  const rate = rateOf(roleFact(ctx, slug), tier);
  const bilingual = tier === "multilingual" ? ` (${tierName(ctx, "multilingual")})` : "";
  // (The tier rides along by name, as the role page's Get Started sends it: Contract Base and Full Time share a rate.)
  const key = tier === "multilingual" ? "multilingual" : member?.role === slug ? member.schedule : undefined;
  const form = `/Booking/${slug}$${rate}${key ? `?tier=${key}` : ""}`;
  return fact(t(ctx, "role.book", { role: roleTitle(ctx, slug), tier: bilingual, rate: usd(rate), form }));
};

export const contactInfo: Answerer = (ctx) => ({
  ...fact(t(ctx, "company.contact", { contactPage: page(ctx, "contact") })),
  topic: "contact.info",
});

function officeLine(ctx: Ctx, region: Office): string {
  const office = getSettings().offices.find((o) => o.region === region)!;
  return t(ctx, region === "USA" ? "company.officeUsa" : "company.officeJamaica", { address: office.address });
}

export const offices: Answerer = (ctx) => {
  const named = ctx.part.entities.offices[0]?.value;
  const other =
    ctx.followUp && ctx.state.office && has(ctx, /^(other|otra|otro|autre|second|segunda|segundo|deuxieme)$/);
  const region: Office | undefined = other ? (ctx.state.office === "USA" ? "Jamaica" : "USA") : named;
  if (region) {
    ctx.state.office = region;
    return fact(`${officeLine(ctx, region)} ${page(ctx, "contact")}`);
  }
  return fact(`${t(ctx, "company.offices", { offices: officeLines(ctx) })} ${page(ctx, "contact")}`);
};

/** Every office's address, one sentence each, in the visitor's language. */
export const officeLines = (ctx: Ctx) =>
  getSettings()
    .offices.map((o) => officeLine(ctx, o.region))
    .join(" ");

export const officeHours: Answerer = (ctx) =>
  fact(t(ctx, "company.officeHours", { contactPage: page(ctx, "contact") }));

export const socials: Answerer = (ctx) => {
  const list = getSettings()
    .socials.map((s) => link(s.label, s.href))
    .join(", ");
  return fact(t(ctx, "company.socials", { list }));
};

/** The sample work page and what is on it, each sample named in the visitor's language (sample.<slug> in phrases.yaml). */
export const samples: Answerer = (ctx) => {
  const list = joinList(
    workSamples.map((s) => (hasPhrase(`sample.${s.slug}`) ? t(ctx, `sample.${s.slug}`) : s.kind)),
    ctx.lang,
  );
  return fact(t(ctx, "company.samples", { link: link(t(ctx, "label.sampleWork"), "/sample-work"), list }));
};
