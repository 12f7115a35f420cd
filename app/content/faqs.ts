import type { FaqItem } from "./types";

/** The five general questions shown with the chat assistant (spec §4 "FAQ accordions"). */
export const chatFaq: FaqItem[] = [
  {
    question: "How much does remote legal support cost?",
    answer:
      "We charge clear hourly rates in USD that depend on the role, from $12 to $18 per hour. Contract Base and Full Time engagements share the same rate, and multilingual English-French or English-Spanish professionals are available at a slightly higher rate. Each role page lists its exact pricing.",
  },
  {
    question: "Can your staff work during our business hours and time zone?",
    answer:
      "Yes. We schedule your remote professional around your firm's business hours and U.S. time zone, so they are available when your attorneys and clients need them. Tell us your preferred hours during your free consultation.",
  },
  {
    question: "How do you keep our client information secure?",
    answer:
      "Our staff follow strict confidentiality practices and work only within the systems, accounts and permissions your firm provides. You stay in control of access, and client information is used only for the work you assign.",
  },
  {
    question: "Can we start small and how does onboarding work?",
    answer:
      "Yes. Many firms begin with a Contract Base engagement of 20 hours per week and move to Full Time as their needs grow. After a free consultation we match you with a professional, set them up in your tools and walk them through your procedures.",
  },
  {
    question: "What happens if a staff member is not the right fit?",
    answer:
      "Let us know. We will talk through what is not working and, if needed, match you with a replacement whose skills and style better suit your firm.",
  },
];
