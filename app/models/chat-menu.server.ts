import { about } from "~/content/about";
import { chatFaq } from "~/content/faqs";
import { serviceListPages } from "~/content/home";
import { practiceAreas } from "~/content/practice-areas";
import { roles } from "~/content/roles";
import { serviceListPaths } from "~/content/service-lists";
import { getSettings } from "~/config/site-settings.server";
import type { Lang } from "./assistant-language";

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

/** The widget's greetings; `{name}` is the visitor's name. */
export interface ChatGreetings {
  first: string;
  firstAnonymous: string;
  returning: string;
  returningAnonymous: string;
}

type MenuKey = MenuReply["key"];

/** Menu labels and the fixed replies in Spanish and French (content passages stay as published). */
const TRANSLATED: Record<
  Exclude<Lang, "en">,
  { labels: Record<MenuKey, string>; consultation: string; faqs: string; question: string; greetings: (assistant: string) => ChatGreetings }
> = {
  es: {
    labels: {
      about: "Quiénes somos",
      practices: "Áreas de práctica",
      services: "Nuestros servicios",
      roles: "Puestos a medida",
      consultation: "Reservar una consulta",
      faqs: "Preguntas frecuentes",
      question: "Hacer una pregunta",
    },
    consultation: "Con gusto lo organizamos. ¿Cómo prefiere que nuestro equipo le contacte?",
    faqs: "Estas son las preguntas más frecuentes (en inglés):",
    question: "Claro. Escriba su pregunta abajo y le responderé con lo que sé de nuestros servicios.",
    greetings: (assistant) => ({
      first: `Hola {name}, soy ${assistant}. Puedo informarle sobre nuestros puestos, precios, servicios y áreas de práctica. ¿Qué le gustaría saber?`,
      firstAnonymous: `Hola, soy ${assistant}. Puedo informarle sobre nuestros puestos, precios, servicios y áreas de práctica. ¿Qué le gustaría saber?`,
      returning: "¡Bienvenido de nuevo, {name}! ¿En qué puedo ayudarle hoy?",
      returningAnonymous: "¡Bienvenido de nuevo! ¿En qué puedo ayudarle hoy?",
    }),
  },
  fr: {
    labels: {
      about: "Qui sommes-nous",
      practices: "Domaines de pratique",
      services: "Nos services",
      roles: "Postes sur mesure",
      consultation: "Réserver une consultation",
      faqs: "Questions fréquentes",
      question: "Poser une question",
    },
    consultation: "Avec plaisir. Comment préférez-vous que notre équipe vous contacte ?",
    faqs: "Voici les questions les plus fréquentes (en anglais) :",
    question: "Bien sûr. Écrivez votre question ci-dessous et je vous répondrai à partir de ce que je sais de nos services.",
    greetings: (assistant) => ({
      first: `Bonjour {name}, je suis ${assistant}. Je peux vous renseigner sur nos postes, nos tarifs, nos services et nos domaines de pratique. Que souhaitez-vous savoir ?`,
      firstAnonymous: `Bonjour, je suis ${assistant}. Je peux vous renseigner sur nos postes, nos tarifs, nos services et nos domaines de pratique. Que souhaitez-vous savoir ?`,
      returning: "Bon retour parmi nous, {name} ! Comment puis-je vous aider aujourd'hui ?",
      returningAnonymous: "Bon retour parmi nous ! Comment puis-je vous aider aujourd'hui ?",
    }),
  },
};

/** The menu's language from `?lang=` or Accept-Language: Spanish or French when asked first, else English. */
export function menuLanguage(query: unknown, acceptLanguage: string | undefined): Lang {
  const asked = typeof query === "string" && query ? query : (acceptLanguage ?? "");
  const first = asked
    .split(",")
    .map((part) => part.trim().toLowerCase().slice(0, 2))
    .find((code) => /^[a-z]{2}$/.test(code));
  return first === "es" || first === "fr" ? first : "en";
}

/** The assistant's menu, canned replies and greetings in the visitor's language (docs/product.md#chat). */
export function chatMenu(lang: Lang = "en"): { options: MenuReply[]; faqs: { question: string; answer: string }[]; greetings: ChatGreetings } {
  const english = englishMenu();
  if (lang === "en") return english;
  const t = TRANSLATED[lang];
  const fixed: Partial<Record<MenuKey, string>> = { consultation: t.consultation, faqs: t.faqs, question: t.question };
  return {
    ...english,
    options: english.options.map((option) => ({ ...option, label: t.labels[option.key], text: fixed[option.key] ?? option.text })),
    greetings: t.greetings(getSettings().assistantName),
  };
}

function englishMenu(): { options: MenuReply[]; faqs: { question: string; answer: string }[]; greetings: ChatGreetings } {
  const assistant = getSettings().assistantName;
  return {
    greetings: {
      first: `Hi {name}, I'm ${assistant}. I can tell you about our roles, prices, services and practice areas. What would you like to know?`,
      firstAnonymous: `Hi, I'm ${assistant}. I can tell you about our roles, prices, services and practice areas. What would you like to know?`,
      returning: "Welcome back, {name}! How can I help you today?",
      returningAnonymous: "Welcome back! How can I help you today?",
    },
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
