import { has, type Answerer } from "./context";
import { MONTH, WEEK } from "./period";
import { againstFocus, inHouse, scheduleRateOfOne } from "./figures";
import * as acrossOpenings from "./across-openings";
import { apply } from "./applying";
import * as careers from "./careers";
import * as company from "./company";
import * as chat from "./conversation";
import { customHours } from "./custom-hours";
import { figureChecked } from "./figure-check";
import { fromOurPages } from "./passage";
import * as pricing from "./pricing";
import * as extremes from "./extremes";
import { margin, rateVsPay } from "./rate-pay";
import { privacy } from "./privacy";
import { requirements } from "./requirements";
import { unpublished } from "./unpublished";
import * as seekerTerms from "./seeker-terms";
import * as postingFacets from "./posting-facets";
import * as roles from "./roles";
import * as services from "./services";
import * as staff from "./staff";

/**
 * The table of intents and the answerer of each. An intent of content/assistant/intents/ names
 * its answerer here (by its own name, or by `answer:`); unpublished.* and privacy.* share one.
 */
export const ANSWERERS: Record<string, Answerer> = {
  price: pricing.price,
  "price.cheapest": extremes.cheapest,
  // ("Réceptionniste à temps partiel, le tarif horaire est-il plus cher qu'à temps plein ?": one role's schedules.)
  "price.dearest": (ctx) => (scheduleRateOfOne(ctx) ? pricing.price(ctx) : extremes.dearest(ctx)),
  "price.tiers": pricing.tiers,
  // ("8 hrs a day every weekday" is Full Time: hours a published engagement has are priced as it.)
  "price.custom_hours": (ctx) =>
    ctx.part.entities.schedules.length && !ctx.part.entities.customHours.length && ctx.state.asker !== "seeker"
      ? pricing.price(ctx)
      : customHours(ctx),
  "price.currency": pricing.currency,
  "price.check": figureChecked,
  "price.in_house": inHouse,
  "price.vs_pay": rateVsPay,
  "unpublished.margin": margin,

  "roles.list": roles.rolesList,
  "role.info": roles.roleInfo,
  // ("La différence entre une réceptionniste et un coordinateur à temps partiel": with a schedule, their prices; "and
  // a case coordinator per week?" after a weekly figure: its price for the period.)
  // ("…quelle différence avec un parajuriste anglais seulement ?" after a price: the two priced side by side.)
  "role.compare": (ctx) =>
    ctx.part.entities.schedules.length || has(ctx, WEEK) || has(ctx, MONTH) || againstFocus(ctx)
      ? pricing.price(ctx)
      : roles.roleCompare(ctx),
  "role.recommend": roles.roleRecommend,

  "staff.licensed": staff.licensed,
  "staff.remote": staff.remote,
  "staff.location": staff.location,
  "staff.languages": staff.languages,
  "staff.translation": staff.translation,
  "staff.qualifications": staff.qualifications,
  "staff.hours": staff.hours,
  "staff.tools": staff.tools,
  "staff.replacement": staff.replacement,
  "staff.start_small": staff.startSmall,
  "staff.confidentiality": staff.confidentiality,

  "company.about": company.about,
  "company.mission": company.mission,
  "company.experience": company.experience,
  "company.clients": company.clients,
  "company.not_law_firm": company.notLawFirm,
  "company.process": company.process,
  "company.booking": company.booking,
  /** Not an intent of the classifier's: the role priced, booked (business-terms.ts). */
  "role.book": company.bookRole,
  "company.offices": company.offices,
  "company.office_hours": company.officeHours,
  "company.socials": company.socials,
  "company.samples": company.samples,
  "contact.info": company.contactInfo,

  "services.list": services.servicesList,
  "service.info": services.serviceInfo,
  "areas.list": services.areasList,
  "area.info": services.areaInfo,
  blog: services.blog,

  "jobs.list": careers.jobsList,
  "job.info": careers.jobInfo,
  "job.apply": apply,
  "job.locations": careers.locations,
  "job.hours": careers.hours,
  "job.process": careers.hiringProcess,
  "job.requirements": requirements,
  "job.benefits": careers.benefits,
  "job.negotiable": careers.negotiable,
  "job.closing": acrossOpenings.closing,
  "job.pay": acrossOpenings.payOfOpenings,
  "job.unpublished": careers.unpublished,
  "job.status": careers.applicationStatus,

  "chat.greeting": chat.greeting,
  "chat.thanks": chat.thanks,
  "chat.bye": chat.bye,
  "chat.ack": chat.ack,
  "chat.how_are_you": chat.howAreYou,
  "chat.bot": chat.botIdentity,
  "chat.capabilities": chat.capabilities,
  "chat.intro": chat.intro,
  "chat.language": chat.language,
  /** Not an intent of the classifier's: the chat's languages asked, read by their words (route.server.ts). */
  "chat.languages": chat.languages,
  "chat.always_on": chat.alwaysOn,
  /** Not intents of the classifier's: good news and kind words, read by their words (route.server.ts). */
  "chat.congrats": chat.congrats,
  "chat.birthday": chat.birthday,
  "chat.compliment": chat.compliment,
  "chat.wishes": chat.wishes,
  "chat.joke": chat.joke,
  "chat.creative": chat.creative,
  "chat.trial": chat.trial,
  "chat.wait": chat.wait,
  "handoff.person": chat.person,
  "handoff.complaint": chat.complaint,
  /** Not an intent of the classifier's: praise of one of our people, read by its words (refine.ts). */
  "handoff.praise": chat.praise,
  /** Nor this: a firm asking our people for a legal judgement, read by its words (route.server.ts). */
  "staff.judgement": chat.judgement,
  "staff.deadline": chat.deadline,
  /** Nor is this: our site failed the visitor, read by its words (refine.ts). */
  "handoff.site_trouble": chat.siteTrouble,
  "handoff.booking": chat.bookingTrouble,
  "job.pay_terms": seekerTerms.payTerms,
  "job.attorneys": seekerTerms.attorneys,
  "job.resume_by_email": seekerTerms.resumeByEmail,
  "job.license": seekerTerms.license,
  "job.equipment": postingFacets.equipment,
  "job.hourly": postingFacets.hourly,
  "jobs.part_time": postingFacets.partTime,
  "jobs.level": postingFacets.level,
  // (Of two openings named, the two set against each other.)
  "jobs.best_paid": (ctx) =>
    acrossOpenings.openingsAsked(ctx).length === 2 ? acrossOpenings.payOfOpenings(ctx) : postingFacets.bestPaid(ctx),
  "job.age": postingFacets.age,
  "job.languages": postingFacets.languages,
  "staff.stands_in": chat.standsIn,
  "staff.who_signs": chat.whoSigns,
  "staff.client_contact": chat.clientContact,
  "chat.not_a_no": chat.notANo,
  none: chat.offTopic,
  /** Not an intent of the classifier's: a question no intent placed, answered from the passage of our pages. */
  "passage.search": fromOurPages,
  /** Not an intent either: a job seeker's question one line of the opening in focus answers. */
  "posting.line": careers.fromThePosting,
};

export function answererFor(intent: string, answer?: string): Answerer | undefined {
  const name = answer ?? intent;
  if (ANSWERERS[name]) return ANSWERERS[name];
  if (name.startsWith("unpublished.")) return unpublished;
  if (name.startsWith("privacy.")) return privacy;
  return undefined;
}

/** Intents whose answer is chatter: dropped when another part of the message asks something real. */
export const CHATTER = new Set([
  "chat.greeting",
  "chat.thanks",
  "chat.ack",
  "chat.how_are_you",
  "chat.intro",
  "chat.bye",
  "chat.congrats",
  "chat.birthday",
  "chat.compliment",
  "chat.wishes",
  "chat.joke",
  "chat.creative",
  "chat.trial",
  "chat.wait",
  "none",
]);

/** Intents a short follow-up ("and for two?", "what about the other one?") may continue. */
export const CONTINUABLE = new Set([
  "price",
  "price.in_house",
  "price.cheapest",
  "price.dearest",
  "price.vs_pay",
  "price.custom_hours",
  "role.info",
  "role.compare",
  "role.recommend",
  "staff.languages",
  "job.info",
  "job.apply",
  "job.hours",
  "job.process",
  "job.requirements",
  "job.benefits",
  "job.locations",
  "job.closing",
  "company.offices",
  "area.info",
  "service.info",
]);

/** Topics after which a schedule, a head count or a tier re-prices the team. */
export const PRICED_TOPICS =
  /^(price|price\.cheapest|price\.dearest|price\.vs_pay|price\.custom_hours|role\.info|role\.compare|role\.recommend|staff\.languages)$/;

/** What an unsure part that names something most likely asks about it. */
export function intentForEntities(e: import("../types").Entities, topic?: string): string | undefined {
  // "And a case manager?" after a price: the role's price, even where an opening shares its name.
  if (e.roles.length && topic?.startsWith("price")) return "price";
  // "3 full-time case managers for 6 months?": heads and hours of a role are a price, whatever opening shares its name.
  if (e.roles.length && e.counts.length + e.schedules.length > 0 && !topic?.startsWith("job")) return "price";
  if (e.jobs.length) return "job.info";
  if (e.roles.length)
    return topic?.startsWith("price") ? "price" : e.schedules.length || e.counts.length ? "price" : "role.info";
  if (e.services.length) return "service.info";
  if (e.areas.length) return "area.info";
  if (e.offices.length) return "company.offices";
  if (e.otherLanguages.length || e.languages.length || e.tiers.some((t) => t.value === "multilingual"))
    return "staff.languages";
  if (e.customHours.length) return "price.custom_hours";
  return undefined;
}
