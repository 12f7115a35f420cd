import type { FaqItem, IconCard, TitledText } from "./types";

export interface AboutContent {
  metaDescription: string;
  whoWeAre: { heading: string; paragraphs: string[] };
  missionVisionValues: IconCard[];
  howWeWork: TitledText[];
  faq: FaqItem[];
}

/** About Us (spec §2 "About"). */
export const about: AboutContent = {
  metaDescription:
    "Learn how we supply remote paralegals, case managers and legal admins to U.S. law firms, with bilingual English-French and English-Spanish staff.",
  whoWeAre: {
    heading: "Remote Legal Support Built Around Your Firm",
    paragraphs: [
      "We are a legal process outsourcing provider that connects U.S. law firms, solo attorneys, corporate legal departments and public agencies with skilled remote legal support staff.",
      "For five years we have supplied paralegals, case coordinators, case managers, legal admins, intake specialists and receptionists who are trained to work with U.S. law firms. Our staff are remote legal professionals, not U.S. based or licensed, and they work under the direction of your attorneys, inside your systems and according to your procedures.",
      "Whether you need part-time help through a busy stretch or a full-time team member, we match you with professionals who understand legal workflows, support 26 practice areas and, when you need it, communicate fluently in English and French or English and Spanish.",
    ],
  },
  missionVisionValues: [
    {
      icon: "Target",
      title: "Mission",
      text: "To give legal teams of every size reliable, affordable remote support, so attorneys can spend more of their time serving clients.",
    },
    {
      icon: "Eye",
      title: "Vision",
      text: "To be the partner law firms trust first when they need to grow capacity, with remote professionals who work as a true extension of their team.",
    },
    {
      icon: "Heart",
      title: "Values",
      text: "Confidentiality, accuracy, accountability and respect guide how we recruit, train and support every professional we place.",
    },
  ],
  howWeWork: [
    {
      title: "Free consultation",
      text: "We start with a no-cost conversation about your caseload, workflows, schedule and the kind of support your firm needs.",
    },
    {
      title: "Matching the right professional",
      text: "We recommend a role and engagement type, then match you with a remote professional whose skills, experience and languages fit your practice.",
    },
    {
      title: "Onboarding and integration",
      text: "Your new team member is set up in your tools and learns your procedures, templates and communication preferences.",
    },
    {
      title: "Ongoing support",
      text: "We stay in touch after placement, gather your feedback and adjust hours or staffing as your needs change.",
    },
  ],
  faq: [
    {
      question: "What services do you offer?",
      answer:
        "We provide remote legal support staff, including paralegals, case coordinators, case managers, legal admins, intake specialists and secretaries/receptionists. We also offer paralegal services such as legal research, drafting, document review, deposition summaries, contract life cycle management and administrative support.",
    },
    {
      question: "Which languages do your staff speak?",
      answer:
        "All of our staff work in English. We also offer multilingual professionals who are bilingual in English and French or English and Spanish, which is helpful for firms that serve French- or Spanish-speaking clients.",
    },
    {
      question: "How do I get started?",
      answer:
        "Book a free consultation. We will discuss your needs, recommend the right role and engagement type, and then match you with a qualified remote professional.",
    },
    {
      question: "How are your staff qualified and trained?",
      answer:
        "We screen candidates for legal experience, communication skills and attention to detail, and we verify language ability for multilingual roles. Staff are trained in U.S. legal terminology, document formats and common law firm workflows. They are not U.S. based or licensed, they do not give legal advice, and they work under the supervision of your attorneys.",
    },
    {
      question: "How do you handle confidential client data?",
      answer:
        "Our staff follow strict confidentiality practices and work within the systems, accounts and permissions your firm provides and controls. Client information is used only for the work you assign, and we are happy to sign your confidentiality agreements.",
    },
    {
      question: "Can I hire staff full time or on a contract basis?",
      answer:
        "Yes, both. Contract Base engagements cover 80 hours per month (20 hours per week), and Full Time engagements cover 160 hours per month (40 hours per week). You can start with one and change as your caseload grows.",
    },
  ],
};
