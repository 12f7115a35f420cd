import type { StaticServicePage } from "./types";

/** The four static paralegal service pages (spec §2 "Static service pages"). */
export const staticServicePages: StaticServicePage[] = [
  {
    slug: "Legal",
    title: "Legal Research and Case Law Summaries",
    summary:
      "Clear, well-organized research memos and case law summaries prepared for attorney review, so your team can build arguments faster.",
    metaDescription:
      "Remote legal research and case law summaries for U.S. law firms: statutes, regulations and precedent organized into clear memos for attorney review.",
    intro: [
      "Good research takes time your attorneys rarely have. Our remote paralegals locate relevant case law, statutes and regulations, then distill them into concise summaries and memos that are ready for attorney review.",
      "Every assignment follows your instructions on jurisdiction, scope and format, and our research support spans the 26 practice areas we serve.",
    ],
    sections: [
      {
        kind: "table",
        heading: "Research Specialties",
        intro: "The research tasks our paralegals handle most often, each delivered in the format your attorneys prefer.",
        columns: ["Specialty", "What we deliver"],
        rows: [
          ["Case law research", "Relevant federal and state decisions on the issue you define, with citations and key holdings."],
          ["Case law summaries", "Short, structured summaries of each decision covering facts, issues, holdings and reasoning."],
          ["Statutory and regulatory research", "Applicable statutes, regulations and agency rules, with the relevant text pulled out and organized."],
          ["Jurisdictional surveys", "Side-by-side comparisons of how different states treat the same legal question."],
          ["Research memos", "Draft memos that lay out the question, the authorities found and a neutral summary for attorney analysis."],
          ["Citation checking", "Verification that cited authorities are accurate, correctly formatted and still good law."],
        ],
      },
      {
        kind: "table",
        heading: "Research Support by Practice Area",
        intro: "Research is tailored to the issues that come up most in each type of practice.",
        columns: ["Practice area", "Typical research focus"],
        rows: [
          ["Personal injury", "Negligence standards, comparative fault rules, damages caps and verdict research."],
          ["Family law", "Custody factors, support guidelines, property division and relocation rules."],
          ["Immigration", "Agency guidance, eligibility requirements and relevant administrative decisions."],
          ["Employment and labor", "Discrimination, wage-and-hour and wrongful termination authorities."],
          ["Real estate", "Title, landlord-tenant, zoning and disclosure requirements."],
          ["Corporate and business", "Entity governance, contract interpretation and regulatory compliance questions."],
          ["Civil litigation", "Procedural rules, motion standards and precedent for dispositive motions."],
        ],
      },
    ],
  },
  {
    slug: "DraftCaseStatus",
    title: "Drafting Case Status Reports",
    summary:
      "Accurate, readable case status reports for clients, supervising attorneys and insurers, drafted on schedule and ready for review.",
    metaDescription:
      "Remote paralegals who draft case status reports for clients, attorneys and insurers. Clear, accurate updates prepared on schedule for attorney review.",
    intro: [
      "Clients, carriers and partners all want to know where a matter stands. Our remote paralegals gather the latest activity from your files and turn it into clear, well-structured status reports that your attorneys can review and send with confidence.",
      "Reports follow your templates and reporting schedule, so every update looks consistent and arrives on time.",
    ],
    sections: [
      {
        kind: "table",
        heading: "Reports We Draft",
        intro: "From quick client updates to detailed litigation reports, we prepare the formats your practice relies on.",
        columns: ["Report type", "What it covers"],
        rows: [
          ["Client status updates", "Plain-language summaries of recent activity, upcoming dates and what the client can expect next."],
          ["Litigation status reports", "Pleadings filed, discovery progress, motions pending and key deadlines ahead."],
          ["Insurance carrier reports", "Case developments, exposure notes from the file and budget updates in the carrier's required format."],
          ["Internal case reviews", "Summaries for supervising attorneys covering open tasks, risks and recommended next steps for discussion."],
          ["Settlement and negotiation updates", "Offers, counteroffers and the current status of negotiations, drawn from the file."],
          ["Docket and deadline summaries", "Consolidated lists of court dates and filing deadlines across a matter or caseload."],
        ],
      },
      {
        kind: "table",
        heading: "How We Prepare Each Report",
        intro: "A consistent process keeps every report accurate, complete and ready for attorney sign-off.",
        columns: ["Step", "What happens"],
        rows: [
          ["File review", "We review recent notes, correspondence, filings and calendar entries for the reporting period."],
          ["Fact gathering", "Missing details are requested from your team so the report reflects the full picture."],
          ["Drafting", "The report is written in your template and tone, tailored to its audience."],
          ["Quality check", "Dates, names, amounts and case numbers are checked against the file."],
          ["Attorney review", "The draft is delivered to the responsible attorney for review, edits and approval."],
          ["Scheduling", "Recurring reports are tracked so the next update is prepared before it is due."],
        ],
      },
    ],
  },
  {
    slug: "DraftCorrespondence",
    title: "Draft Correspondence Services",
    summary:
      "Professional letters and emails for clients, opposing counsel, courts and third parties, drafted in your firm's voice for attorney approval.",
    metaDescription:
      "Draft correspondence services for law firms: client letters, demand letters, records requests and counsel correspondence, prepared for attorney approval.",
    intro: [
      "Correspondence takes up a surprising share of a legal team's week. Our remote paralegals draft clear, professional letters and emails that match your firm's voice and templates, then return them for attorney review and signature.",
      "Bilingual staff can also prepare correspondence in English and French or English and Spanish for clients who prefer those languages.",
    ],
    sections: [
      {
        kind: "table",
        heading: "Correspondence We Draft",
        intro: "Routine and matter-specific correspondence, prepared accurately and on time.",
        columns: ["Correspondence type", "What we deliver"],
        rows: [
          ["Client update letters", "Clear explanations of case progress, next steps and requests for information."],
          ["Engagement and closing letters", "Drafts based on your approved templates for opening and closing client matters."],
          ["Demand letters", "Organized demand packages summarizing facts, records and damages for attorney finalization."],
          ["Records and document requests", "Requests to medical providers, employers, agencies and other custodians of records."],
          ["Opposing counsel correspondence", "Discovery follow-ups, scheduling letters and meet-and-confer drafts."],
          ["Court and clerk cover letters", "Cover letters for filings, courtesy copies and routine requests to the court."],
          ["Follow-up and reminder letters", "Reminders to clients and third parties about missing documents or upcoming dates."],
        ],
      },
      {
        kind: "table",
        heading: "Our Drafting Standards",
        intro: "Every letter we prepare meets the same standards before it reaches your attorneys.",
        columns: ["Standard", "How we apply it"],
        rows: [
          ["Your voice and templates", "We follow your letterhead, tone, sign-off conventions and approved language."],
          ["Accuracy", "Names, dates, amounts and case references are checked against the file."],
          ["Clarity", "Plain, professional language that clients and third parties can easily understand."],
          ["Timeliness", "Drafts are prepared in time for attorney review ahead of any response deadline."],
          ["Attorney approval", "Nothing is sent without review and sign-off from the responsible attorney."],
          ["Confidentiality", "Correspondence is handled within your firm's systems and access controls."],
        ],
      },
    ],
  },
  {
    slug: "Deposition",
    title: "Deposition Summary Services",
    summary:
      "Concise, well-indexed deposition summaries that help attorneys find key testimony quickly and prepare for motions, mediation and trial.",
    metaDescription:
      "Deposition summary services for U.S. law firms: page-line, narrative, topical and medical summaries that make key testimony easy to find and use.",
    intro: [
      "Deposition transcripts can run hundreds of pages, and reviewing them line by line is costly attorney time. Our remote paralegals read each transcript carefully and produce accurate, organized summaries that point your team straight to the testimony that matters.",
      "Summaries are prepared in the format you choose and delivered ready for attorney review.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Our Deposition Summary Services",
        intro: "Choose the summary format that best fits the case and how your attorneys work.",
        cards: [
          {
            icon: "ListChecks",
            title: "Page-line summaries",
            text: "Testimony summarized in order with page and line references, so any statement can be located in the transcript in seconds.",
          },
          {
            icon: "BookOpen",
            title: "Narrative summaries",
            text: "A readable prose overview of the witness's testimony, ideal for quick briefings and client updates.",
          },
          {
            icon: "Layers",
            title: "Topical summaries",
            text: "Testimony grouped by issue or subject, making it easy to see everything a witness said about a given topic.",
          },
          {
            icon: "CalendarDays",
            title: "Chronological summaries",
            text: "Events described in the testimony arranged in date order to help build a clear timeline of the case.",
          },
          {
            icon: "Stethoscope",
            title: "Medical and expert deposition summaries",
            text: "Careful summaries of physician and expert testimony, with medical terms and opinions clearly captured.",
          },
          {
            icon: "FileSearch",
            title: "Key testimony excerpts",
            text: "Admissions, inconsistencies and critical statements pulled out and flagged for attorney attention.",
          },
          {
            icon: "FileStack",
            title: "Transcript indexing",
            text: "Indexes of names, exhibits and topics across one or many transcripts for faster trial and motion preparation.",
          },
        ],
      },
      {
        kind: "reasons",
        heading: "Why Firms Choose Our Deposition Summaries",
        points: [
          {
            icon: "Target",
            title: "Accuracy you can rely on",
            text: "Summaries are checked against the transcript so citations, names and statements are correct.",
          },
          {
            icon: "Clock",
            title: "Timely turnaround",
            text: "Work is scheduled around your deadlines for motions, mediation and trial preparation.",
          },
          {
            icon: "ShieldCheck",
            title: "Confidential handling",
            text: "Transcripts and exhibits are handled securely and used only for the work you assign.",
          },
          {
            icon: "PiggyBank",
            title: "Lower cost than attorney review",
            text: "Remote paralegal summaries free attorney hours for analysis and strategy, at a fraction of the cost.",
          },
        ],
      },
    ],
  },
];
