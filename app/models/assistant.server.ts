import MiniSearch from "minisearch";
import { about } from "~/content/about";
import { chatFaq } from "~/content/faqs";
import { serviceListPages } from "~/content/home";
import { practiceAreas } from "~/content/practice-areas";
import { pricingTiers } from "~/content/pricing";
import { roles } from "~/content/roles";
import { getSettings } from "~/content/settings.server";
import { serviceListPaths } from "~/content/service-lists";
import { staticServicePages } from "~/content/static-services";
import { contentSource } from "./content.server";

/**
 * Lexi's answers: a retrieval engine over the content registry. Each fact is a short answer
 * with the page it comes from; a question is matched against the facts' titles, keywords and
 * text, and the best fact is quoted with its link. Below a confidence threshold Lexi says she
 * does not know and offers the team's follow-up.
 */
interface Fact {
  id: string;
  title: string;
  keywords: string;
  answer: string;
  link?: { href: string; label: string };
}

const money = (n: number) => `$${n}`;

function staticFacts(): Fact[] {
  const s = getSettings();
  const facts: Fact[] = [
    {
      id: "licensing",
      title: "Are your staff U.S. licensed attorneys or U.S. based?",
      keywords: "licensed license licence attorney lawyer bar us based legal advice qualified disclaimer",
      answer:
        "Our remote legal professionals are not U.S. based or licensed, but they are trained to work with U.S. law firms. They work under your attorneys' supervision and never give legal advice.",
      link: { href: "/roles", label: "Our roles" },
    },
    {
      id: "languages",
      title: "Which languages do your staff speak?",
      keywords: "language languages bilingual multilingual spanish french english speak",
      answer:
        "Our staff work in English, and bilingual professionals are available in English/Spanish and English/French through the Multilingual tier of every role.",
      link: { href: "/roles", label: "Roles and pricing" },
    },
    {
      id: "offices",
      title: "Where are your offices?",
      keywords: "office offices location located address where jamaica florida miami kingston usa",
      answer: `We have two offices: ${s.offices.map((o) => `${o.label}, ${o.address}`).join("; and ")}.`,
      link: { href: "/contact", label: "Contact" },
    },
    {
      id: "contact",
      title: "How can I contact you? Phone and e-mail",
      keywords: "contact phone call number email e-mail mail address reach talk telephone",
      answer: `Call us at ${s.phone.display} or e-mail ${s.email}. You can also leave a message on our contact page.`,
      link: { href: "/contact", label: "Contact" },
    },
    {
      id: "get-started",
      title: "How do I get started, book a consultation or hire someone?",
      keywords: "start started begin book booking consultation demo hire onboard schedule appointment free",
      answer: `Start with a free consultation: book it online at ${s.bookingUrl}, call ${s.phone.display}, or pick a role and press Get Started on its pricing to book that role directly.`,
      link: { href: "/roles", label: "Pick a role" },
    },
    {
      id: "engagement",
      title: "Do you offer full-time or contract engagements? How many hours?",
      keywords: "full time full-time part time contract hours week month engagement term commitment",
      answer:
        "Every role comes as Contract Base (80 hours a month, 20 hours a week) or Full Time (160 hours a month, 40 hours a week), and as Multilingual (English/French or English/Spanish).",
      link: { href: "/roles", label: "Roles and pricing" },
    },
    {
      id: "experience",
      title: "How experienced are you? Success rate",
      keywords: "experience years long success rate track record how many practice areas",
      answer: "We have 5 years of experience supporting U.S. law firms, a 100% success rate, and support across 26 practice areas.",
      link: { href: "/about", label: "About us" },
    },
    {
      id: "pricing",
      title: "How much does it cost? Prices and rates",
      keywords: "price prices pricing cost costs rate rates hourly fee fees cheap expensive budget",
      answer: `Rates are hourly in USD: ${roles.map((r) => `${r.title} ${money(r.rates.standard)} (Multilingual ${money(r.rates.multilingual)})`).join(", ")}.`,
      link: { href: "/roles", label: "Roles and pricing" },
    },
    {
      id: "practice-areas",
      title: "Which practice areas do you support?",
      keywords: "practice areas specialties law fields which areas support",
      answer: `We support 26 practice areas: ${practiceAreas.map((a) => a.title).join(", ")}.`,
      link: { href: "/internalguide", label: "Practice areas" },
    },
    {
      id: "services",
      title: "What services do you offer?",
      keywords: "services offer provide do you do what",
      answer: `We provide remote staff for six roles (${roles.map((r) => r.title).join(", ")}) and four service lines: ${serviceListPaths.map((p) => serviceListPages[p].title).join(", ")}.`,
      link: { href: "/service", label: "Services" },
    },
    {
      id: "careers",
      title: "Are you hiring? Jobs and careers",
      keywords: "job jobs career careers hiring work for you apply vacancy opening employment",
      answer: "We hire remote legal professionals. Current openings, with salary and how to apply, are on our careers page.",
      link: { href: "/Career", label: "Current openings" },
    },
  ];
  for (const [index, item] of [...about.faq, ...chatFaq].entries()) {
    facts.push({ id: `faq-${index}`, title: item.question, keywords: "", answer: item.answer, link: { href: "/about", label: "FAQ" } });
  }
  for (const role of roles) {
    const tiers = pricingTiers(role);
    facts.push({
      id: `role-${role.slug}`,
      title: `${role.title} price, rate and duties`,
      keywords: `${role.title} ${role.title.replace("/", " ")} ${role.slug.replace(/-/g, " ")} cost rate price hourly multilingual`,
      answer: `A remote ${role.title} costs ${money(tiers[0].rate)}/hour on Contract Base (80 hours/month) or Full Time (160 hours/month), and ${money(tiers[2].rate)}/hour Multilingual (English/French or English/Spanish). ${role.summary}`,
      link: { href: `/${role.slug}`, label: role.title },
    });
  }
  for (const area of practiceAreas) {
    facts.push({
      id: `area-${area.slug}`,
      title: `${area.title} law paralegal support`,
      keywords: `${area.title} ${area.practiceName ?? ""} ${area.slug}`,
      answer: `Yes, we support ${area.title} practices. ${area.summary} Typical work: ${area.services
        .slice(0, 4)
        .map((s) => s.title.toLowerCase())
        .join("; ")}.`,
      link: { href: `/${area.slug}`, label: area.title },
    });
  }
  for (const slug of serviceListPaths) {
    const page = serviceListPages[slug];
    facts.push({
      id: `list-${slug}`,
      title: page.title,
      keywords: page.title,
      answer: `${page.title}: ${page.summary}`,
      link: { href: `/${slug}`, label: page.title },
    });
  }
  for (const page of staticServicePages) {
    facts.push({
      id: `static-${page.slug}`,
      title: page.title,
      keywords: page.title,
      answer: `${page.title}: ${page.summary}`,
      link: { href: `/${page.slug}`, label: page.title },
    });
  }
  return facts;
}

let index: MiniSearch<Fact> | undefined;
let facts: Map<string, Fact> | undefined;

function searchIndex() {
  if (!index || !facts) {
    const all = staticFacts();
    facts = new Map(all.map((f) => [f.id, f]));
    index = new MiniSearch<Fact>({
      fields: ["title", "keywords", "answer"],
      storeFields: ["id"],
      searchOptions: {
        boost: { title: 2, keywords: 3 },
        prefix: (term) => term.length > 3,
        fuzzy: (term) => (term.length > 5 ? 0.2 : false),
        combineWith: "OR",
      },
      processTerm: (term) => (stopWords.has(term.toLowerCase()) ? null : term.toLowerCase()),
    });
    index.addAll(all);
  }
  return { index, facts };
}

const stopWords = new Set(
  "a an the is are do does can you your we our us i me my of to for in on with and or what whats s which how who where when it be have has about please tell there any get".split(
    " ",
  ),
);

export interface AssistantAnswer {
  text: string;
  link?: { href: string; label: string };
  known: boolean;
}

const MIN_SCORE = 2;

export async function answerQuestion(question: string): Promise<AssistantAnswer> {
  const q = question.trim().slice(0, 500);
  const { index, facts } = searchIndex();
  const [best] = index.search(q);
  if (!best || best.score < MIN_SCORE) {
    return {
      known: false,
      text: "I'm not sure about that one, and I'd rather not guess. I've noted your question, and our team will follow up with you using the contact details you gave me. You can also call us or use the contact page.",
      link: { href: "/contact", label: "Contact" },
    };
  }
  const fact = facts.get(best.id as string)!;
  if (fact.id === "careers") {
    const jobs = await contentSource()
      .listJobs()
      .catch(() => []);
    if (jobs.length) {
      return { known: true, text: `${fact.answer} Open now: ${jobs.map((j) => j.name).join(", ")}.`, link: fact.link };
    }
  }
  return { known: true, text: fact.answer, link: fact.link };
}

/** The answer as it is streamed: text in small pieces, then the link line. */
export function answerChunks(answer: AssistantAnswer): string[] {
  const words = answer.text.split(/(?<=\s)/);
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += 4) chunks.push(words.slice(i, i + 4).join(""));
  if (answer.link) chunks.push(`\n\nMore: ${answer.link.label} (${answer.link.href})`);
  return chunks;
}

/** Share of the evaluation set answered with its expected fact, and the misses. */
export async function evaluateAssistant(set: { question: string; mustContain: string }[]) {
  const misses: string[] = [];
  for (const { question, mustContain } of set) {
    const answer = await answerQuestion(question);
    if (!answer.text.toLowerCase().includes(mustContain.toLowerCase())) misses.push(question);
  }
  return { score: 1 - misses.length / set.length, total: set.length, misses };
}
