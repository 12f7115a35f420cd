import type { StaffRole } from "./types";

/** The six staffing roles (spec §2 "Role pages", §6, §9 rates). Order matters: cards follow it. */
export const roles: StaffRole[] = [
  {
    slug: "Case-Coordinator",
    title: "Case Coordinator",
    icon: "CalendarCheck",
    summary:
      "Keep every matter moving with a remote case coordinator who tracks deadlines, schedules events and keeps clients, courts and vendors in step.",
    metaDescription:
      "Hire a remote case coordinator to manage calendars, deadlines and client updates for your law firm. Contract or full-time, bilingual options available.",
    rates: { standard: 14, multilingual: 17 },
    intro: {
      heading: "Remote Case Coordinator for Your Law Firm",
      paragraphs: [
        "A busy caseload runs on dates, documents and follow-ups. Our remote case coordinators take ownership of the logistics behind each matter, so your attorneys can spend their time on strategy, negotiation and court work instead of chasing schedules.",
        "Each coordinator is trained to work with U.S. law firms and fits into the practice management tools, calendars and communication channels you already use. Choose part-time contract hours or a full-time coordinator, with English-French or English-Spanish support when your clients need it.",
      ],
      listHeading: "What your case coordinator handles",
      list: [
        "Calendaring court dates, filing deadlines and statutes of limitation",
        "Scheduling depositions, mediations, client meetings and expert calls",
        "Sending routine status updates to clients under attorney direction",
        "Requesting and tracking medical, employment and billing records",
        "Organizing case files and keeping your case management system current",
        "Coordinating with court reporters, process servers and other vendors",
        "Preparing task lists and reminders for attorneys and staff",
      ],
    },
    whyChoose: {
      heading: "Why Choose Our Remote Case Coordinators",
      points: [
        {
          icon: "CalendarDays",
          title: "Nothing slips through the cracks",
          text: "Coordinators follow a consistent routine for deadlines and follow-ups, so key dates are tracked and flagged before they become urgent.",
        },
        {
          icon: "BadgeDollarSign",
          title: "Predictable hourly cost",
          text: "Clear hourly rates for contract or full-time engagements let you add coordination support without the overhead of an in-house hire.",
        },
        {
          icon: "Languages",
          title: "Bilingual client contact",
          text: "Multilingual coordinators communicate with clients in English and French or English and Spanish, which helps keep clients informed and engaged.",
        },
        {
          icon: "ShieldCheck",
          title: "Confidential by default",
          text: "Coordinators work inside the systems and permissions your firm controls and follow strict confidentiality practices with client information.",
        },
      ],
    },
  },
  {
    slug: "Case-Manager",
    title: "Case Manager",
    icon: "BriefcaseBusiness",
    summary:
      "Give your attorneys a dependable point person who manages files from intake to resolution and keeps clients informed at every stage.",
    metaDescription:
      "Remote case managers for U.S. law firms: file management, client communication and case progress tracking. Flexible contract or full-time hourly rates.",
    rates: { standard: 14, multilingual: 17 },
    intro: {
      heading: "Remote Case Manager for Your Law Firm",
      paragraphs: [
        "A strong case manager is the bridge between your attorneys and your clients. Our remote case managers follow each file from the first client conversation through settlement or trial preparation, keeping work organized and making sure every next step has an owner.",
        "They are trained in U.S. legal workflows and work under the direction of your attorneys, adapting to your firm's procedures rather than asking you to change them. Engage a case manager on contract hours or full time, with bilingual English-French or English-Spanish options.",
      ],
      listHeading: "What your case manager handles",
      list: [
        "Managing an assigned caseload from intake through resolution",
        "Serving as a regular point of contact for client questions and updates",
        "Gathering evidence, records and supporting documents for each file",
        "Tracking case milestones and reporting progress to attorneys",
        "Preparing case summaries and draft documents for attorney review",
        "Coordinating with insurers, medical providers and opposing counsel's staff",
        "Keeping notes, tasks and documents current in your case management system",
      ],
    },
    whyChoose: {
      heading: "Why Choose Our Remote Case Managers",
      points: [
        {
          icon: "FolderOpen",
          title: "Organized files, start to finish",
          text: "Every matter follows a clear structure, so attorneys can find what they need and pick up a file at any stage without delay.",
        },
        {
          icon: "MessagesSquare",
          title: "Clients who feel heard",
          text: "Regular, professional updates reduce anxious client calls and help build the trust that keeps clients with your firm.",
        },
        {
          icon: "TrendingUp",
          title: "Room to grow your caseload",
          text: "Adding a remote case manager lets your firm take on more matters without stretching your existing team too thin.",
        },
        {
          icon: "Handshake",
          title: "A true extension of your team",
          text: "Case managers learn your procedures, tools and preferences and work as part of your firm, not as an outside vendor.",
        },
      ],
    },
  },
  {
    slug: "Paralegal-Role",
    title: "Paralegal",
    icon: "Scale",
    summary:
      "Add skilled paralegal support for research, drafting, discovery and trial preparation, working under the supervision of your attorneys.",
    metaDescription:
      "Remote paralegals for legal research, drafting, discovery and trial prep. Trained to work with U.S. law firms, on contract or full-time, bilingual options.",
    rates: { standard: 14, multilingual: 17 },
    intro: {
      heading: "Remote Paralegal for Your Law Firm",
      paragraphs: [
        "Our remote paralegals take on the substantive support work that fills your attorneys' days: research, first drafts, discovery, document organization and trial preparation. Every task is completed under attorney supervision and returned ready for review.",
        "Each paralegal is trained to work with U.S. law firms across our 26 supported practice areas and adapts to your templates, formatting rules and preferred tools. Engage a paralegal on a contract or full-time basis, with English-French or English-Spanish capability when you need it.",
      ],
      listHeading: "What your paralegal handles",
      list: [
        "Legal research and case law summaries for attorney review",
        "Drafting pleadings, motions, discovery requests and responses",
        "Organizing, indexing and reviewing discovery documents",
        "Summarizing depositions and medical records",
        "Preparing trial binders, exhibit lists and witness files",
        "Drafting client and opposing counsel correspondence",
        "Cite-checking and proofreading briefs and filings",
        "Maintaining organized, up-to-date case files",
      ],
    },
    whyChoose: {
      heading: "Why Choose Our Remote Paralegals",
      points: [
        {
          icon: "GraduationCap",
          title: "Trained for U.S. practice",
          text: "Paralegals are trained in U.S. legal terminology, document formats and procedures, so their work fits how your firm already operates.",
        },
        {
          icon: "Layers",
          title: "Broad practice coverage",
          text: "Support is available across 26 practice areas, from personal injury and family law to corporate, immigration and real estate matters.",
        },
        {
          icon: "PiggyBank",
          title: "Cost-effective capacity",
          text: "Hourly rates for remote paralegals help you expand capacity while keeping overhead and recruiting costs under control.",
        },
        {
          icon: "UserCheck",
          title: "Attorney-supervised work",
          text: "Every draft and summary is prepared for attorney review, keeping your lawyers in control of the final work product.",
        },
      ],
    },
  },
  {
    slug: "Secretary-Receptionist",
    title: "Secretary/Receptionist",
    icon: "Headset",
    summary:
      "Answer every call professionally and keep your front office organized with a remote legal secretary and receptionist.",
    metaDescription:
      "Remote legal secretary and receptionist for law firms: call handling, scheduling, messages and office support. Contract or full-time, bilingual available.",
    rates: { standard: 12, multilingual: 15 },
    intro: {
      heading: "Remote Secretary/Receptionist for Your Law Firm",
      paragraphs: [
        "First impressions matter in legal services. A remote secretary/receptionist answers calls with a professional greeting, routes inquiries to the right person and keeps attorney calendars and the front office running smoothly.",
        "Our receptionists are trained to work with U.S. law firms and follow your call scripts, scheduling rules and message procedures. Choose contract hours to cover your busiest periods or a full-time receptionist, with English-French or English-Spanish options for multilingual callers.",
      ],
      listHeading: "What your secretary/receptionist handles",
      list: [
        "Answering and routing incoming calls with your firm's greeting",
        "Taking detailed messages and forwarding them promptly",
        "Scheduling appointments and managing attorney calendars",
        "Sending appointment confirmations and reminders",
        "Managing the general inbox and routine correspondence",
        "Preparing, formatting and filing documents",
        "Maintaining contact lists and office records",
      ],
    },
    whyChoose: {
      heading: "Why Choose Our Remote Secretaries and Receptionists",
      points: [
        {
          icon: "Phone",
          title: "Fewer missed calls",
          text: "A dedicated receptionist answers during your business hours, so potential clients reach a person instead of voicemail.",
        },
        {
          icon: "Star",
          title: "Polished, professional service",
          text: "Receptionists follow your scripts and tone, giving callers a consistent and courteous experience every time.",
        },
        {
          icon: "Languages",
          title: "Multilingual callers welcome",
          text: "Bilingual receptionists assist callers in English and French or English and Spanish, widening the clients your firm can serve.",
        },
        {
          icon: "Wallet",
          title: "Front-office coverage for less",
          text: "Remote reception support costs a fraction of a traditional in-office hire, with contract or full-time options.",
        },
      ],
    },
  },
  {
    slug: "Legal-Admin",
    title: "Legal Admin",
    icon: "FolderOpen",
    summary:
      "Take billing, records and day-to-day administration off your attorneys' plates with a remote legal administrative professional.",
    metaDescription:
      "Remote legal admins for billing support, records management, document formatting and office administration. Contract or full-time, multilingual options.",
    rates: { standard: 15, multilingual: 18 },
    intro: {
      heading: "Remote Legal Admin for Your Law Firm",
      paragraphs: [
        "Administrative work keeps a law firm running, but it should not consume your attorneys' billable hours. A remote legal admin handles the records, billing support, document preparation and office tasks that keep your practice organized and compliant with your internal procedures.",
        "Our legal admins are trained to work with U.S. law firms and become familiar with your software, filing conventions and reporting needs. Engage one on contract hours or full time, including English-French or English-Spanish options.",
      ],
      listHeading: "What your legal admin handles",
      list: [
        "Entering time and preparing draft invoices for attorney approval",
        "Organizing digital files and maintaining records retention schedules",
        "Formatting, proofreading and finalizing documents",
        "Preparing and tracking court filing packages for attorney sign-off",
        "Managing vendor requests, supplies and subscriptions",
        "Updating client and matter data in your practice management system",
        "Preparing routine administrative reports for firm leadership",
      ],
    },
    whyChoose: {
      heading: "Why Choose Our Remote Legal Admins",
      points: [
        {
          icon: "ListChecks",
          title: "Consistent, reliable processes",
          text: "Legal admins follow documented routines so billing, records and filing tasks are completed the same way every time.",
        },
        {
          icon: "Timer",
          title: "More billable time for attorneys",
          text: "Handing off administrative work frees your lawyers to focus on client matters that drive revenue.",
        },
        {
          icon: "Lock",
          title: "Careful with sensitive data",
          text: "Admins handle client and billing information with strict confidentiality, working only within the access you grant.",
        },
        {
          icon: "Puzzle",
          title: "Fits your existing tools",
          text: "Admins adapt to the practice management, billing and document systems your firm already relies on.",
        },
      ],
    },
  },
  {
    slug: "Intake-Specialist",
    title: "Intake Specialist",
    icon: "ClipboardList",
    summary:
      "Turn more inquiries into consultations with a remote intake specialist who screens callers, gathers details and books appointments quickly.",
    metaDescription:
      "Remote legal intake specialists who screen leads, collect case details and book consultations for your firm. Contract or full-time, bilingual support.",
    rates: { standard: 12, multilingual: 15 },
    intro: {
      heading: "Remote Intake Specialist for Your Law Firm",
      paragraphs: [
        "Potential clients often contact more than one firm, and the first to respond has an advantage. A remote intake specialist responds promptly, gathers the facts your attorneys need using your screening criteria and books qualified callers for a consultation.",
        "Our intake specialists are trained to work with U.S. law firms and follow your questionnaires and conflict-check procedures. They never give legal advice; they collect information and pass it to your attorneys. Choose contract or full-time support, with English-French or English-Spanish options.",
      ],
      listHeading: "What your intake specialist handles",
      list: [
        "Responding to phone, web form and email inquiries",
        "Screening prospective clients using your intake criteria",
        "Collecting contact details, key facts and supporting documents",
        "Entering new leads into your CRM or case management system",
        "Running initial conflict-check requests for attorney review",
        "Scheduling consultations and sending confirmations",
        "Following up with leads who have not yet booked",
      ],
    },
    whyChoose: {
      heading: "Why Choose Our Remote Intake Specialists",
      points: [
        {
          icon: "Zap",
          title: "Faster lead response",
          text: "Prompt, organized follow-up helps your firm reach prospective clients while they are still deciding whom to hire.",
        },
        {
          icon: "ClipboardList",
          title: "Consistent screening",
          text: "Every inquiry is handled with the same questions and criteria, giving attorneys complete, comparable information.",
        },
        {
          icon: "Languages",
          title: "Bilingual intake",
          text: "Multilingual specialists conduct intake in English and French or English and Spanish, so language is never a barrier to reaching your firm.",
        },
        {
          icon: "Heart",
          title: "A caring first contact",
          text: "Intake specialists are trained to speak with people in stressful situations calmly and respectfully, reflecting well on your firm.",
        },
      ],
    },
  },
];
