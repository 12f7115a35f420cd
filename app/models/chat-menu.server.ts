import { about } from "~/content/about";
import { chatFaq } from "~/content/faqs";
import { serviceListPages } from "~/content/home";
import { practiceAreas } from "~/content/practice-areas";
import { roles } from "~/content/roles";
import { serviceListPaths } from "~/content/service-lists";

export interface ChatLink {
  href: string;
  label: string;
}

export interface MenuReply {
  key: "about" | "practices" | "services" | "roles" | "consultation" | "faqs" | "question";
  label: string;
  text: string;
  links: ChatLink[];
}

/** The assistant's menu and canned replies, from the registry (spec §4 Chat). */
export function chatMenu(): { options: MenuReply[]; faqs: { question: string; answer: string }[] } {
  return {
    options: [
      { key: "about", label: "About us", text: about.whoWeAre.paragraphs[0], links: [{ href: "/about", label: "About us" }] },
      {
        key: "practices",
        label: "Practices we serve",
        text: `We support 26 practice areas, among them ${practiceAreas
          .slice(0, 6)
          .map((a) => a.title)
          .join(", ")}.`,
        links: [{ href: "/internalguide", label: "All 26 practice areas" }, ...practiceAreas.slice(0, 3).map((a) => ({ href: `/${a.slug}`, label: a.title }))],
      },
      {
        key: "services",
        label: "Our Services",
        text: `Our service lines: ${serviceListPaths.map((p) => serviceListPages[p].title).join(", ")}.`,
        links: serviceListPaths.map((p) => ({ href: `/${p}`, label: serviceListPages[p].title })),
      },
      {
        key: "roles",
        label: "Tailored Roles",
        text: `Remote professionals for six roles, billed hourly: ${roles.map((r) => `${r.title} from $${r.rates.standard}`).join(", ")}.`,
        links: roles.map((r) => ({ href: `/${r.slug}`, label: r.title })),
      },
      { key: "consultation", label: "Book a consultation", text: "Happy to set that up. How would you like our team to contact you?", links: [] },
      { key: "faqs", label: "FAQs", text: "Here are the questions we hear most:", links: [] },
      { key: "question", label: "Ask a question", text: "Of course. Type your question below and I'll answer from what I know about our services.", links: [] },
    ],
    faqs: chatFaq,
  };
}
