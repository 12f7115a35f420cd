import type { IconCard, PracticeArea } from "./types";

/**
 * Copy for the Practice Areas hub (/internalguide) and the 26 practice-area pages (spec §2
 * "Practice Areas hub /internalguide" and "Practice-area pages"). Order, slugs and titles follow
 * the spec exactly. The brand name, phone number and e-mail come from settings, never from here.
 */
export const practiceAreas: PracticeArea[] = [
  {
    slug: "Personal",
    title: "Personal Injury",
    icon: "HeartPulse",
    summary:
      "Intake, medical records, demand packages and discovery support that keeps injury cases moving from the first call to settlement.",
    metaDescription:
      "Remote paralegals for personal injury firms: client intake, medical record summaries, demand letters, discovery responses and deadline tracking.",
    hero: {
      badge: "Remote paralegal support for PI firms",
      heading: "Remote Paralegal Support for Personal Injury Firms",
      description:
        "Personal injury cases run on paperwork: intake notes, medical records, bills, correspondence and demands. Our trained remote paralegals take that workload off your desk so your attorneys can focus on negotiating and trying cases.",
    },
    services: [
      {
        title: "Client Intake Interviews",
        text: "We gather accident details, injuries, treatment history and insurance information from new clients using your intake scripts. Each intake arrives organized and ready for attorney review.",
      },
      {
        title: "Medical Record Collection and Summaries",
        text: "We request records and bills from every provider, follow up until they arrive, and prepare treatment chronologies that highlight diagnoses, gaps in care and costs.",
      },
      {
        title: "Demand Letters and Settlement Documents",
        text: "We draft demand packages from your templates with damages, specials and supporting exhibits, and prepare releases and settlement statements for attorney sign-off.",
      },
      {
        title: "Pleadings and Discovery Responses",
        text: "We prepare first drafts of complaints, interrogatory answers and responses to requests for production, and gather the documents that support them.",
      },
      {
        title: "Case Calendars and Deadlines",
        text: "We track statutes of limitations, discovery cutoffs, hearings and follow-up dates so nothing slips through the cracks.",
      },
      {
        title: "Coordination with Medical Providers and Insurers",
        text: "We handle routine calls and letters with treating providers, adjusters and lien holders, and log every contact in the case file.",
      },
    ],
    benefits: [
      {
        title: "Faster Demand Turnaround",
        text: "When records are requested promptly and summarized as they arrive, demand packages are ready sooner. Your attorneys spend their time valuing and negotiating claims instead of chasing paperwork.",
        icon: "Timer",
      },
      {
        title: "More Cases Without More Overhead",
        text: "Add trained paralegal capacity as your caseload grows, on contract or full-time terms. You skip the cost and delay of recruiting, equipping and onboarding local staff.",
        icon: "TrendingUp",
      },
      {
        title: "Clients Who Feel Informed",
        text: "Regular status updates and bilingual intake help injured clients understand where their case stands. That steady communication builds trust and cuts down on check-in calls.",
        icon: "MessageCircle",
      },
    ],
    closing: {
      heading: "Give Your Injury Cases the Support They Deserve",
      text: "Tell us about your caseload and workflow, and we will match you with a remote paralegal trained in personal injury support.",
    },
  },
  {
    slug: "Criminal",
    title: "Criminal",
    icon: "Gavel",
    practiceName: "Criminal Law",
    summary:
      "Discovery indexing, motion drafts, research and trial preparation for criminal practices working against tight court timelines.",
    metaDescription:
      "Remote criminal law paralegals for discovery indexing, motions and subpoenas, legal research, trial binders, witness coordination and court calendars.",
    hero: {
      badge: "Trial-ready support for criminal practices",
      heading: "Remote Paralegal Support for Criminal Law Practices",
      description:
        "Criminal matters move quickly, and discovery can be enormous. Our remote paralegals review and organize evidence, draft routine filings and keep your court calendar in order, so your attorneys are prepared for every hearing.",
    },
    services: [
      {
        title: "Discovery Review and Indexing",
        text: "We review police reports, body-camera logs, lab results and other discovery, then build indexes that flag key dates, names and inconsistencies for attorney review.",
      },
      {
        title: "Motions, Subpoenas and Correspondence",
        text: "We prepare first drafts of routine motions, subpoenas and letters to prosecutors, courts and clients from your templates and instructions.",
      },
      {
        title: "Legal Research",
        text: "We locate statutes, case law and local rules on the issues your attorneys assign and deliver organized research notes for their review.",
      },
      {
        title: "Trial Binders and Exhibit Lists",
        text: "We assemble trial and hearing binders, number and index exhibits, and prepare witness and exhibit lists so your team walks into court organized.",
      },
      {
        title: "Witness Interview Coordination",
        text: "We schedule witness interviews, keep contact logs and prepare question outlines for attorney use. Interview notes are filed and easy to find.",
      },
      {
        title: "Case Files and Court Calendars",
        text: "We maintain complete case files and track arraignments, pretrial conferences, motion deadlines and trial dates across your docket.",
      },
    ],
    benefits: [
      {
        title: "Discovery You Can Navigate",
        text: "Large discovery productions become indexed, summarized files your attorneys can search in minutes. Important details surface early instead of the night before a hearing.",
        icon: "FileSearch",
      },
      {
        title: "No Missed Court Dates",
        text: "Every appearance, filing deadline and speedy-trial date is tracked and confirmed. Your team gets reminders well ahead of each date.",
        icon: "CalendarCheck",
      },
      {
        title: "More Time for Advocacy",
        text: "With drafting, filing preparation and scheduling handled, your attorneys can put their hours into strategy, negotiation and time with clients.",
        icon: "Scale",
      },
    ],
    closing: {
      heading: "Walk Into Every Hearing Prepared",
      text: "Share how your practice handles discovery and court preparation, and we will recommend the right remote support for your docket.",
    },
  },
  {
    slug: "Family",
    title: "Family",
    icon: "Users",
    practiceName: "Family Law",
    summary:
      "Support for divorce, custody and support matters, from petitions and financial disclosures to hearing preparation and deadline tracking.",
    metaDescription:
      "Remote family law paralegals for petitions and motions, parenting plans, financial disclosures, hearing and mediation prep, and deadline tracking.",
    hero: {
      badge: "Organized, caring family law support",
      heading: "Remote Paralegal Support for Family Law Firms",
      description:
        "Family law clients are facing some of the hardest moments of their lives, and their cases generate a steady stream of forms, disclosures and deadlines. Our remote paralegals keep that work organized so your attorneys can give clients the attention they need.",
    },
    services: [
      {
        title: "Petitions, Responses and Motions",
        text: "We prepare first drafts of divorce and custody petitions, responses and motions to modify using your forms and attorney instructions.",
      },
      {
        title: "Parenting Plans, Settlement Agreements and Financial Disclosures",
        text: "We draft parenting plans and marital settlement agreements from attorney notes, and gather income, asset and debt records to complete financial disclosures.",
      },
      {
        title: "Hearing and Mediation Case Files",
        text: "We assemble organized case files, exhibit sets and summaries ahead of every hearing and mediation session.",
      },
      {
        title: "Client Meetings and Court Appearances",
        text: "We schedule client meetings, send reminders and prepare the documents your attorneys need before each court appearance.",
      },
      {
        title: "Deadline Management",
        text: "We track response dates, disclosure deadlines, hearing dates and compliance dates so every filing goes out on time.",
      },
      {
        title: "Family Law Research",
        text: "We research state statutes, local rules and case law on custody, support and property division for attorney review.",
      },
    ],
    benefits: [
      {
        title: "Calmer, Better-Informed Clients",
        text: "Clients in the middle of a divorce or custody dispute want to know what happens next. Timely updates and organized document requests help them feel supported and keep the case moving.",
        icon: "Heart",
      },
      {
        title: "Disclosures Completed on Time",
        text: "Financial disclosures are often the slowest part of a family case. We chase missing statements, organize what arrives and flag gaps early, so your attorneys are never waiting at the deadline.",
        icon: "ClipboardList",
      },
      {
        title: "Support in Your Clients' Language",
        text: "Bilingual English-Spanish and English-French paralegals can help clients with intake and document collection in the language they are most comfortable using. Fewer misunderstandings mean fewer delays.",
        icon: "Languages",
      },
    ],
    closing: {
      heading: "Give Families the Focus They Need",
      text: "Let our team carry the paperwork and scheduling so your attorneys can concentrate on guiding clients through difficult decisions.",
    },
  },
  {
    slug: "Immigration",
    title: "Immigration",
    icon: "Plane",
    summary:
      "Visa, green card and naturalization filing support, evidence gathering and case tracking for busy immigration practices.",
    metaDescription:
      "Remote immigration paralegals for visa, green card and naturalization filings, affidavits, evidence packages, status tracking and interview prep.",
    hero: {
      badge: "Bilingual support for immigration practices",
      heading: "Remote Paralegal Support for Immigration Law Firms",
      description:
        "Immigration filings demand accuracy, complete evidence and close attention to changing timelines. Our remote paralegals, many of them bilingual, prepare forms, assemble evidence and keep every case on track for attorney review.",
    },
    services: [
      {
        title: "Visa, Green Card and Naturalization Filings",
        text: "We prepare USCIS forms for family-based, employment-based and naturalization cases from client questionnaires, ready for attorney review and signature.",
      },
      {
        title: "Affidavits and Declarations",
        text: "We draft affidavits of support, personal declarations and support letters based on client interviews and attorney guidance.",
      },
      {
        title: "Supporting Evidence Packages",
        text: "We collect civil documents, financial records and proof of relationships or employment, then index them into clean, complete filing packages.",
      },
      {
        title: "Deadline Tracking and Status Updates",
        text: "We monitor receipt notices, requests for evidence and response deadlines, check case status and keep clients informed at each step.",
      },
      {
        title: "Biometrics and Interview Coordination",
        text: "We track biometrics appointments and interviews, send client reminders and prepare interview packets for attorney use.",
      },
      {
        title: "Immigration Research",
        text: "We research current agency policy, visa bulletin movement and relevant case law on the questions your attorneys assign.",
      },
    ],
    benefits: [
      {
        title: "Cleaner, More Complete Filings",
        text: "A consistent checklist for every form and evidence package reduces avoidable requests for evidence. Your attorneys review finished drafts instead of starting from scratch.",
        icon: "ListChecks",
      },
      {
        title: "Clients Served in Their Language",
        text: "Bilingual paralegals can gather information and explain document requests to clients in Spanish or French. Clients understand what is needed, and answers come back faster.",
        icon: "Languages",
      },
      {
        title: "Room to Grow Your Caseload",
        text: "Filing volume can change quickly with policy updates and deadlines. Add remote support when demand rises without the cost of hiring and training in-house staff.",
        icon: "Rocket",
      },
    ],
    closing: {
      heading: "Keep Every Immigration Case Moving",
      text: "Tell us which case types you handle most, and we will pair you with remote support trained for that workflow.",
    },
  },
  {
    slug: "RealEstate",
    title: "Real Estate",
    icon: "House",
    summary:
      "Transaction documents, title work and closing coordination that keep residential and commercial deals on schedule.",
    metaDescription:
      "Remote real estate paralegals for purchase agreements, leases, closing documents, title searches, deeds, mortgages and transaction timelines.",
    hero: {
      badge: "Transaction support for real estate practices",
      heading: "Remote Paralegal Support for Real Estate Law Firms",
      description:
        "Every closing depends on dozens of documents and parties lining up on time. Our remote paralegals prepare transaction paperwork, coordinate with title companies and lenders, and keep each deal on its timeline.",
    },
    services: [
      {
        title: "Purchase Agreements, Leases and Closing Documents",
        text: "We prepare first drafts of purchase agreements, commercial and residential leases, and closing packages from your templates and deal terms.",
      },
      {
        title: "Coordination with Title Companies, Lenders and Agents",
        text: "We handle routine communication with title officers, lenders, brokers and agents so documents, payoffs and approvals arrive when they should.",
      },
      {
        title: "Title Searches and Summaries",
        text: "We order and review title reports and prepare summaries of liens, easements, exceptions and other issues for attorney review.",
      },
      {
        title: "Deeds and Mortgage Documents",
        text: "We draft deeds, mortgages, satisfactions and related instruments, and track recording so every document is properly filed.",
      },
      {
        title: "Transaction Timelines",
        text: "We build and maintain closing checklists covering contingency, inspection, financing and closing dates, and send reminders to the right people.",
      },
      {
        title: "Correspondence and Records",
        text: "We manage deal correspondence and keep complete, organized transaction files that are easy to retrieve after closing.",
      },
    ],
    benefits: [
      {
        title: "Smoother Closings",
        text: "With a paralegal tracking every contingency and document, closings stay on schedule. Fewer last-minute scrambles means happier clients and referral partners.",
        icon: "CalendarCheck",
      },
      {
        title: "Title Issues Caught Early",
        text: "Clear summaries of title reports bring liens, easements and exceptions to your attorneys' attention before they become closing-day problems.",
        icon: "Search",
      },
      {
        title: "Capacity for Busy Seasons",
        text: "Transaction volume rises and falls with the market. Remote support lets you scale up during busy months without carrying extra overhead when things slow down.",
        icon: "TrendingUp",
      },
    ],
    closing: {
      heading: "Close More Deals With Less Stress",
      text: "Let our team manage documents, timelines and coordination so your attorneys can focus on negotiating terms and protecting clients.",
    },
  },
  {
    slug: "Employment",
    title: "Employment & Labor",
    icon: "BriefcaseBusiness",
    summary:
      "Contract drafting, agency charge support, investigation evidence and discovery help for firms representing employers or employees.",
    metaDescription:
      "Remote employment and labor paralegals for contracts, non-competes, policy manuals, EEOC complaints, investigation evidence, discovery and calendars.",
    hero: {
      badge: "Workplace law support, employer or employee side",
      heading: "Remote Paralegal Support for Employment & Labor Law Firms",
      description:
        "Employment matters combine careful drafting with fast-moving agency and litigation deadlines. Our remote paralegals handle the documents, evidence and scheduling behind each matter so your attorneys can focus on strategy.",
    },
    services: [
      {
        title: "Employment Contracts, Non-Competes and Policy Manuals",
        text: "We prepare first drafts of offer letters, employment agreements, restrictive covenants and employee handbooks from your templates.",
      },
      {
        title: "EEOC Complaints",
        text: "We help prepare charges of discrimination, position statement drafts and agency correspondence, and track every agency deadline.",
      },
      {
        title: "Workplace Investigation Evidence",
        text: "We organize personnel files, emails, timekeeping records and witness statements into indexed evidence sets for attorney review.",
      },
      {
        title: "Discovery and Witness Interviews",
        text: "We draft discovery requests and responses, schedule witness interviews and keep interview notes organized in the case file.",
      },
      {
        title: "Employment Law Research",
        text: "We research federal and state employment statutes, wage and hour rules and case law on the issues your attorneys assign.",
      },
      {
        title: "Calendars and Deadlines",
        text: "We track agency response dates, right-to-sue windows, discovery deadlines and hearings across all of your matters.",
      },
    ],
    benefits: [
      {
        title: "Evidence Organized From the Start",
        text: "Employment cases often turn on records. We build clean, indexed evidence files early so your attorneys can evaluate claims and defenses with the full picture.",
        icon: "FolderOpen",
      },
      {
        title: "Agency Deadlines Under Control",
        text: "Charge responses, mediation dates and filing windows are tracked in one calendar. Your team sees what is due long before it is urgent.",
        icon: "Clock",
      },
      {
        title: "Flexible Support for Either Side",
        text: "Whether you advise employers or represent workers, our paralegals adapt to your templates and procedures. Add support for a single large matter or for your whole practice.",
        icon: "Handshake",
      },
    ],
    closing: {
      heading: "Strengthen Your Workplace Law Practice",
      text: "Tell us about your matters and caseload, and we will recommend remote support that fits the way your firm works.",
    },
  },
  {
    slug: "Corporate",
    title: "Corporate & Business",
    icon: "Building2",
    transformBeforeServices: true,
    summary:
      "Contract drafting, entity formation, compliance filings, due diligence and corporate records support for business law practices.",
    metaDescription:
      "Remote corporate paralegals for contracts and NDAs, entity formation, compliance filings, M&A due diligence, minutes and corporate records.",
    hero: {
      badge: "Business law support that scales with your clients",
      heading: "Remote Paralegal Support for Corporate & Business Law Firms",
      description:
        "Corporate clients expect quick turnaround and flawless records. Our remote paralegals handle contract drafts, entity filings, due diligence and minute books, so your attorneys can concentrate on advising clients and closing deals.",
    },
    services: [
      {
        title: "Contracts, NDAs and Partnership Agreements",
        text: "We prepare first drafts of commercial contracts, nondisclosure agreements and partnership or operating agreements from your templates and term sheets.",
      },
      {
        title: "Formation and Governance Documents",
        text: "We prepare articles, bylaws, operating agreements, resolutions and other documents needed to form and govern corporations and LLCs.",
      },
      {
        title: "Compliance Filings",
        text: "We track and prepare annual reports, registered agent updates, foreign qualifications and other state filings so entities stay in good standing.",
      },
      {
        title: "Due Diligence for Mergers and Acquisitions",
        text: "We organize data rooms, review documents against diligence checklists and prepare summaries of contracts, liabilities and open issues for attorney review.",
      },
      {
        title: "Corporate Records and Minutes",
        text: "We draft meeting minutes and written consents, maintain minute books and keep capitalization and ownership records current.",
      },
      {
        title: "Business Law Research",
        text: "We research state corporate statutes, regulatory requirements and case law on the questions your attorneys assign.",
      },
    ],
    benefits: [
      {
        title: "Deals That Stay on Schedule",
        text: "Diligence checklists, signature packets and closing sets are prepared and tracked by a dedicated paralegal. Transactions keep moving even when your attorneys are in negotiations.",
        icon: "Rocket",
      },
      {
        title: "Records Always Ready",
        text: "Current minute books, ownership records and compliance filings mean no scramble when a lender, buyer or auditor asks for documents.",
        icon: "Archive",
      },
      {
        title: "Support That Scales With Your Clients",
        text: "Add remote capacity for a large transaction or a growing roster of business clients. Contract and full-time options let you match support to demand.",
        icon: "Layers",
      },
    ],
    closing: {
      heading: "Give Your Business Clients Faster Turnaround",
      text: "Let our team handle the drafting, filings and records so your attorneys can focus on the advice and negotiations clients rely on.",
    },
  },
  {
    slug: "EstatePlanning",
    title: "Estate Planning & Probate",
    icon: "ScrollText",
    summary:
      "Drafting support for wills and trusts, probate filings, asset inventories and beneficiary coordination for estate practices.",
    metaDescription:
      "Remote estate planning and probate paralegals for wills, trusts, powers of attorney, probate petitions, asset inventories and beneficiary coordination.",
    hero: {
      badge: "Careful support for estate and probate matters",
      heading: "Remote Paralegal Support for Estate Planning & Probate Firms",
      description:
        "Estate planning and probate work calls for precise documents and patient communication with families. Our remote paralegals prepare drafts, track probate steps and keep beneficiaries and institutions informed, all under your attorneys' direction.",
    },
    services: [
      {
        title: "Wills, Trusts, Powers of Attorney and Healthcare Directives",
        text: "We prepare first drafts of estate planning documents from client questionnaires and attorney notes, and assemble signing packages.",
      },
      {
        title: "Probate Petitions",
        text: "We prepare petitions, notices and other probate court filings, and gather the death certificates and records each filing requires.",
      },
      {
        title: "Estate Asset Inventories",
        text: "We collect account statements, deeds, titles and valuations and build organized inventories and accountings for attorney review.",
      },
      {
        title: "Coordination with Beneficiaries, Executors and Institutions",
        text: "We handle routine communication with beneficiaries, personal representatives, banks and brokerages, and log every contact.",
      },
      {
        title: "Probate Timelines",
        text: "We track creditor claim periods, inventory and accounting deadlines and hearing dates so each estate moves steadily toward closing.",
      },
      {
        title: "Estate and Probate Research",
        text: "We research state probate procedures, trust administration rules and case law on the issues your attorneys assign.",
      },
    ],
    benefits: [
      {
        title: "Faster Estate Administration",
        text: "Organized inventories and tracked deadlines keep estates from stalling. Families see steady progress, and your attorneys spend less time chasing records.",
        icon: "Timer",
      },
      {
        title: "Patient Communication With Families",
        text: "Grieving families need clear, respectful updates. Our paralegals keep beneficiaries and executors informed so your attorneys can focus on the decisions only they can make.",
        icon: "MessagesSquare",
      },
      {
        title: "More Plans Drafted Each Month",
        text: "With first drafts and signing packages prepared for you, your attorneys can meet with more clients. Planning volume grows without adding in-house staff.",
        icon: "PenLine",
      },
    ],
    closing: {
      heading: "Help More Families Plan and Settle Estates",
      text: "Tell us about your planning and probate workload, and we will match you with remote support trained for estate work.",
    },
  },
  {
    slug: "Bankruptcy",
    title: "Bankruptcy",
    icon: "PiggyBank",
    summary:
      "Chapter 7 and Chapter 13 petition preparation, schedules, motions and creditor communication for consumer and small business bankruptcy practices.",
    metaDescription:
      "Remote bankruptcy paralegals for Chapter 7 and Chapter 13 petitions, schedules, motions, plan tracking and creditor, trustee and client communication.",
    hero: {
      badge: "Chapter 7 and Chapter 13 support",
      heading: "Remote Paralegal Support for Bankruptcy Law Firms",
      description:
        "Bankruptcy filings depend on complete financial information and exact schedules. Our remote paralegals gather client documents, prepare Chapter 7 and Chapter 13 paperwork and keep trustees, creditors and clients in the loop.",
    },
    services: [
      {
        title: "Petitions, Schedules and Statements of Financial Affairs",
        text: "We prepare Chapter 7 and Chapter 13 petitions, schedules and statements of financial affairs from client questionnaires and financial records for attorney review.",
      },
      {
        title: "Motions and Objections",
        text: "We prepare first drafts of motions for relief from stay, motions to avoid liens, objections to claims and related filings.",
      },
      {
        title: "Supporting Documents",
        text: "We collect pay stubs, tax returns, bank statements and credit reports, and organize them so every number in the schedules can be verified.",
      },
      {
        title: "Creditor, Trustee and Client Communications",
        text: "We handle routine correspondence with creditors and trustees, answer document requests and keep clients informed at each stage of the case.",
      },
      {
        title: "Means Test and Meeting of Creditors Preparation",
        text: "We gather income records for means test calculations and prepare clients and files for the 341 meeting of creditors.",
      },
      {
        title: "Chapter 13 Plan Support and Payment Tracking",
        text: "We help prepare draft Chapter 13 plans and amendments, and track plan payments, confirmation hearings and trustee deadlines.",
      },
    ],
    benefits: [
      {
        title: "Complete Petitions, Fewer Amendments",
        text: "A thorough document checklist catches missing income, assets and debts before filing. That means fewer amended schedules and fewer trustee questions.",
        icon: "ClipboardList",
      },
      {
        title: "Clients Guided Through Every Step",
        text: "Filing for bankruptcy is stressful. Regular reminders and clear document requests, in English or Spanish, help clients stay on track from intake to discharge.",
        icon: "UserCheck",
      },
      {
        title: "Steady Handling of High Volume",
        text: "Consumer bankruptcy practices run on volume. Remote paralegals let you take on more filings without adding office space or payroll.",
        icon: "Layers",
      },
    ],
    closing: {
      heading: "Help More Clients Get a Fresh Start",
      text: "Tell us about your filing volume and chapters, and we will recommend remote support that keeps your bankruptcy practice running smoothly.",
    },
  },
  {
    slug: "Intellectual",
    title: "IP Law",
    icon: "Copyright",
    summary:
      "Trademark, patent and copyright filing support, IP docketing and portfolio management for intellectual property practices.",
    metaDescription:
      "Remote IP paralegals for trademark searches and applications, patent filing support, IP docketing, licensing documents and portfolio records.",
    hero: {
      badge: "Docketing and filing support for IP practices",
      heading: "Remote Paralegal Support for IP Law Firms",
      description:
        "Intellectual property work is built on filings, deadlines and detailed records. Our remote paralegals keep your trademark, patent and copyright matters organized and your docket current, so nothing valuable is lost to a missed date.",
    },
    services: [
      {
        title: "Trademark Searches and Applications",
        text: "We run preliminary clearance searches and prepare trademark application drafts, specimens and office action response materials for attorney review.",
      },
      {
        title: "Patent Filing Support",
        text: "We assemble patent application packages and information disclosure statements and track correspondence from the patent office.",
      },
      {
        title: "IP Docketing and Renewals",
        text: "We docket office action deadlines, maintenance fees, declarations of use and renewals across every mark and patent you manage.",
      },
      {
        title: "Licensing and Enforcement Documents",
        text: "We prepare first drafts of license agreements, assignments and cease-and-desist letters from your templates and instructions.",
      },
      {
        title: "Infringement Monitoring",
        text: "We watch marketplaces, websites and trademark publications for potential conflicts and document evidence of infringing use.",
      },
      {
        title: "Copyright Registrations and Portfolio Records",
        text: "We prepare copyright registration materials and keep organized records of ownership, chain of title and status for each asset.",
      },
    ],
    benefits: [
      {
        title: "A Docket You Can Trust",
        text: "Every response date, renewal and maintenance fee is tracked and double-checked. Your clients' rights stay protected, and your attorneys are never surprised by a deadline.",
        icon: "CalendarDays",
      },
      {
        title: "Clear View of Every Portfolio",
        text: "Organized portfolio records show what each client owns, where it is registered and what is coming due. Reporting to clients becomes simple.",
        icon: "Eye",
      },
      {
        title: "Faster Filing Preparation",
        text: "With searches, drafts and specimens prepared ahead of time, your attorneys can review and file quickly, which matters when priority dates are at stake.",
        icon: "Zap",
      },
    ],
    closing: {
      heading: "Protect More Ideas With Less Administrative Work",
      text: "Let our team handle docketing, filing preparation and records so your attorneys can focus on strategy and client counseling.",
    },
  },
  {
    slug: "ContractLaw",
    title: "Contract Law",
    icon: "FileSignature",
    summary:
      "Contract drafting, review summaries, redline tracking and renewal management for transactional and contract dispute practices.",
    metaDescription:
      "Remote contract law paralegals for contract drafts, term summaries, redlines and version control, renewal tracking and breach of contract support.",
    hero: {
      badge: "Drafting and review support for contract work",
      heading: "Remote Paralegal Support for Contract Law Firms",
      description:
        "Contracts pile up quickly, and each one carries terms, dates and obligations worth tracking. Our remote paralegals prepare drafts, summarize key terms and manage versions and renewals so your attorneys can focus on negotiation.",
    },
    services: [
      {
        title: "Contract Drafting From Templates",
        text: "We prepare first drafts of service agreements, vendor contracts, amendments and other agreements from your approved templates and deal terms.",
      },
      {
        title: "Contract Review Summaries",
        text: "We read agreements and prepare summaries of key terms, payment provisions, renewal dates and termination rights for attorney review.",
      },
      {
        title: "Redlines and Version Control",
        text: "We compare drafts, track each party's changes and keep a clean history of every version exchanged during negotiation.",
      },
      {
        title: "Renewal and Obligation Tracking",
        text: "We build contract calendars that flag renewals, notice periods and performance obligations before they pass.",
      },
      {
        title: "Breach of Contract Litigation Support",
        text: "We organize correspondence, invoices and performance records, and prepare drafts of demand letters and pleadings for breach claims.",
      },
      {
        title: "Clause Libraries and Research",
        text: "We maintain your library of standard clauses and research enforceability questions your attorneys assign.",
      },
    ],
    benefits: [
      {
        title: "No More Missed Renewals",
        text: "Auto-renewals and notice windows are easy to overlook. A tracked contract calendar gives your clients time to renegotiate or exit on their terms.",
        icon: "Clock",
      },
      {
        title: "Quicker Review Cycles",
        text: "Attorneys start from a clear summary of the terms that matter instead of a blank page. Reviews move faster, and clients get answers sooner.",
        icon: "FileSearch",
      },
      {
        title: "Consistent Documents Every Time",
        text: "Drafts built from your approved templates and clause library keep language consistent across clients and deals, which reduces risk and rework.",
        icon: "FileStack",
      },
    ],
    closing: {
      heading: "Turn Contract Backlogs Into Finished Work",
      text: "Tell us how your firm drafts and manages contracts, and we will match you with remote support that fits your process.",
    },
  },
  {
    slug: "Civil",
    title: "Civil Litigation",
    icon: "Scale",
    summary:
      "Pleadings, discovery, document review, deposition summaries and trial preparation support for civil litigation teams.",
    metaDescription:
      "Remote civil litigation paralegals for pleadings and motions, discovery, document review, deposition summaries, trial prep and docket management.",
    hero: {
      badge: "Litigation support from filing to trial",
      heading: "Remote Paralegal Support for Civil Litigation Firms",
      description:
        "Civil cases generate heavy discovery and a constant stream of deadlines. Our remote paralegals draft, organize and track the work behind every stage of litigation, so your attorneys are ready for each motion, deposition and trial date.",
    },
    services: [
      {
        title: "Pleadings and Motion Drafts",
        text: "We prepare first drafts of complaints, answers, routine motions and proposed orders based on your templates and attorney direction.",
      },
      {
        title: "Discovery Requests and Responses",
        text: "We draft interrogatories, requests for production and admissions, and prepare responses with supporting documents for attorney review.",
      },
      {
        title: "Document Review and Production",
        text: "We review, tag and Bates-number documents, prepare privilege logs and assemble productions according to your protocols.",
      },
      {
        title: "Deposition Preparation and Summaries",
        text: "We schedule depositions, prepare exhibit sets and outlines, and write page-line summaries of transcripts.",
      },
      {
        title: "Trial Preparation",
        text: "We build trial binders, exhibit and witness lists, and jury instruction drafts so your team arrives organized.",
      },
      {
        title: "Docket and Deadline Management",
        text: "We calendar court deadlines, scheduling order dates and hearings, and send reminders well ahead of each one.",
      },
    ],
    benefits: [
      {
        title: "Litigation-Ready Files",
        text: "Every pleading, production and transcript is organized in a consistent structure. Attorneys find what they need in seconds, even on a case they just inherited.",
        icon: "FolderOpen",
      },
      {
        title: "Discovery Under Control",
        text: "Document review, privilege logs and productions are handled methodically. Your attorneys can focus on the documents that matter most to the case.",
        icon: "FileStack",
      },
      {
        title: "Extra Hands Before Trial",
        text: "Add remote paralegal support when a case heads toward trial and scale back afterward. You get the capacity you need without long-term hiring.",
        icon: "Users",
      },
    ],
    closing: {
      heading: "Litigate With a Stronger Support Team",
      text: "Share your caseload and litigation workflow, and we will recommend remote support that keeps every case on schedule.",
    },
  },
  {
    slug: "Environmental",
    title: "Environmental",
    icon: "Leaf",
    practiceName: "Environmental Law",
    summary:
      "Permit, compliance, records research and enforcement support for environmental and natural resources practices.",
    metaDescription:
      "Remote environmental law paralegals for permit applications, compliance calendars, agency correspondence, records research and litigation support.",
    hero: {
      badge: "Regulatory and litigation support for environmental work",
      heading: "Remote Paralegal Support for Environmental Law Firms",
      description:
        "Environmental matters involve technical reports, agency requirements and long-running compliance obligations. Our remote paralegals organize the records and track the deadlines so your attorneys can focus on regulatory strategy and advocacy.",
    },
    services: [
      {
        title: "Permit Applications and Renewals",
        text: "We assemble permit application and renewal packages under federal and state air, water and waste programs, tracking every required attachment.",
      },
      {
        title: "Compliance Calendars and Reporting",
        text: "We track monitoring, reporting and permit deadlines for each client facility and prepare filing packages ahead of each date.",
      },
      {
        title: "Environmental Records Research",
        text: "We gather agency enforcement histories, site assessments and public permit files for property transactions and due diligence.",
      },
      {
        title: "Agency Correspondence and Notices",
        text: "We log notices of violation and information requests, and prepare draft responses and correspondence for attorney review.",
      },
      {
        title: "Enforcement and Litigation Support",
        text: "We organize technical reports, expert materials and discovery in contamination, toxic tort and enforcement matters.",
      },
      {
        title: "Environmental Law Research",
        text: "We research federal and state environmental statutes, regulations and agency guidance on the issues your attorneys assign.",
      },
    ],
    benefits: [
      {
        title: "A Clear Compliance Picture",
        text: "Every permit condition and reporting deadline is tracked in one place. Clients get timely reminders, and your attorneys can spot risks before regulators do.",
        icon: "Sprout",
      },
      {
        title: "Technical Records Made Manageable",
        text: "Site assessments, sampling data and agency files can run to thousands of pages. We index and summarize them so attorneys can find key facts quickly.",
        icon: "Archive",
      },
      {
        title: "Fast Response to Agency Action",
        text: "When a notice of violation or information request arrives, we organize the file and response materials right away. Your team starts from a prepared record, not a scramble.",
        icon: "ShieldAlert",
      },
    ],
    closing: {
      heading: "Stay Ahead of Environmental Deadlines",
      text: "Tell us about your permit, compliance and litigation work, and we will match you with remote support that fits it.",
    },
  },
  {
    slug: "Taxlaw",
    title: "Tax",
    icon: "Calculator",
    practiceName: "Tax Law",
    summary:
      "Notice response preparation, financial record organization, collection alternatives and Tax Court support for tax controversy practices.",
    metaDescription:
      "Remote tax law paralegals for IRS and state notice responses, financial records, offer in compromise packages, Tax Court filings and tax research.",
    hero: {
      badge: "Organized support for tax controversy and planning",
      heading: "Remote Paralegal Support for Tax Law Firms",
      description:
        "Tax matters hinge on accurate records and firm deadlines. Our remote paralegals organize financial documents, prepare response packages and track every notice, so your attorneys can focus on resolving each client's tax problem.",
    },
    services: [
      {
        title: "Notice Response Preparation",
        text: "We log IRS and state tax notices, gather the records each one requires and prepare draft responses for attorney review.",
      },
      {
        title: "Financial Record Organization",
        text: "We collect returns, transcripts, bank statements and business records and organize them into clear, reconciled workpapers.",
      },
      {
        title: "Offers in Compromise and Installment Agreements",
        text: "We assemble collection information statements and supporting documents for offers in compromise and installment agreement requests.",
      },
      {
        title: "Tax Court Filing Support",
        text: "We prepare draft petitions, exhibit sets and stipulation materials, and track Tax Court deadlines and calendar dates.",
      },
      {
        title: "Deadline and Correspondence Tracking",
        text: "We monitor response windows, statute expiration dates and examination timelines, and keep correspondence organized by matter.",
      },
      {
        title: "Tax Research",
        text: "We research the Internal Revenue Code, Treasury regulations, rulings and state tax law on the questions your attorneys assign.",
      },
    ],
    benefits: [
      {
        title: "Records Ready for Review",
        text: "Clients often arrive with years of missing or scattered records. We organize them into clear workpapers so attorneys can assess exposure and options quickly.",
        icon: "Receipt",
      },
      {
        title: "No Missed Response Windows",
        text: "Tax notices carry strict deadlines. A tracked calendar means each response and petition is prepared well before its due date.",
        icon: "Timer",
      },
      {
        title: "Capacity for Busy Seasons",
        text: "Tax work peaks at predictable times of year. Remote support lets you add capacity during peak months without a year-round hire.",
        icon: "Wallet",
      },
    ],
    closing: {
      heading: "Resolve More Tax Matters, Faster",
      text: "Let our team organize the records and paperwork so your attorneys can concentrate on strategy and negotiation with tax authorities.",
    },
  },
  {
    slug: "Healthcare",
    title: "Healthcare",
    icon: "Stethoscope",
    practiceName: "Healthcare Law",
    summary:
      "Compliance documentation, credentialing, medical record review and provider contract support for healthcare law practices.",
    metaDescription:
      "Remote healthcare law paralegals for compliance files, provider licensing and credentialing, medical record chronologies, contracts and payer audits.",
    hero: {
      badge: "Confidential support for healthcare practices",
      heading: "Remote Paralegal Support for Healthcare Law Firms",
      description:
        "Healthcare clients face complex regulation, sensitive records and constant licensing requirements. Our remote paralegals keep compliance files, credentialing applications and medical records organized and handled with care.",
    },
    services: [
      {
        title: "Regulatory Compliance Documentation",
        text: "We maintain compliance policies, training records and audit files, and track regulatory requirements your attorneys identify for each client.",
      },
      {
        title: "Provider Licensing and Credentialing",
        text: "We prepare licensure and credentialing applications, gather supporting documents and track renewal dates for physicians and facilities.",
      },
      {
        title: "Medical Record Review and Chronologies",
        text: "We organize medical records and prepare treatment chronologies for malpractice, regulatory and payer matters.",
      },
      {
        title: "Provider and Payer Contracts",
        text: "We prepare first drafts of physician employment agreements, vendor contracts and payer agreements, and track their terms and renewals.",
      },
      {
        title: "Payer Audits and Reimbursement Disputes",
        text: "We organize claims data, prepare appeal packages and track response deadlines in payer audits and reimbursement disputes.",
      },
      {
        title: "Healthcare Regulatory Research",
        text: "We research federal and state healthcare regulations and agency guidance on the questions your attorneys assign.",
      },
    ],
    benefits: [
      {
        title: "Sensitive Records Handled With Care",
        text: "Our paralegals follow your firm's confidentiality and data-handling protocols for protected health information. Access is limited to what each task requires.",
        icon: "Lock",
      },
      {
        title: "Credentialing Without Gaps",
        text: "Licenses, certifications and enrollments are tracked well before they expire. Your clients avoid costly lapses in their ability to practice and bill.",
        icon: "UserCheck",
      },
      {
        title: "Clinical Records Made Clear",
        text: "Organized chronologies turn stacks of medical records into a timeline your attorneys can understand quickly, whether the matter is litigation or an audit.",
        icon: "Hospital",
      },
    ],
    closing: {
      heading: "Support Your Healthcare Clients With Confidence",
      text: "Tell us about your healthcare matters, and we will recommend remote support that respects the confidentiality your clients require.",
    },
  },
  {
    slug: "Administrative",
    title: "Administrative",
    icon: "Landmark",
    practiceName: "Administrative Law",
    summary:
      "Agency filings, hearing preparation, record compilation and regulatory monitoring for administrative law practices.",
    metaDescription:
      "Remote administrative law paralegals for agency filings, hearing prep, administrative records, appeals, regulatory monitoring and records requests.",
    hero: {
      badge: "Agency-focused support for administrative practices",
      heading: "Remote Paralegal Support for Administrative Law Firms",
      description:
        "Administrative matters follow agency rules, tight filing windows and detailed records. Our remote paralegals prepare filings, assemble records and track regulatory changes, so your attorneys can focus on hearings and appeals.",
    },
    services: [
      {
        title: "Agency Filings and Applications",
        text: "We prepare draft applications, petitions and filings for federal and state agencies following each agency's forms and procedures.",
      },
      {
        title: "Administrative Hearing Preparation",
        text: "We assemble hearing binders, exhibit lists and witness schedules, and prepare summaries of the record for attorney use.",
      },
      {
        title: "Administrative Record Compilation",
        text: "We gather, index and paginate the administrative record so it is complete and easy to cite on review.",
      },
      {
        title: "Appeals and Petitions for Review",
        text: "We prepare first drafts of appeal notices and petitions for review and track every appellate deadline.",
      },
      {
        title: "Regulatory Monitoring",
        text: "We watch for proposed rules, comment periods and guidance affecting your clients and send your attorneys concise updates.",
      },
      {
        title: "Public Records Requests",
        text: "We prepare and track public records and freedom of information requests and organize the documents agencies produce.",
      },
    ],
    benefits: [
      {
        title: "Records Ready for Review",
        text: "A complete, well-indexed administrative record makes hearings and appeals far easier. Your attorneys can cite exactly what they need.",
        icon: "BookMarked",
      },
      {
        title: "Ahead of Regulatory Change",
        text: "Regular monitoring means your clients hear about proposed rules and comment periods early. Your firm has time to respond rather than react.",
        icon: "Megaphone",
      },
      {
        title: "Hearings Without the Scramble",
        text: "Binders, exhibits and schedules are prepared in advance, so attorneys can spend the days before a hearing on argument instead of logistics.",
        icon: "Gavel",
      },
    ],
    closing: {
      heading: "Navigate Agencies With a Stronger Team",
      text: "Tell us which agencies and proceedings you handle, and we will match you with remote support familiar with that kind of work.",
    },
  },
  {
    slug: "Insurance",
    title: "Insurance",
    icon: "Umbrella",
    practiceName: "Insurance Law",
    summary:
      "Claim file summaries, policy organization, coverage litigation and subrogation support for insurance defense and coverage practices.",
    metaDescription:
      "Remote insurance law paralegals for claim file summaries, policy and coverage charts, bad faith litigation support, subrogation and correspondence.",
    hero: {
      badge: "Claim and coverage support for insurance practices",
      heading: "Remote Paralegal Support for Insurance Law Firms",
      description:
        "Insurance matters bring high volume, long policies and strict reporting expectations. Our remote paralegals summarize claim files, organize coverage documents and keep litigation moving for insurers and policyholders alike.",
    },
    services: [
      {
        title: "Claim File Review and Summaries",
        text: "We review claim files, adjuster notes and correspondence and prepare concise summaries and chronologies for attorney review.",
      },
      {
        title: "Policy and Coverage Organization",
        text: "We gather policies, endorsements and declarations pages and prepare coverage charts that show limits, periods and exclusions at a glance.",
      },
      {
        title: "Coverage and Bad Faith Litigation Support",
        text: "We draft discovery, organize claim-handling records and prepare deposition and trial materials in coverage and bad faith cases.",
      },
      {
        title: "Subrogation Support",
        text: "We identify responsible parties, gather payment records and prepare draft demand letters to pursue recovery.",
      },
      {
        title: "Coverage Correspondence",
        text: "We prepare drafts of acknowledgment letters, document requests and other coverage correspondence from your templates for attorney review.",
      },
      {
        title: "Reporting and Deadline Tracking",
        text: "We prepare status reports in the format each carrier requires and track litigation deadlines across your files.",
      },
    ],
    benefits: [
      {
        title: "Faster File Evaluation",
        text: "Clear summaries and coverage charts let your attorneys evaluate a new assignment quickly. Initial reports go out on time, every time.",
        icon: "Zap",
      },
      {
        title: "Support for Carriers and Policyholders",
        text: "Our paralegals adapt to your side of the table, your templates and your clients' reporting guidelines. The work fits your process, not the other way around.",
        icon: "Shield",
      },
      {
        title: "Built for High Volume",
        text: "Insurance practices handle many files at once. Remote support lets you take on new assignments without stretching your in-house team.",
        icon: "Layers",
      },
    ],
    closing: {
      heading: "Handle More Files Without Losing Detail",
      text: "Share your file volume and reporting requirements, and we will recommend remote support that keeps every claim on track.",
    },
  },
  {
    slug: "Construction",
    title: "Construction",
    icon: "HardHat",
    practiceName: "Construction Law",
    summary:
      "Contract, lien, project record and claim support for construction law practices representing owners, contractors and suppliers.",
    metaDescription:
      "Remote construction law paralegals for contracts and change orders, mechanics' liens and bond claims, project records, delay and defect claims.",
    hero: {
      badge: "Project and dispute support for construction law",
      heading: "Remote Paralegal Support for Construction Law Firms",
      description:
        "Construction projects create mountains of contracts, change orders and daily records, and lien rights depend on strict notice deadlines. Our remote paralegals keep project documents organized and deadlines tracked so your attorneys can protect clients' rights.",
    },
    services: [
      {
        title: "Construction Contracts and Change Orders",
        text: "We prepare draft prime contracts, subcontracts and change orders from your templates and track their key terms.",
      },
      {
        title: "Mechanics' Liens and Bond Claims",
        text: "We calculate notice and filing deadlines, prepare draft lien notices and bond claims, and track release and foreclosure dates.",
      },
      {
        title: "Project Document Organization",
        text: "We index daily logs, RFIs, submittals, pay applications and correspondence into a project record attorneys can search quickly.",
      },
      {
        title: "Delay and Defect Claim Support",
        text: "We build project chronologies from schedules and records, and organize expert materials for delay, defect and payment disputes.",
      },
      {
        title: "Payment Disputes and Collections",
        text: "We prepare draft demand letters and collection filings and assemble invoices, pay applications and proof of performance.",
      },
      {
        title: "Construction Law Research",
        text: "We research state lien statutes, prompt payment rules and case law on the issues your attorneys assign.",
      },
    ],
    benefits: [
      {
        title: "Lien Rights Protected",
        text: "Missing a notice deadline can cost a client its lien rights. A tracked deadline calendar for every project keeps that risk in check.",
        icon: "ShieldCheck",
      },
      {
        title: "Project Records That Tell the Story",
        text: "Organized logs, RFIs and change orders become clear chronologies. Your attorneys can show what happened on the job and when.",
        icon: "ListChecks",
      },
      {
        title: "Scale for Large Disputes",
        text: "When a major claim arrives, add remote paralegals to handle document volume, then scale back when it resolves. You pay for the capacity you use.",
        icon: "Wrench",
      },
    ],
    closing: {
      heading: "Build a Stronger Construction Practice",
      text: "Tell us about your clients and projects, and we will match you with remote support that keeps documents and deadlines under control.",
    },
  },
  {
    slug: "Maritime",
    title: "Maritime/Admiralty",
    icon: "Anchor",
    practiceName: "Maritime and Admiralty Law",
    summary:
      "Injury claim, cargo, vessel record and maritime contract support for admiralty practices handling claims on the water and at port.",
    metaDescription:
      "Remote maritime and admiralty paralegals for seaman injury claims, cargo claim files, vessel records, charter parties and maritime lien matters.",
    hero: {
      badge: "Support for maritime and admiralty practices",
      heading: "Remote Paralegal Support for Maritime and Admiralty Law Firms",
      description:
        "Maritime matters involve specialized documents, international parties and time-sensitive claims. Our remote paralegals organize vessel and cargo records, track deadlines and prepare drafts so your attorneys can move quickly when a claim arises.",
    },
    services: [
      {
        title: "Seaman and Maritime Injury Claims",
        text: "We handle intake, gather medical and employment records and prepare claim chronologies in Jones Act and other maritime injury matters.",
      },
      {
        title: "Cargo Claim Documentation",
        text: "We organize bills of lading, survey reports, invoices and notices of loss, and track claim and suit time limits.",
      },
      {
        title: "Vessel Records",
        text: "We collect and index vessel documentation, logbooks, crew lists and inspection records for transactions and litigation.",
      },
      {
        title: "Charter Parties and Maritime Contracts",
        text: "We prepare drafts and summaries of charter parties, towage and service agreements, and track key terms and dates.",
      },
      {
        title: "Maritime Lien and Vessel Arrest Support",
        text: "We assemble supporting records and prepare draft filings for maritime lien claims and arrest proceedings.",
      },
      {
        title: "Admiralty Research",
        text: "We research general maritime law, federal statutes and case law on the questions your attorneys assign.",
      },
    ],
    benefits: [
      {
        title: "Voyage Records in Order",
        text: "Logbooks, crew records and survey reports are indexed and easy to search. Attorneys can reconstruct events on board without digging through boxes.",
        icon: "Ship",
      },
      {
        title: "Quick Response to Time-Sensitive Claims",
        text: "Maritime claims can carry short notice periods. We organize the file and flag deadlines as soon as a matter opens.",
        icon: "Timer",
      },
      {
        title: "Comfortable With International Parties",
        text: "Maritime cases often involve foreign owners, crews and insurers. Bilingual English-Spanish and English-French paralegals help keep communication clear.",
        icon: "Globe",
      },
    ],
    closing: {
      heading: "Keep Your Maritime Matters on Course",
      text: "Tell us about your admiralty caseload, and we will recommend remote support suited to your claims and clients.",
    },
  },
  {
    slug: "Medialaw",
    title: "Entertainment/Media",
    icon: "Film",
    practiceName: "Entertainment and Media Law",
    summary:
      "Deal documents, rights clearance, licensing and royalty tracking support for entertainment and media law practices.",
    metaDescription:
      "Remote entertainment and media paralegals for talent and production agreements, rights clearance, licensing, royalty tracking and IP filings.",
    hero: {
      badge: "Deal and rights support for entertainment and media",
      heading: "Remote Paralegal Support for Entertainment and Media Law Firms",
      description:
        "Entertainment and media work moves at production speed, and every deal depends on clean rights. Our remote paralegals prepare agreements, track clearances and manage licensing records so your attorneys can keep projects on schedule.",
    },
    services: [
      {
        title: "Talent and Production Agreements",
        text: "We prepare first drafts of talent, crew, location and production agreements from your templates and deal memos.",
      },
      {
        title: "Rights Clearance and Chain of Title",
        text: "We track clearance requests for music, footage, artwork and likenesses, and assemble chain-of-title documentation for attorney review.",
      },
      {
        title: "Licensing and Royalty Tracking",
        text: "We maintain records of license terms, territories and royalty obligations and flag payment and reporting dates.",
      },
      {
        title: "Copyright and Trademark Filings",
        text: "We prepare registration materials for works, titles and brands and track their status through to registration.",
      },
      {
        title: "Content Dispute Support",
        text: "We organize publications, broadcasts and correspondence in defamation, privacy and infringement disputes for attorney analysis.",
      },
      {
        title: "Deal Calendars and Option Tracking",
        text: "We track option periods, delivery dates and renewal windows across every client deal.",
      },
    ],
    benefits: [
      {
        title: "Deals That Keep Pace With Production",
        text: "Drafts and signature packages are ready when the shoot, tour or release date requires them. Your attorneys are never the bottleneck.",
        icon: "Play",
      },
      {
        title: "Rights Tracked From Start to Finish",
        text: "Organized clearance logs and chain-of-title files make distribution, financing and insurance reviews far smoother.",
        icon: "Stamp",
      },
      {
        title: "Flexible for Project Cycles",
        text: "Entertainment work comes in waves. Add remote paralegal support for a busy production or release season and scale back when it ends.",
        icon: "Sparkles",
      },
    ],
    closing: {
      heading: "Support Creative Clients Without Slowing Down",
      text: "Tell us about your clients and deal flow, and we will match you with remote support that moves at their pace.",
    },
  },
  {
    slug: "Consumerprotection",
    title: "Consumer Protection/Class Actions",
    icon: "ShieldAlert",
    practiceName: "Consumer Protection and Class Action",
    summary:
      "High-volume intake, evidence gathering, class data management and settlement support for consumer protection and class action practices.",
    metaDescription:
      "Remote consumer protection and class action paralegals for claimant intake, evidence gathering, class certification, discovery and settlement support.",
    hero: {
      badge: "High-volume support for consumer and class cases",
      heading: "Remote Paralegal Support for Consumer Protection and Class Action Firms",
      description:
        "Consumer and class cases involve many clients, large data sets and long timelines. Our remote paralegals handle intake, organize evidence and keep class members informed so your attorneys can focus on building the case.",
    },
    services: [
      {
        title: "Client and Class Member Intake",
        text: "We screen inquiries with your intake criteria, collect contracts, statements and account records, and log each claimant's details.",
      },
      {
        title: "Complaint Investigation and Evidence Gathering",
        text: "We collect advertisements, account records, call logs and public complaints that show patterns of conduct for attorney analysis.",
      },
      {
        title: "Class Certification Support",
        text: "We organize class data, prepare draft declarations and assemble exhibits that support certification motions.",
      },
      {
        title: "Discovery and Document Review",
        text: "We draft discovery requests, review productions and tag documents according to your protocols.",
      },
      {
        title: "Settlement Administration Support",
        text: "We coordinate with settlement administrators, track notice and claim deadlines and answer routine class member questions.",
      },
      {
        title: "Consumer Protection Research",
        text: "We research federal and state consumer protection statutes on debt collection, credit reporting, telemarketing and deceptive practices for attorney review.",
      },
    ],
    benefits: [
      {
        title: "High-Volume Intake, Handled",
        text: "When inquiries spike, trained intake support screens and documents every claimant consistently. Strong cases are not lost in the backlog.",
        icon: "Inbox",
      },
      {
        title: "Class Data You Can Trust",
        text: "Clean, organized claimant records make certification, damages work and settlement distribution far easier to manage.",
        icon: "Layers",
      },
      {
        title: "Clear Communication With Class Members",
        text: "Class members want to know where things stand. Bilingual support helps answer routine questions so your attorneys are not pulled away from the case.",
        icon: "MessagesSquare",
      },
    ],
    closing: {
      heading: "Take On Bigger Cases With Confidence",
      text: "Tell us about your cases and intake volume, and we will recommend remote support that scales with them.",
    },
  },
  {
    slug: "Municipal",
    title: "Municipal/Local Government",
    icon: "Building",
    practiceName: "Municipal and Local Government Law",
    summary:
      "Ordinance drafting, meeting materials, public records and land use support for municipal attorneys and local government practices.",
    metaDescription:
      "Remote municipal law paralegals for ordinance drafts, meeting agendas and minutes, public records requests, zoning files and municipal contracts.",
    hero: {
      badge: "Support for public agencies and municipal counsel",
      heading: "Remote Paralegal Support for Municipal and Local Government Law",
      description:
        "Municipal attorneys balance council meetings, public records requests, land use matters and contracts, often with lean staff. Our remote paralegals take on the drafting, tracking and records work so your office keeps pace with public demands.",
    },
    services: [
      {
        title: "Ordinance and Resolution Drafting Support",
        text: "We prepare first drafts of ordinances, resolutions and staff reports from attorney direction and prior enactments.",
      },
      {
        title: "Public Meeting Materials",
        text: "We assemble agenda packets, track notice requirements and prepare draft minutes for council, board and commission meetings.",
      },
      {
        title: "Public Records Requests",
        text: "We log requests, track response deadlines, gather responsive records and flag items for attorney review before release.",
      },
      {
        title: "Land Use and Zoning Files",
        text: "We organize applications, staff reports and hearing records for zoning, variance and permit matters.",
      },
      {
        title: "Code Enforcement Support",
        text: "We maintain code enforcement case files, prepare draft notices and track hearing and compliance dates.",
      },
      {
        title: "Municipal Contracts and Procurement",
        text: "We prepare draft contracts and procurement documents from approved templates and track bids, terms and renewals.",
      },
    ],
    benefits: [
      {
        title: "Transparent, Organized Records",
        text: "Well-kept files make public records responses and audits easier. Your office can respond to the public accurately and on time.",
        icon: "BookOpen",
      },
      {
        title: "Meetings Ready on Schedule",
        text: "Agenda packets and notices are prepared ahead of each meeting, so elected officials and staff have what they need in time.",
        icon: "CalendarDays",
      },
      {
        title: "More Support on a Public Budget",
        text: "Remote paralegals give your office added capacity at a cost that fits public budgets, on contract or full-time terms.",
        icon: "BadgeDollarSign",
      },
    ],
    closing: {
      heading: "Serve Your Community With a Stronger Team",
      text: "Tell us about your office's workload, and we will recommend remote support that fits your agency's needs.",
    },
  },
  {
    slug: "Transportation",
    title: "Transportation and Logistics",
    icon: "Truck",
    practiceName: "Transportation and Logistics Law",
    summary:
      "Regulatory compliance files, freight claims, carrier agreements and accident response support for transportation and logistics practices.",
    metaDescription:
      "Remote transportation and logistics paralegals for compliance files, freight and cargo claims, carrier and broker agreements and accident response.",
    hero: {
      badge: "Support for carriers, brokers and shippers' counsel",
      heading: "Remote Paralegal Support for Transportation and Logistics Law Firms",
      description:
        "Transportation clients operate under heavy regulation, and accidents or cargo losses demand a fast response. Our remote paralegals keep compliance files current, organize claim records and prepare drafts so your attorneys can act quickly.",
    },
    services: [
      {
        title: "Regulatory Compliance Files",
        text: "We maintain driver qualification files, operating authority records and safety documentation to support federal and state compliance.",
      },
      {
        title: "Freight and Cargo Claims",
        text: "We gather bills of lading, delivery receipts and damage reports, and track claim filing and suit deadlines.",
      },
      {
        title: "Carrier and Broker Agreements",
        text: "We prepare first drafts of carrier, broker and shipper agreements from your templates and track their terms and renewals.",
      },
      {
        title: "Accident Response and Investigation Support",
        text: "We collect police reports, driver logs, electronic logging data and maintenance records after an incident and build a timeline for attorney review.",
      },
      {
        title: "Licensing and Permits",
        text: "We track operating authority, registrations, permits and renewal dates across fleets and jurisdictions.",
      },
      {
        title: "Transportation Law Research",
        text: "We research federal motor carrier rules, cargo liability law and state regulations on the questions your attorneys assign.",
      },
    ],
    benefits: [
      {
        title: "Audit-Ready Compliance",
        text: "Current, complete compliance files make safety audits and reviews far less stressful for your clients. Gaps are flagged before an auditor finds them.",
        icon: "ShieldCheck",
      },
      {
        title: "Fast Response After an Incident",
        text: "Evidence like logs and electronic data can disappear quickly. We start gathering and organizing records as soon as your attorneys give the word.",
        icon: "Zap",
      },
      {
        title: "Contracts Managed Across the Network",
        text: "Carrier, broker and shipper agreements are tracked in one place, so renewals, insurance requirements and liability terms are never overlooked.",
        icon: "Handshake",
      },
    ],
    closing: {
      heading: "Keep Your Transportation Clients Moving",
      text: "Tell us about your clients and matters, and we will recommend remote support that keeps compliance and claims on track.",
    },
  },
  {
    slug: "Education",
    title: "Education",
    icon: "GraduationCap",
    practiceName: "Education Law",
    summary:
      "Special education, student discipline, Title IX and school policy support for firms representing families, schools and institutions.",
    metaDescription:
      "Remote education law paralegals for special education and IEP matters, discipline hearings, Title IX support, school policies and records requests.",
    hero: {
      badge: "Support for education law practices",
      heading: "Remote Paralegal Support for Education Law Firms",
      description:
        "Education matters involve student records, strict procedural timelines and families or institutions under pressure. Our remote paralegals organize records, prepare hearing materials and track deadlines so your attorneys can focus on advocacy.",
    },
    services: [
      {
        title: "Special Education and IEP Matters",
        text: "We organize evaluations, IEPs and progress reports, build educational history timelines and prepare due process hearing binders.",
      },
      {
        title: "Student Discipline Hearings",
        text: "We gather disciplinary records, statements and policies and prepare hearing materials for attorney review.",
      },
      {
        title: "Title IX Matter Support",
        text: "We organize investigation records, track procedural deadlines and prepare document sets for Title IX proceedings.",
      },
      {
        title: "School Policies and Compliance Documents",
        text: "We prepare draft policies, handbooks and compliance documents for schools and institutions from attorney direction.",
      },
      {
        title: "Student Records Requests",
        text: "We prepare and track requests for education records and organize the documents schools produce.",
      },
      {
        title: "Education Law Research",
        text: "We research federal and state education statutes, regulations and case law on the questions your attorneys assign.",
      },
    ],
    benefits: [
      {
        title: "Student Records Organized",
        text: "Years of evaluations, reports and correspondence become a clear timeline. Attorneys can see a student's history at a glance.",
        icon: "School",
      },
      {
        title: "Hearings Prepared in Advance",
        text: "Binders, exhibits and witness schedules are ready well before each hearing, so your team can focus on presenting the case.",
        icon: "NotebookPen",
      },
      {
        title: "Bilingual Support for Families",
        text: "Bilingual English-Spanish and English-French paralegals help parents understand document requests and scheduling, which keeps matters moving.",
        icon: "Languages",
      },
    ],
    closing: {
      heading: "Advocate for Students and Schools More Effectively",
      text: "Tell us about your education law matters, and we will match you with remote support that fits your clients.",
    },
  },
  {
    slug: "Lemonlaw",
    title: "Lemon Law",
    icon: "Car",
    summary:
      "Client intake, repair history review, manufacturer demands and arbitration support for lemon law and warranty practices.",
    metaDescription:
      "Remote lemon law paralegals for client intake, repair order review, manufacturer notices and demands, arbitration filings and buyback calculations.",
    hero: {
      badge: "Support for lemon law and warranty practices",
      heading: "Remote Paralegal Support for Lemon Law Firms",
      description:
        "Lemon law cases depend on a clear record of repair attempts, days out of service and timely notice to the manufacturer. Our remote paralegals build that record from the first call and keep each claim moving toward resolution.",
    },
    services: [
      {
        title: "Client Intake and Vehicle History",
        text: "We screen new inquiries with your intake criteria and collect purchase contracts, warranties and vehicle details from each client.",
      },
      {
        title: "Repair Order Review and Chronologies",
        text: "We review repair orders and build chronologies of each defect, repair attempt and day out of service for attorney review.",
      },
      {
        title: "Manufacturer Notices and Demand Letters",
        text: "We prepare draft notices and demand letters to manufacturers from your templates and track their response dates.",
      },
      {
        title: "Arbitration and Complaint Filings",
        text: "We assemble arbitration requests and draft complaints with supporting exhibits, and track hearing and filing deadlines.",
      },
      {
        title: "Repurchase and Offset Calculations",
        text: "We prepare draft repurchase, replacement and mileage offset calculations from purchase and repair records for attorney review.",
      },
      {
        title: "Case Deadlines and Client Updates",
        text: "We track every case deadline and give clients regular status updates so they stay informed without calling the office.",
      },
    ],
    benefits: [
      {
        title: "Stronger Files From Day One",
        text: "A complete repair chronology built at intake shows attorneys right away whether a case qualifies. Weak claims are screened out early, and strong ones move fast.",
        icon: "Wrench",
      },
      {
        title: "Demands Sent Sooner",
        text: "With documents gathered and drafts prepared from your templates, manufacturer demands go out quickly, which keeps cases moving toward resolution.",
        icon: "Send",
      },
      {
        title: "Volume Without Overload",
        text: "Lemon law practices often handle many similar claims. Remote support lets you grow your caseload while keeping each file organized.",
        icon: "TrendingUp",
      },
    ],
    closing: {
      heading: "Resolve More Lemon Law Claims",
      text: "Tell us about your intake volume and process, and we will recommend remote support that keeps every claim on track.",
    },
  },
  {
    slug: "Habitabilitylaw",
    title: "Habitability",
    icon: "KeyRound",
    practiceName: "Habitability Law",
    summary:
      "Tenant intake, condition documentation, notice tracking and demand support for firms handling habitability and housing condition claims.",
    metaDescription:
      "Remote habitability paralegals for tenant intake, condition evidence, repair and notice tracking, code violation records and damages calculations.",
    hero: {
      badge: "Support for housing condition claims",
      heading: "Remote Paralegal Support for Habitability Law Firms",
      description:
        "Habitability cases turn on evidence of conditions, notice to the landlord and the timeline of repairs that never happened. Our remote paralegals help tenants document their claims and keep each case organized for your attorneys.",
    },
    services: [
      {
        title: "Tenant Intake and Condition Documentation",
        text: "We interview tenants with your intake criteria and collect photos, videos, leases and rent records that document each condition.",
      },
      {
        title: "Repair Request and Notice Tracking",
        text: "We organize repair requests, landlord responses and notices into a clear timeline showing when problems were reported and how long they went unaddressed.",
      },
      {
        title: "Code Inspection and Violation Records",
        text: "We request inspection reports and code violation histories from local agencies and add them to the case file.",
      },
      {
        title: "Demand Letters and Complaints",
        text: "We prepare draft demand letters and complaints with supporting exhibits from your templates and attorney direction.",
      },
      {
        title: "Damages and Rent Abatement Calculations",
        text: "We prepare draft calculations of rent paid, abatement periods and out-of-pocket costs for attorney review.",
      },
      {
        title: "Housing Law Research",
        text: "We research state and local housing codes, warranty of habitability rules and case law on the issues your attorneys assign.",
      },
    ],
    benefits: [
      {
        title: "Evidence Built Early",
        text: "Conditions change once repairs begin. Documenting photos, reports and notices at intake preserves the evidence your attorneys need.",
        icon: "Eye",
      },
      {
        title: "Tenants Served in Their Language",
        text: "Bilingual English-Spanish and English-French paralegals help tenants explain conditions and gather documents. Clear communication leads to stronger files.",
        icon: "Languages",
      },
      {
        title: "Room for More Tenant Cases",
        text: "Habitability claims often arrive in clusters from the same building. Remote support helps you take on group cases without overloading your office.",
        icon: "Building",
      },
    ],
    closing: {
      heading: "Help More Tenants Hold Landlords Accountable",
      text: "Tell us about your housing practice, and we will recommend remote support that keeps every tenant's case organized.",
    },
  },
];

/** The five Why Choose points every practice-area page shares, in the spec's order. */
export const practiceWhyChoose: IconCard[] = [
  {
    title: "Skilled and Scalable Support",
    text: "Our remote paralegals and case staff are trained to work with U.S. law firms and follow your procedures. Start with one professional and add more as your caseload grows.",
    icon: "Users",
  },
  {
    title: "Bilingual English and Spanish Capability",
    text: "Bilingual English-Spanish staff can communicate with clients in the language they are most comfortable using. English-French support is available too.",
    icon: "Languages",
  },
  {
    title: "Industry-Focused Expertise",
    text: "We match you with staff who understand the documents, deadlines and workflows of your practice area, so they contribute from the first week.",
    icon: "Target",
  },
  {
    title: "Confidentiality and Compliance",
    text: "Client information is handled under strict confidentiality and your firm's data-security protocols. All work is done under the supervision of your attorneys.",
    icon: "ShieldCheck",
  },
  {
    title: "Cost-Effective Partnership",
    text: "Transparent hourly rates on contract or full-time terms give you skilled support without the overhead of local hiring, benefits and office space.",
    icon: "Handshake",
  },
];

/** The four points in the hub's why-choose grid. */
export const hubWhyChoose: IconCard[] = [
  {
    title: "Trained for U.S. Law Firms",
    text: "Our remote staff are trained in U.S. legal workflows, documents and terminology, and they work under your attorneys' direction.",
    icon: "UserCheck",
  },
  {
    title: "Support Across 26 Practice Areas",
    text: "From personal injury to maritime law, we match you with staff who know the filings, records and deadlines of your field.",
    icon: "Layers",
  },
  {
    title: "Bilingual Staff Available",
    text: "English-Spanish and English-French professionals help you serve clients in the language they prefer.",
    icon: "Languages",
  },
  {
    title: "Proven, Flexible Partnership",
    text: "With five years of experience and a 100% success rate, we offer contract and full-time options that grow with your firm.",
    icon: "Award",
  },
];

/** Copy for the Practice Areas hub at /internalguide. */
export const practiceHub = {
  hero: {
    badge: "Specialized support for 26 practice areas",
    heading: "Practice Areas We Support",
    description:
      "Every area of law has its own filings, deadlines and client needs. Our remote paralegals, case managers and legal admins are trained to work with U.S. law firms and matched to the practice areas you serve.",
  },
  intro:
    "Choose your practice area to see the paralegal services we provide, the benefits for your firm and how our remote staff fit into your workflow.",
  consultation: {
    heading: "Not Sure Which Support You Need?",
    text: "Call us for a free consultation. We will talk through your practice areas, caseload and workflow and recommend the right role and schedule for your firm.",
  },
  closing: {
    heading: "Ready to Strengthen Your Practice?",
    text: "Book a demo to see how remote legal support can take routine work off your attorneys' desks and help your firm serve more clients.",
  },
  metaDescription:
    "Remote paralegal and legal support for 26 practice areas, from personal injury and immigration to tax, maritime and habitability law.",
};
