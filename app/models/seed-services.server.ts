/**
 * Seed content for the service detail pages (spec "Service list pages", "Service detail
 * /services/{slug}", §3 "Service detail data"): one entry per fixed catalogue entry, in
 * catalogue order, with the Co-Case Coordinator role entry last (31 in all).
 *
 * Deliberate quirks, kept so the page's filtering is exercised by real data:
 * - "Privilege Review and Logs" (9_Document-Review) and "Data Entry and File Organization"
 *   (16_Admin-Supports) each carry one card titled "null" and one with a blank title in cards1;
 *   the detail page must omit both cards.
 * - "Legal Transcription" (13_Admin-Supports) has an empty second section (headingstwo,
 *   description_two and cards2 all empty); the detail page must hide that section.
 *
 * Icons are file names from the fixed set drawn elsewhere in the project.
 */

export type SeedIcon =
  | "research.svg"
  | "drafting.svg"
  | "discovery.svg"
  | "calendar.svg"
  | "review.svg"
  | "security.svg"
  | "team.svg"
  | "report.svg"
  | "billing.svg"
  | "contract.svg";

export interface SeedDetailCard {
  title: string;
  definition: string;
  icon: string;
}

export interface SeedService {
  id: string;
  service_name: string;
  shart_description: string;
  description: string;
  heading_name: string;
  cards1: SeedDetailCard[];
  headingstwo: string;
  description_two: string;
  cards2: SeedDetailCard[];
  heading_three: string;
  description_three: string;
  cards3: SeedDetailCard[];
  bottomheading_name: string;
  headingstwo1: string;
  meta_tag_title: string;
  meta_tag: string;
}

function card(title: string, definition: string, icon: SeedIcon): SeedDetailCard {
  return { title, definition, icon };
}

export const seedServices: SeedService[] = [
  // ───────────────────────────── Paralegal Service ─────────────────────────────
  {
    id: "17_Paralegal-Service",
    service_name: "Legal Research and Case Law Summaries",
    shart_description:
      "<p>Remote paralegals locate relevant authority, check citations and condense case law into clear summaries your attorneys can build arguments on.</p>",
    description:
      "<p>Good research starts with a precise question. Your attorney frames the issue and the jurisdiction, and a remote paralegal trained in U.S. legal research methods finds the statutes, regulations and decisions that bear on it, then reports back in a format that is quick to review.</p><p>Every memo and summary is a work product for attorney review. Our team does not give legal advice or draw final conclusions; your lawyers decide how the authority is used.</p>",
    heading_name: "What Our Research Support Covers",
    cards1: [
      card(
        "Issue-Focused Research",
        "Searches built around the exact question your attorney poses, limited to the jurisdiction and court level you specify.",
        "research.svg",
      ),
      card(
        "Case Law Summaries",
        "One-page briefs of each decision: facts, procedural posture, holding and the reasoning most relevant to your matter.",
        "review.svg",
      ),
      card(
        "Citation Checking",
        "Confirmation that cited cases remain good law, with negative treatment flagged for the attorney rather than quietly dropped.",
        "research.svg",
      ),
      card(
        "Statutes and Regulations",
        "Current and historical versions of the statutory and regulatory text, including effective dates that matter to the facts.",
        "drafting.svg",
      ),
      card(
        "Draft Research Memos",
        "Organized memos that separate binding from persuasive authority so the supervising attorney can evaluate it quickly.",
        "report.svg",
      ),
    ],
    headingstwo: "How a Research Assignment Moves",
    description_two:
      "<p>We treat every request as a small project with a defined scope, so nobody spends hours on the wrong question.</p><ul><li><strong>Intake:</strong> the attorney shares the question, jurisdiction, key facts and due date through your firm's secure channel.</li><li><strong>Scope check:</strong> the paralegal confirms the search plan and flags any ambiguity before starting.</li><li><strong>Research and drafting:</strong> results are written up with full citations and pinpoint cites.</li><li><strong>Delivery and review:</strong> the memo lands in your shared folder, and follow-up questions are handled in the same thread.</li></ul>",
    cards2: [
      card(
        "Your Research Platforms",
        "Work is done inside the research subscriptions and document systems your firm already licenses, under your access controls.",
        "security.svg",
      ),
      card("Clear Search Trail", "Each memo lists the sources and search terms used, so an attorney can retrace or extend the research.", "report.svg"),
    ],
    heading_three: "Why Firms Hand Off Research",
    description_three:
      "<p>Associates and partners get back the hours they would spend sifting results, and can focus on strategy, client counseling and court time.</p>",
    cards3: [
      card("Attorney Time Saved", "Lawyers review a focused summary instead of reading dozens of decisions from scratch.", "team.svg"),
      card("Consistent Format", "Summaries follow one structure across matters, which makes them easy to file and reuse.", "drafting.svg"),
      card(
        "Breadth of Subject Matter",
        "Our team supports firms across 26 practice areas, from personal injury to employment and real estate.",
        "research.svg",
      ),
    ],
    bottomheading_name: "Put a Research Paralegal on Your Next Question",
    headingstwo1: "Send us the issue and the deadline, and we will return a summary your attorney can review and act on.",
    meta_tag_title: "Legal Research and Case Law Summaries | Remote Paralegals",
    meta_tag: "Remote paralegals research statutes and case law, check citations and write case summaries for attorney review at U.S. law firms.",
  },
  {
    id: "18_Paralegal-Service",
    service_name: "Drafting Pleadings and Motions",
    shart_description:
      "<p>First drafts of complaints, answers, motions and proposed orders, prepared from your instructions and formatted to the court's rules for attorney revision and signature.</p>",
    description:
      "<p>Pleadings and motions take time to assemble even when the argument is clear. Our remote paralegals prepare first drafts from your templates, outlines and prior filings, so your attorneys start from a formatted document rather than a blank page.</p><p>Nothing is filed without attorney approval. The supervising lawyer owns the legal theory, the edits and the signature.</p>",
    heading_name: "Documents We Draft",
    cards1: [
      card(
        "Complaints and Petitions",
        "Captions, party information, factual allegations organized by count, and prayers for relief drafted from the attorney's outline.",
        "drafting.svg",
      ),
      card(
        "Answers and Affirmative Defenses",
        "Paragraph-by-paragraph responses prepared against the complaint, with defenses the attorney has identified.",
        "review.svg",
      ),
      card(
        "Motion Practice",
        "Notices of motion, supporting memoranda and declarations for routine and contested motions, built from your research and notes.",
        "drafting.svg",
      ),
      card(
        "Oppositions and Replies",
        "Responsive briefs that track the opposing filing point by point so attorneys can see every argument addressed.",
        "research.svg",
      ),
      card("Proposed Orders and Notices", "Proposed orders, stipulations and notices of hearing prepared alongside the main filing.", "contract.svg"),
    ],
    headingstwo: "From Instructions to a Signature-Ready Draft",
    description_two:
      "<p>We follow a short, predictable loop that keeps the attorney in control of substance and the paralegal responsible for structure and formatting.</p><ul><li>The attorney sends the assignment, the governing court and any model filings through secure file exchange.</li><li>The paralegal confirms the local rules, page limits and filing deadline before drafting.</li><li>A tracked-changes draft is delivered with open questions highlighted in the margin.</li><li>Revisions continue until the attorney approves the final version.</li></ul>",
    cards2: [
      card("Local Rules Formatting", "Line numbering, font, margins, tables of contents and authorities prepared to the court's requirements.", "calendar.svg"),
      card("Firm Templates First", "We draft in your firm's forms and style guide so the output looks like it came from your office.", "drafting.svg"),
    ],
    heading_three: "Built Around Attorney Control",
    description_three:
      "<p>Our paralegals are trained for U.S. litigation practice but are not licensed attorneys, so every draft is prepared for review and never presented as legal advice.</p>",
    cards3: [
      card("Clear Open Questions", "Anything that needs a legal judgment is flagged, not guessed at.", "review.svg"),
      card(
        "Confidential Handling",
        "Drafts and source files stay in the storage your firm designates, with access limited to the assigned team.",
        "security.svg",
      ),
      card("Room for Volume", "Firms can route overflow drafting to us during busy motion calendars without adding permanent headcount.", "team.svg"),
    ],
    bottomheading_name: "Get Your Next Filing Started",
    headingstwo1: "Tell us what you need to file and when. We will have a formatted first draft ready for your attorney to revise.",
    meta_tag_title: "Pleading and Motion Drafting Support for Law Firms",
    meta_tag: "First drafts of complaints, answers, motions and proposed orders, formatted to court rules and prepared for attorney review and signature.",
  },
  {
    id: "19_Paralegal-Service",
    service_name: "Discovery Management",
    shart_description:
      "<p>Written discovery drafted, responses organized and production deadlines tracked, so your litigation team always knows what has gone out and what is still owed.</p>",
    description:
      "<p>Discovery generates a steady stream of requests, responses, objections and productions. A remote paralegal keeps that stream organized: drafting written discovery, preparing response shells, logging productions and watching every deadline.</p><p>Objections, privilege calls and strategy remain with your attorneys. We handle the structure and the follow-through.</p>",
    heading_name: "Discovery Tasks We Handle",
    cards1: [
      card(
        "Written Discovery Drafts",
        "Interrogatories, requests for production and requests for admission drafted from the attorney's theory of the case.",
        "drafting.svg",
      ),
      card(
        "Response Preparation",
        "Response shells with each request restated, client information gathered and proposed answers set out for attorney review.",
        "review.svg",
      ),
      card(
        "Production Logs",
        "Bates ranges, production dates, recipients and volumes recorded in one log for every production sent or received.",
        "discovery.svg",
      ),
      card("Deadline Tracking", "Response due dates and extensions entered on the firm calendar with reminders ahead of each one.", "calendar.svg"),
      card("Deficiency Follow-Up", "Draft meet-and-confer letters identifying incomplete responses, ready for the attorney to edit and send.", "contract.svg"),
    ],
    headingstwo: "Working Inside Your Discovery Process",
    description_two:
      "<p>We adapt to the tools and conventions your litigation team already uses rather than introducing new ones.</p><ul><li>Requests and productions arrive through your secure file share or litigation support platform.</li><li>The paralegal logs each item the day it is received and confirms the response date with the attorney.</li><li>Drafts are returned with the source documents linked so review is fast.</li><li>A running discovery status sheet is kept current for every active matter.</li></ul>",
    cards2: [
      card("Single Source of Status", "One tracker per matter shows what was requested, what was answered and what remains open.", "report.svg"),
      card("Secure Document Handling", "Productions are kept in firm-controlled storage and never copied to personal devices.", "security.svg"),
    ],
    heading_three: "What Changes for Your Team",
    description_three:
      "<p>Attorneys stop chasing the status of requests and spend their discovery time on objections, strategy and disputes that need a lawyer.</p>",
    cards3: [
      card("Fewer Missed Dates", "Every response and production date is tracked and surfaced in advance.", "calendar.svg"),
      card("Cleaner Records", "Production logs make it easy to answer what was produced and when.", "discovery.svg"),
      card("Scalable Help", "Add discovery support for a document-heavy case and scale it back when the case settles.", "team.svg"),
    ],
    bottomheading_name: "Bring Order to Your Discovery",
    headingstwo1: "Hand us the requests, productions and deadlines, and we will keep every piece tracked for your attorneys.",
    meta_tag_title: "Discovery Management Support | Remote Paralegals",
    meta_tag: "Remote paralegals draft written discovery, prepare response shells, log productions and track discovery deadlines for U.S. litigation teams.",
  },
  {
    id: "20_Paralegal-Service",
    service_name: "Deposition Summaries",
    shart_description:
      "<p>Page-line, topical and narrative summaries of deposition transcripts, so attorneys can find key testimony in minutes instead of rereading hundreds of pages.</p>",
    description:
      "<p>A long transcript is only useful if you can find what matters in it. Our remote paralegals read each deposition closely and produce a summary in the format your attorney prefers, with page and line references for every point.</p><p>We summarize testimony accurately and neutrally; the legal significance of any admission is for your attorneys to judge.</p>",
    heading_name: "Summary Formats Available",
    cards1: [
      card("Page-Line Summaries", "A chronological digest with page and line citations, ideal for locating testimony during motion drafting.", "report.svg"),
      card(
        "Topical Summaries",
        "Testimony grouped by issue, such as liability, damages or timeline, following the categories the attorney sets.",
        "research.svg",
      ),
      card("Narrative Summaries", "A short prose account of the witness's testimony for case files, client updates or mediation preparation.", "drafting.svg"),
      card("Key Testimony Index", "Admissions, inconsistencies and notable exchanges marked for the attorney's attention with exact citations.", "review.svg"),
      card("Exhibit Cross-Reference", "A list of every exhibit referenced in the deposition and where it was discussed.", "discovery.svg"),
    ],
    headingstwo: "How Transcripts Come In and Summaries Go Out",
    description_two:
      "<p>Transcripts and exhibits are uploaded to a secure shared folder along with the case caption, the witness's role and any topics the attorney wants emphasized. The paralegal confirms the format and the due date, then delivers the summary as an editable document in the same folder.</p><p>If the attorney wants a different level of detail after reading the first summary, later depositions in the same case follow that preference.</p>",
    cards2: [
      card("Matter-Specific Topics", "Topic headings are set per case so summaries across witnesses line up side by side.", "team.svg"),
      card("Confidential Transcripts", "Protective-order designations are respected and noted on the summary itself.", "security.svg"),
    ],
    heading_three: "Why Attorneys Rely on Our Summaries",
    description_three: "<p>A well-built summary saves time at every later stage: dispositive motions, expert preparation, mediation and trial.</p>",
    cards3: [
      card("Accurate Citations", "Every summarized point ties back to a page and line in the transcript.", "research.svg"),
      card("Neutral Language", "Summaries describe what the witness said without spin, so they remain reliable.", "review.svg"),
      card("Ready for Trial Prep", "Summaries feed directly into witness outlines and exhibit lists later in the case.", "report.svg"),
    ],
    bottomheading_name: "Send Us Your Next Transcript",
    headingstwo1: "Upload the transcript, choose a format and set a due date; your attorney receives a summary built for quick reference.",
    meta_tag_title: "Deposition Summary Services | Page-Line & Topical",
    meta_tag: "Page-line, topical and narrative deposition summaries with exact citations, prepared by remote paralegals for U.S. litigation attorneys.",
  },
  {
    id: "21_Paralegal-Service",
    service_name: "Medical Records Review and Chronologies",
    shart_description:
      "<p>Medical records organized into clear chronologies that show treatment, providers, gaps in care and billed charges for personal injury and other injury-related matters.</p>",
    description:
      "<p>Medical records arrive in stacks from many providers, often out of order and with duplicates. Our remote paralegals sort them, build a dated chronology of care and summarize the charges, giving your attorneys a single document to work from.</p><p>Our team does not interpret records as medical professionals or offer legal opinions. We organize and summarize what the records say, with page references for verification.</p>",
    heading_name: "What a Records Review Includes",
    cards1: [
      card(
        "Medical Chronology",
        "Each visit listed by date with provider, complaints, diagnoses, treatment and follow-up instructions as recorded.",
        "calendar.svg",
      ),
      card("Provider Index", "Every treating provider and facility in one list with dates of service and record sources.", "research.svg"),
      card("Treatment Gap Flags", "Periods without treatment noted so the attorney can ask about them early.", "review.svg"),
      card("Billing Summary", "Charges, adjustments and payments organized by provider to support damages calculations.", "billing.svg"),
      card("Pre-Existing Condition Notes", "Prior complaints and history found in the records highlighted for attorney review.", "report.svg"),
    ],
    headingstwo: "Secure Handling of Protected Health Information",
    description_two:
      "<p>Medical records contain highly sensitive information, so the workflow is built around controlled access.</p><ul><li>Records are exchanged only through the secure storage your firm designates.</li><li>Access is limited to the paralegals assigned to the matter.</li><li>Working copies are not kept outside firm systems after delivery.</li><li>Missing records and illegible pages are listed for follow-up rather than skipped.</li></ul>",
    cards2: [
      card("Confidential by Design", "Handling procedures follow your firm's privacy and HIPAA-related policies.", "security.svg"),
      card("Records Request Tracking", "Outstanding provider requests logged with the date sent and the date received.", "discovery.svg"),
    ],
    heading_three: "How Chronologies Help Your Case",
    description_three:
      "<p>A chronology turns a disorganized file into a timeline attorneys can use for demand letters, expert review, depositions and settlement talks.</p>",
    cards3: [
      card("Faster Case Evaluation", "Attorneys see the full treatment picture without reading every page.", "review.svg"),
      card("Stronger Demand Packages", "Chronologies and billing summaries slot directly into demand letters.", "drafting.svg"),
      card("Expert-Ready Files", "Organized records make it easier to brief retained medical experts.", "report.svg"),
    ],
    bottomheading_name: "Turn Medical Records Into a Usable Timeline",
    headingstwo1: "Share the records and the questions your attorney cares about, and we will deliver a chronology with page references.",
    meta_tag_title: "Medical Records Review and Chronologies for Law Firms",
    meta_tag: "Medical chronologies, provider indexes, treatment gap flags and billing summaries prepared by remote paralegals for injury law firms.",
  },
  {
    id: "22_Paralegal-Service",
    service_name: "Drafting Case Status Reports",
    shart_description:
      "<p>Clear, regular case status reports for clients, carriers and internal teams, drafted from the file and ready for attorney sign-off.</p>",
    description:
      "<p>Clients and insurance carriers expect to know where their matter stands, and partners need the same picture across a caseload. Our remote paralegals review the file, recent filings and calendar, then draft a status report in the format your recipients expect.</p><p>Reports go to the responsible attorney for approval before they are sent. Case evaluations and recommendations come from your lawyers, not from us.</p>",
    heading_name: "Reports We Prepare",
    cards1: [
      card("Client Status Updates", "Plain-language summaries of recent activity and next steps for the client to read.", "report.svg"),
      card(
        "Carrier and Adjuster Reports",
        "Reports that follow insurer reporting guidelines, including litigation activity and upcoming events.",
        "contract.svg",
      ),
      card("Internal Caseload Reports", "Matter lists with posture, deadlines and responsible attorney for partner or team meetings.", "team.svg"),
      card("Pre-Trial and Mediation Updates", "Focused updates ahead of key events summarizing discovery status and open issues.", "calendar.svg"),
    ],
    headingstwo: "A Reporting Routine You Can Count On",
    description_two:
      "<p>Status reporting works best on a schedule. Once you set the cadence for each client or carrier, the paralegal gathers updates from the file and calendar, drafts the report in your template and places it in the attorney's review queue before the due date.</p><p>Attorneys add their assessment, approve, and the report goes out from your firm.</p>",
    cards2: [
      card("Your Templates", "Reports use your letterhead, headings and any carrier-specific format.", "drafting.svg"),
      card("Recurring Schedule", "Monthly, quarterly or event-driven reporting tracked so none fall behind.", "calendar.svg"),
    ],
    heading_three: "Why It Matters",
    description_three: "<p>Timely reports keep clients informed, meet carrier guidelines and reduce the calls your attorneys field asking for updates.</p>",
    cards3: [
      card("Better Client Relationships", "Regular, readable updates show clients their matter is moving.", "team.svg"),
      card("Guideline Compliance", "Carrier reporting requirements are tracked and met on schedule.", "review.svg"),
      card("Attorney Time Protected", "Lawyers edit and approve rather than drafting from scratch.", "report.svg"),
    ],
    bottomheading_name: "Keep Every Client Informed",
    headingstwo1: "Set the reporting schedule once and let our paralegals prepare each report for your attorney's review.",
    meta_tag_title: "Case Status Report Drafting | Remote Legal Support",
    meta_tag: "Client, carrier and internal case status reports drafted from the file by remote paralegals and delivered for attorney approval on schedule.",
  },
  {
    id: "23_Paralegal-Service",
    service_name: "Draft Correspondence",
    shart_description:
      "<p>Routine and matter-specific letters drafted in your firm's voice, from client updates and records requests to letters to opposing counsel.</p>",
    description:
      "<p>Correspondence fills a surprising share of a legal team's week. Our remote paralegals draft the letters and emails your attorneys would otherwise write themselves, matching your firm's tone, templates and sign-off conventions.</p><p>Every letter that carries legal content is reviewed by the responsible attorney before it is sent.</p>",
    heading_name: "Correspondence We Draft",
    cards1: [
      card("Client Letters", "Engagement confirmations, case updates, document requests and closing letters.", "drafting.svg"),
      card("Letters to Opposing Counsel", "Scheduling letters, extension requests and meet-and-confer drafts for attorney revision.", "contract.svg"),
      card(
        "Records and Information Requests",
        "Requests to medical providers, employers, agencies and insurers with the right authorizations attached.",
        "research.svg",
      ),
      card("Court and Agency Cover Letters", "Transmittal letters that accompany filings, courtesy copies and agency submissions.", "report.svg"),
      card("Follow-Up Reminders", "Polite, firm follow-ups for outstanding responses, tracked until answered.", "calendar.svg"),
    ],
    headingstwo: "How We Keep Your Voice",
    description_two:
      "<p>Before the first letter, we collect your templates and a few approved examples. From there:</p><ul><li>Attorneys or staff send a short instruction with the matter name and purpose.</li><li>The paralegal drafts on letterhead and saves the draft in the matter folder.</li><li>The attorney edits or approves, and the letter is sent from your firm.</li><li>Sent letters are logged so follow-ups happen on time.</li></ul>",
    cards2: [
      card("Consistent Tone", "Drafts follow your style guide, so recipients see one voice from the firm.", "team.svg"),
      card("Matter Filing", "Every draft and final copy is saved to the correct matter folder.", "security.svg"),
    ],
    heading_three: "The Payoff",
    description_three: "<p>Attorneys spend minutes approving letters instead of an hour writing them, and nothing sits in a drafts folder unanswered.</p>",
    cards3: [
      card("Faster Responses", "Letters go out promptly once the attorney approves.", "calendar.svg"),
      card("Fewer Loose Ends", "A correspondence log keeps track of what is awaiting reply.", "report.svg"),
      card("Professional Presentation", "Clean formatting and careful proofreading on every page.", "review.svg"),
    ],
    bottomheading_name: "Clear Your Correspondence Backlog",
    headingstwo1: "Send us the letters that keep slipping down the list, and your attorneys will receive drafts ready to approve.",
    meta_tag_title: "Legal Correspondence Drafting | Remote Paralegals",
    meta_tag: "Client letters, records requests and letters to opposing counsel drafted in your firm's voice by remote paralegals for attorney approval.",
  },
  {
    id: "24_Paralegal-Service",
    service_name: "Trial Preparation Support",
    shart_description:
      "<p>Organized, deadline-driven help in the weeks before trial: witness and exhibit lists, pretrial filings, trial notebooks and logistics.</p>",
    description:
      "<p>The run-up to trial compresses months of work into a few weeks. Our remote paralegals take on the organizing and assembling so your trial team can concentrate on witnesses, arguments and strategy.</p><p>We work from the pretrial order and your attorney's instructions, and every filing and outline is reviewed by counsel.</p>",
    heading_name: "Trial Preparation Tasks",
    cards1: [
      card("Pretrial Deadline Map", "Every date from the scheduling and pretrial orders placed on one calendar with owners assigned.", "calendar.svg"),
      card("Witness and Exhibit Lists", "Lists prepared in the court's required format and kept in sync as the case changes.", "report.svg"),
      card("Pretrial Filing Drafts", "Drafts of joint statements, proposed jury instructions and motions in limine from attorney direction.", "drafting.svg"),
      card("Witness Outlines Support", "Deposition excerpts and documents gathered for each witness outline the attorney is building.", "research.svg"),
      card("Trial Notebooks", "Electronic and printed notebooks organized by witness, issue and day of trial.", "review.svg"),
    ],
    headingstwo: "Coordinated With Your Trial Team",
    description_two:
      "<p>During trial preparation, the remote paralegal joins your team's regular check-ins and works from a shared task list.</p><ul><li>Assignments come from the lead attorney or trial paralegal with clear due dates.</li><li>Materials are exchanged in the case's secure workspace.</li><li>Late changes to witness order or exhibits are reflected in every affected list the same day.</li></ul>",
    cards2: [
      card("Shared Task List", "Everyone sees what is done, what is pending and who owns it.", "team.svg"),
      card("Version Control", "Lists and binders carry dated versions so nobody works from an old copy.", "security.svg"),
      card("Subpoena Coordination", "Trial subpoenas tracked from drafting through proof of service.", "contract.svg"),
    ],
    heading_three: "What Your Team Gains",
    description_three: "<p>Trial attorneys walk into the courtroom with complete, current materials and fewer late-night scrambles.</p>",
    cards3: [
      card("Organized Materials", "Everything is indexed and easy to find at counsel table.", "report.svg"),
      card("Extra Hands on Demand", "Support ramps up for trial and winds down afterward.", "team.svg"),
      card("Focus on Advocacy", "Attorneys spend their hours preparing witnesses and arguments.", "review.svg"),
    ],
    bottomheading_name: "Prepare for Trial With Confidence",
    headingstwo1: "Share your trial date and pretrial order, and we will help your team assemble everything it needs on time.",
    meta_tag_title: "Trial Preparation Support | Remote Paralegal Team",
    meta_tag: "Remote paralegals build witness and exhibit lists, draft pretrial filings, assemble trial notebooks and track pretrial deadlines for attorneys.",
  },
  {
    id: "25_Paralegal-Service",
    service_name: "Court E-Filing",
    shart_description:
      "<p>Attorney-approved documents prepared, filed and served through state and federal electronic filing systems, with confirmations saved to the matter file.</p>",
    description:
      "<p>Electronic filing rules differ from court to court, and a rejected filing can cost a day you do not have. Our remote paralegals prepare approved documents for submission, file them in the correct system and record the results.</p><p>We file only what the responsible attorney has approved, using the firm's e-filing credentials and under its supervision.</p>",
    heading_name: "E-Filing Support Includes",
    cards1: [
      card(
        "Document Preparation",
        "PDF conversion, text searchability, bookmarks, exhibit separation and size limits checked against each court's rules.",
        "drafting.svg",
      ),
      card("Filing and Fee Handling", "Correct case, filing type and fee selections entered through the firm's account.", "billing.svg"),
      card("Electronic Service", "Service on registered parties through the system, plus notes for any party requiring another method.", "contract.svg"),
      card("Confirmations Saved", "Filing receipts and file-stamped copies saved to the matter and shared with the team.", "report.svg"),
      card("Rejection Follow-Up", "Clerk rejections reviewed, corrected and resubmitted after attorney sign-off.", "review.svg"),
    ],
    headingstwo: "How a Filing Request Works",
    description_two:
      "<ul><li>The attorney approves the final document and sends a filing request naming the court, the case and the deadline.</li><li>The paralegal checks format and attachments against the court's requirements.</li><li>The filing is submitted and the confirmation is returned to the team.</li><li>Any new hearing or response dates are added to the firm calendar.</li></ul>",
    cards2: [
      card("Firm-Controlled Credentials", "Filing accounts stay under the firm's control, with access granted and revoked by you.", "security.svg"),
      card("Calendar Updates", "Dates set by a filing or a court notice go straight onto the docket.", "calendar.svg"),
    ],
    heading_three: "Why Firms Delegate E-Filing",
    description_three: "<p>Filing is precise, time-sensitive work that is easy to get wrong when attorneys squeeze it between other tasks.</p>",
    cards3: [
      card("Fewer Rejections", "Pre-filing checks catch formatting and attachment problems before the clerk does.", "review.svg"),
      card("Clear Records", "Every filing leaves a saved receipt and file-stamped copy.", "report.svg"),
      card("End-of-Day Coverage", "Remote staff can handle filings as deadlines approach in your time zone.", "calendar.svg"),
    ],
    bottomheading_name: "Make Filing Day Uneventful",
    headingstwo1: "Send approved documents and deadlines our way, and we will file, serve and report back with confirmations.",
    meta_tag_title: "Court E-Filing Services for U.S. Law Firms",
    meta_tag: "Remote paralegals prepare, e-file and serve attorney-approved documents in state and federal courts and save every filing confirmation.",
  },
  {
    id: "26_Paralegal-Service",
    service_name: "Client Intake Management",
    shart_description:
      "<p>Prospective clients screened, information gathered and intake files opened consistently, so attorneys can decide quickly which matters to take.</p>",
    description:
      "<p>First contact shapes a client's view of your firm. Our remote intake staff answer inquiries, gather facts with your screening questions and open a complete intake record for attorney review.</p><p>Intake staff collect information only. They do not evaluate claims, quote outcomes or give legal advice; every acceptance decision belongs to an attorney.</p>",
    heading_name: "Intake Tasks We Cover",
    cards1: [
      card("Initial Screening", "Calls, web forms and emails handled with the screening questions your attorneys define.", "team.svg"),
      card("Conflict Check Information", "Names of parties and related persons collected and entered for your firm's conflict check.", "security.svg"),
      card("Intake Summaries", "Short written summaries of each inquiry so attorneys can evaluate it in a few minutes.", "report.svg"),
      card("Document Collection", "Requests for police reports, contracts, notices and other documents the attorney needs to decide.", "discovery.svg"),
      card("Engagement Paperwork", "Attorney-approved engagement letters and forms sent out and tracked until signed.", "contract.svg"),
      card("Consultation Scheduling", "Consultations booked on attorney calendars with reminders to the prospective client.", "calendar.svg"),
    ],
    headingstwo: "A Consistent Intake Process",
    description_two:
      "<p>We start by writing down your intake criteria: practice areas accepted, disqualifying facts, required documents and who reviews which matters. Every inquiry follows that script and lands in your case management system with the same fields completed.</p><p>Urgent matters, such as an approaching limitations date mentioned by the caller, are escalated to the designated attorney immediately.</p>",
    cards2: [
      card("Your Case Management System", "Intake records are entered directly into the tools your firm already uses.", "drafting.svg"),
      card("Escalation Rules", "Clear rules for what goes to an attorney right away and what can wait.", "review.svg"),
    ],
    heading_three: "Benefits for the Firm",
    description_three: "<p>A disciplined intake process captures more qualified matters and spares attorneys from screening calls that are a poor fit.</p>",
    cards3: [
      card("Prompt Responses", "Prospective clients hear back quickly instead of calling the next firm.", "calendar.svg"),
      card("Complete Files", "Attorneys receive the facts and documents they need to decide.", "report.svg"),
      card("Professional First Impression", "Courteous, trained staff represent your firm on every call.", "team.svg"),
    ],
    bottomheading_name: "Strengthen Your Front Door",
    headingstwo1: "Share your intake criteria and we will build a screening process your attorneys can trust.",
    meta_tag_title: "Client Intake Management | Remote Intake Staff",
    meta_tag: "Remote intake staff screen inquiries, collect conflict details, open intake files and schedule consultations for attorney decision.",
  },
  {
    id: "27_Paralegal-Service",
    service_name: "Calendar and Deadline Management",
    shart_description:
      "<p>Court dates, response deadlines and internal reminders entered, checked and kept current for every matter on your attorneys' calendars.</p>",
    description:
      "<p>A missed deadline is one of the most serious risks a practice faces. Our remote paralegals keep matter calendars complete and current, entering dates from court orders, notices and correspondence and sending reminders well before each one.</p><p>Deadline calculations are made under the firm's docketing rules and confirmed by the responsible attorney for any date that requires judgment.</p>",
    heading_name: "What We Keep on the Calendar",
    cards1: [
      card("Court-Ordered Dates", "Hearings, conferences and deadlines from scheduling orders and minute entries.", "calendar.svg"),
      card("Response Deadlines", "Due dates for answers, oppositions and discovery responses calculated from service dates.", "review.svg"),
      card("Limitation Reminders", "Attorney-confirmed limitation dates recorded with reminders well in advance.", "security.svg"),
      card("Internal Milestones", "Draft due dates, client meetings and review points that keep work on track.", "team.svg"),
    ],
    headingstwo: "Our Calendaring Routine",
    description_two:
      "<p>Incoming notices, orders and correspondence are reviewed daily for dates. Each entry is made in your calendar or docketing system with the source document linked.</p><ul><li>Each entry notes the rule or order it came from.</li><li>Reminders are set at intervals the attorney chooses.</li><li>A weekly look-ahead goes to each attorney listing the coming dates.</li></ul>",
    cards2: [
      card("Source Documents Linked", "Every date can be traced back to the order or notice that set it.", "report.svg"),
      card("Weekly Look-Ahead", "Attorneys see the next two weeks of obligations at a glance.", "calendar.svg"),
    ],
    heading_three: "Why It Pays Off",
    description_three: "<p>Reliable calendaring protects clients and the firm, and lets attorneys plan their weeks instead of reacting to surprises.</p>",
    cards3: [
      card("Reduced Risk", "Dates are captured as soon as they are set, not when someone remembers.", "security.svg"),
      card("Better Planning", "Attorneys can schedule drafting time around what is actually due.", "calendar.svg"),
      card("One Reliable Calendar", "The whole team works from the same, current list of dates.", "team.svg"),
    ],
    bottomheading_name: "Never Lose Track of a Date",
    headingstwo1: "Let our paralegals manage your matter calendars so your attorneys always know what is coming next.",
    meta_tag_title: "Calendar and Deadline Management for Law Firms",
    meta_tag: "Remote paralegals enter court dates and response deadlines, link source orders and send reminders so attorneys never lose track of a date.",
  },
  {
    id: "28_Paralegal-Service",
    service_name: "Demand Letter Preparation",
    shart_description:
      "<p>Demand packages assembled from the file: liability facts, treatment summary, damages and exhibits, drafted for the attorney to finalize and send.</p>",
    description:
      "<p>A persuasive demand letter depends on a well-organized file. Our remote paralegals gather the police reports, medical records, bills and wage documentation, then draft a demand in your firm's format that tells the story clearly.</p><p>The demand amount, the legal arguments and the final wording are set by your attorney.</p>",
    heading_name: "Components of the Demand Package",
    cards1: [
      card("Liability Summary", "A factual account of the incident drawn from reports, statements and photographs.", "research.svg"),
      card("Treatment Narrative", "A readable summary of injuries and treatment based on the medical chronology.", "review.svg"),
      card("Damages Tables", "Medical specials, lost wages and out-of-pocket costs totaled with supporting documents.", "billing.svg"),
      card("Exhibit Set", "Records, bills and photographs labeled and indexed to match the letter.", "discovery.svg"),
      card("Draft Demand Letter", "The full letter on letterhead, ready for the attorney to add the demand and sign.", "drafting.svg"),
    ],
    headingstwo: "From File to Finished Demand",
    description_two:
      "<p>Once treatment is complete or the attorney decides to make a demand, we confirm that all records and bills are in. Missing items are listed and requested. The draft and exhibit set are delivered together to a secure folder, and revisions continue until the attorney approves the package for sending.</p>",
    cards2: [
      card("Missing Records Check", "Gaps in records or bills are identified before drafting begins.", "review.svg"),
      card("Response Deadline Tracking", "Time-limited demands are calendared so the response date is not missed.", "calendar.svg"),
    ],
    heading_three: "What a Strong Package Delivers",
    description_three:
      "<p>An organized, well-supported demand gives adjusters fewer reasons to delay and gives your attorney a solid base for negotiation.</p>",
    cards3: [
      card("Complete Documentation", "Every figure in the letter is backed by an exhibit.", "report.svg"),
      card("Clear Story", "Facts and treatment are presented in a logical, readable order.", "drafting.svg"),
      card("Faster Turnaround", "Attorneys review a finished draft instead of assembling the package themselves.", "team.svg"),
    ],
    bottomheading_name: "Build Your Next Demand Package",
    headingstwo1: "Send us the file when it is ready, and your attorney will receive a complete draft demand with indexed exhibits.",
    meta_tag_title: "Demand Letter Preparation | Personal Injury Support",
    meta_tag: "Demand packages with liability summaries, treatment narratives, damages tables and indexed exhibits, drafted for attorney approval.",
  },
  {
    id: "29_Paralegal-Service",
    service_name: "Subpoena Preparation and Tracking",
    shart_description:
      "<p>Records and witness subpoenas drafted, served through your chosen process servers and tracked until the documents or testimony arrive.</p>",
    description:
      "<p>Subpoenas involve forms, notice requirements, service and follow-up with custodians who are often slow to respond. Our remote paralegals manage each step and keep a clear record of where every subpoena stands.</p><p>Subpoenas are issued only with attorney approval and in line with the applicable court rules.</p>",
    heading_name: "Subpoena Services",
    cards1: [
      card("Records Subpoenas", "Subpoenas for medical, employment, financial and other records, with the required attachments.", "drafting.svg"),
      card("Witness Subpoenas", "Deposition and trial subpoenas prepared with appearance dates and fee information.", "contract.svg"),
      card("Notice to Parties", "Required notices to other parties prepared and served with the subpoena.", "review.svg"),
      card("Service Coordination", "Instructions to the firm's process servers and proofs of service collected.", "team.svg"),
      card("Custodian Follow-Up", "Reminders to custodians and receipt of records with custodian declarations.", "calendar.svg"),
    ],
    headingstwo: "Tracked From Issue to Return",
    description_two:
      "<p>Every subpoena is recorded in a tracker the whole team can see.</p><ul><li>Date issued, date served and the compliance date.</li><li>Objections received and forwarded to the attorney.</li><li>Records received, reviewed for completeness and saved to the matter.</li></ul>",
    cards2: [
      card("Shared Tracker", "Attorneys see the status of every subpoena without asking.", "report.svg"),
      card("Completeness Checks", "Returned records are compared with what was requested.", "discovery.svg"),
    ],
    heading_three: "Why Firms Use Us",
    description_three: "<p>Subpoena work is detailed and follow-up heavy. Delegating it keeps records flowing without consuming attorney or staff time.</p>",
    cards3: [
      card("Timely Records", "Persistent follow-up shortens the wait for custodians.", "calendar.svg"),
      card("Proper Notice", "Notice steps are tracked so objections on procedure are avoided.", "security.svg"),
      card("Clear Documentation", "Proofs of service and declarations are filed where you can find them.", "report.svg"),
    ],
    bottomheading_name: "Get the Records You Need",
    headingstwo1: "Tell us what you need and from whom, and we will prepare the subpoena and follow it through to return.",
    meta_tag_title: "Subpoena Preparation and Tracking | Remote Support",
    meta_tag: "Records and witness subpoenas drafted, served through your process servers and tracked through custodian follow-up by remote paralegals.",
  },
  {
    id: "30_Paralegal-Service",
    service_name: "Exhibit and Trial Binder Preparation",
    shart_description: "<p>Exhibits numbered, indexed and assembled into trial, witness and court binders, in print-ready and electronic form.</p>",
    description:
      "<p>Exhibits must be correctly numbered, consistently labeled and easy to find under pressure. Our remote paralegals build exhibit sets and binders to the court's requirements and your trial team's preferences.</p><p>The attorney decides which exhibits are used; we make sure each one is in the right place.</p>",
    heading_name: "Binders and Exhibit Sets",
    cards1: [
      card("Exhibit Numbering and Stamping", "Exhibits labeled under the court's numbering convention with electronic stamps applied.", "discovery.svg"),
      card("Exhibit Indexes", "Indexes with descriptions, Bates ranges and objection status for each exhibit.", "report.svg"),
      card("Witness Binders", "Binders for each witness containing the exhibits and deposition excerpts the attorney selects.", "team.svg"),
      card("Court and Opposing Counsel Sets", "Sets for the judge, clerk and opposing counsel prepared to the court's instructions.", "contract.svg"),
      card("Electronic Presentation Folders", "Files named and organized for courtroom presentation software.", "drafting.svg"),
    ],
    headingstwo: "How the Work Is Delivered",
    description_two:
      "<p>Binders are assembled electronically as bookmarked PDFs and organized folders in your secure workspace. When printed sets are needed, we deliver print-ready files with tabs and slip sheets so your office or a local print vendor can produce them.</p><p>When the exhibit list changes, the index, binders and presentation folders are updated together.</p>",
    cards2: [
      card("Print-Ready Files", "Tabs, slip sheets and page order prepared for one-step printing.", "report.svg"),
      card("Synchronized Updates", "Changes made once flow to every binder and index.", "review.svg"),
    ],
    heading_three: "The Result at Trial",
    description_three: "<p>Attorneys can put their hands on any exhibit instantly, and the court receives clean, compliant sets.</p>",
    cards3: [
      card("Quick Retrieval", "Consistent numbering and bookmarks make every page easy to find.", "research.svg"),
      card("Compliance With Court Rules", "Labels and sets match the pretrial order's requirements.", "security.svg"),
      card("Less Last-Minute Work", "Binders are built and maintained well before the first day of trial.", "calendar.svg"),
    ],
    bottomheading_name: "Walk Into Court Organized",
    headingstwo1: "Send us your exhibit list and documents, and we will build the binders your trial team needs.",
    meta_tag_title: "Exhibit and Trial Binder Preparation Services",
    meta_tag: "Exhibits numbered, stamped and indexed, and witness and court binders built in print-ready and electronic form for trial teams.",
  },
  {
    id: "31_Paralegal-Service",
    service_name: "Settlement Documentation",
    shart_description:
      "<p>Settlement agreements, releases, closing statements and dismissal papers drafted from agreed terms, with lien and payment steps tracked to closing.</p>",
    description:
      "<p>Once a matter settles, a series of documents and tasks must be completed correctly before funds are released and the case is closed. Our remote paralegals draft the paperwork from the agreed terms and track each step until the file is closed.</p><p>Your attorney negotiates and approves all terms. We document them and keep the closing process moving.</p>",
    heading_name: "Settlement Paperwork We Prepare",
    cards1: [
      card("Settlement Agreements", "Draft agreements prepared from the term sheet or the attorney's notes in the firm's templates.", "contract.svg"),
      card("Releases", "General and limited releases drafted for attorney review and client signature.", "drafting.svg"),
      card("Lien Tracking", "Medical, insurance and other liens listed with payoff requests and final amounts recorded.", "billing.svg"),
      card("Closing Statement Drafts", "Drafts of distribution statements prepared from the approved figures for attorney verification.", "report.svg"),
      card("Dismissal Filings", "Stipulations and requests for dismissal prepared once settlement conditions are met.", "review.svg"),
    ],
    headingstwo: "Keeping Closing on Schedule",
    description_two:
      "<ul><li>Settlement terms and deadlines are recorded as soon as the attorney confirms the deal.</li><li>Signature packets are sent and tracked until returned.</li><li>Lien payoff letters are requested and logged.</li><li>Payment receipt and dismissal deadlines are calendared.</li></ul>",
    cards2: [
      card("Closing Checklist", "A matter-specific checklist shows every step to a closed file.", "calendar.svg"),
      card("Secure Financial Documents", "Settlement figures and payment records stay in firm-controlled storage.", "security.svg"),
    ],
    heading_three: "Why It Helps",
    description_three:
      "<p>Careful settlement documentation closes files sooner and reduces the risk of errors at the final, most visible stage of a matter.</p>",
    cards3: [
      card("Faster Case Closure", "Steps proceed in parallel rather than waiting on one another.", "calendar.svg"),
      card("Accurate Paperwork", "Documents reflect the approved terms exactly.", "review.svg"),
      card("Satisfied Clients", "Clients see a clear, timely path to resolution.", "team.svg"),
    ],
    bottomheading_name: "Close Settled Matters Cleanly",
    headingstwo1: "Send us the agreed terms and we will prepare the documents and track every step to a closed file.",
    meta_tag_title: "Settlement Documentation Support | Remote Paralegals",
    meta_tag: "Settlement agreements, releases, lien tracking, closing statement drafts and dismissal filings prepared from attorney-approved terms.",
  },
  {
    id: "32_Paralegal-Service",
    service_name: "Immigration Forms Preparation",
    shart_description:
      "<p>Immigration forms and supporting evidence assembled under attorney supervision, with document checklists and filing packets ready for review.</p>",
    description:
      "<p>Immigration filings demand accuracy across long forms, many supporting documents and strict filing instructions. Our remote paralegals prepare form drafts from client questionnaires, organize the evidence and assemble the filing packet for your attorney to review.</p><p>Eligibility, strategy and any advice to the client come from your attorneys. Our staff never advise clients on immigration options.</p>",
    heading_name: "Immigration Support Tasks",
    cards1: [
      card("Client Questionnaires", "Information gathered through the firm's questionnaires and checked for gaps before drafting.", "team.svg"),
      card("Form Drafts", "Government forms completed from client data and prepared for attorney review.", "drafting.svg"),
      card("Evidence Checklists", "Checklists of supporting documents tailored to the filing type and tracked to completion.", "review.svg"),
      card("Exhibit Indexes and Packets", "Supporting evidence tabbed, indexed and assembled in the order the attorney specifies.", "discovery.svg"),
      card("Case Status Tracking", "Receipt notices, biometrics appointments and requests for evidence deadlines recorded.", "calendar.svg"),
    ],
    headingstwo: "Working Within Attorney Supervision",
    description_two:
      "<p>Every immigration matter is assigned to a supervising attorney who approves each form before it is signed or filed. The paralegal works from the firm's instructions and raises any inconsistency in the client's information with the attorney, not with the client.</p><p>Translations and certified copies are coordinated through vendors the firm selects.</p>",
    cards2: [
      card("Consistency Checks", "Names, dates and addresses are compared across forms and documents.", "research.svg"),
      card("Sensitive Data Protection", "Identity documents are exchanged and stored only through secure firm systems.", "security.svg"),
    ],
    heading_three: "Benefits for Immigration Practices",
    description_three: `<p>Careful preparation reduces avoidable requests for evidence and lets attorneys focus on strategy and client counseling. <a href="/contact">Talk to us</a> about support for your immigration team.</p>`,
    cards3: [
      card("Fewer Avoidable Errors", "Cross-checks catch inconsistencies before the attorney's review.", "review.svg"),
      card("Organized Evidence", "Packets follow a consistent, logical order.", "discovery.svg"),
      card("Deadline Awareness", "Response deadlines from agency notices are tracked from day one.", "calendar.svg"),
    ],
    bottomheading_name: "Support Your Immigration Caseload",
    headingstwo1: "Give us your questionnaires and checklists, and we will prepare complete packets for your attorney's review.",
    meta_tag_title: "Immigration Forms Preparation | Attorney-Supervised",
    meta_tag: "Immigration form drafts, evidence checklists and indexed filing packets prepared by remote paralegals under attorney supervision.",
  },

  // ──────────────────────── Contract Life Cycle Management ────────────────────────
  {
    id: "6_Contract-Life-Cycle-Management",
    service_name: "Contract Drafting",
    shart_description:
      "<p>First drafts of NDAs, service agreements, statements of work and other commercial contracts, built from your templates and clause playbook.</p>",
    description:
      "<p>Most commercial contracts start from a firm or client template and a set of negotiated business terms. Our remote contract specialists turn those inputs into clean first drafts, so your attorneys can spend their time on the provisions that need legal judgment.</p><p>We draft from approved language only. Deviations from your playbook are flagged for the attorney rather than invented.</p>",
    heading_name: "Agreements We Draft",
    cards1: [
      card("Nondisclosure Agreements", "Mutual and one-way NDAs prepared from your standard forms with the deal-specific details filled in.", "security.svg"),
      card("Service Agreements", "Master service and consulting agreements drafted from templates and term sheets.", "contract.svg"),
      card("Statements of Work", "Scope, deliverables, milestones and fee schedules set out clearly under an existing master agreement.", "drafting.svg"),
      card("Vendor and Supply Agreements", "Purchasing and supply contracts assembled using the client's preferred positions.", "billing.svg"),
      card("Employment-Related Documents", "Offer letters and confidentiality agreements from attorney-approved templates.", "team.svg"),
    ],
    headingstwo: "How Drafting Requests Are Handled",
    description_two:
      "<p>Each request comes with the template to use, the business terms and any special instructions from the attorney.</p><ul><li>The specialist confirms the parties, governing law and key commercial terms.</li><li>A draft is prepared using clause-library language wherever possible.</li><li>Non-standard requests are highlighted with a comment for attorney decision.</li><li>The draft is delivered through secure exchange for review and revision.</li></ul>",
    cards2: [
      card("Clause Library Use", "Approved clauses are reused so contracts stay consistent across clients.", "research.svg"),
      card("Comment Flags", "Anything outside the template is marked for attorney review.", "review.svg"),
    ],
    heading_three: "Why It Works",
    description_three: "<p>Attorneys receive clean drafts that follow their own standards, which shortens review and speeds up deal timelines.</p>",
    cards3: [
      card("Consistent Language", "Drafts follow your templates and preferred positions every time.", "drafting.svg"),
      card("Faster Deal Cycles", "First drafts go out sooner, so negotiation starts sooner.", "calendar.svg"),
      card("Scalable Capacity", "Absorb volume spikes without pulling attorneys off higher-value work.", "team.svg"),
    ],
    bottomheading_name: "Get Drafts Moving Faster",
    headingstwo1: "Send us your templates and term sheets, and we will prepare first drafts ready for attorney review.",
    meta_tag_title: "Contract Drafting Support | Remote Legal Specialists",
    meta_tag: "NDAs, service agreements, statements of work and vendor contracts drafted from your templates and clause playbook for attorney review.",
  },
  {
    id: "9_Contract-Life-Cycle-Management",
    service_name: "Contract Review and Redlining",
    shart_description:
      "<p>Third-party contracts compared against your playbook, with redlines, issue lists and plain summaries prepared for attorney decision.</p>",
    description:
      "<p>When the other side's paper arrives, someone has to read every clause and compare it with the client's positions. Our remote contract specialists do the first pass: marking deviations, proposing playbook language and summarizing the open issues.</p><p>Your attorneys decide which points to concede, negotiate or escalate, and approve the redline before it goes back.</p>",
    heading_name: "What the Review Covers",
    cards1: [
      card("Playbook Comparison", "Each clause checked against the client's standard positions and fallback options.", "review.svg"),
      card("Proposed Redlines", "Tracked changes using your approved language where the contract departs from the playbook.", "drafting.svg"),
      card("Issues List", "A table of open points with the clause, the concern and the suggested response.", "report.svg"),
      card("Key Terms Summary", "Term, renewal, payment, liability caps, indemnities and termination rights summarized in one page.", "contract.svg"),
    ],
    headingstwo: "Our Review Workflow",
    description_two:
      "<p>Before the first review, we work with your attorneys to capture the playbook in writing, including which deviations are acceptable and which always need a lawyer. Each contract then follows the same steps: intake with deal context, first-pass review, redline and issues list, and attorney sign-off.</p><p>Later versions from the counterparty are compared against the prior draft so only the new changes need attention.</p>",
    cards2: [
      card("Version Comparisons", "Counterparty turns are compared with the previous draft to isolate changes.", "research.svg"),
      card("Confidential Exchange", "Drafts move only through the firm's secure systems.", "security.svg"),
      card("Escalation Rules", "High-risk clauses always go straight to the attorney.", "team.svg"),
    ],
    heading_three: "The Benefit to Your Practice",
    description_three:
      "<p>Attorneys review a marked-up contract and a short issues list instead of reading cold, which shortens negotiations and keeps positions consistent.</p>",
    cards3: [
      card("Consistent Positions", "The same playbook is applied across every contract.", "review.svg"),
      card("Quicker Turnarounds", "Redlines return to the counterparty sooner.", "calendar.svg"),
      card("Clear Risk Picture", "Summaries show what matters at a glance.", "report.svg"),
    ],
    bottomheading_name: "Speed Up Contract Review",
    headingstwo1: "Share your playbook and the next contract on your desk, and we will return a redline and issues list for attorney decision.",
    meta_tag_title: "Contract Review and Redlining | Playbook-Based Support",
    meta_tag: "Third-party contracts reviewed against your playbook, with proposed redlines, issues lists and key-term summaries for attorney decision.",
  },
  {
    id: "10_Contract-Life-Cycle-Management",
    service_name: "Obligation and Renewal Tracking",
    shart_description: "<p>Contract obligations, notice periods and renewal dates extracted and tracked, with reminders sent before any window closes.</p>",
    description:
      "<p>Signed contracts carry obligations that outlast the negotiation: reporting duties, payment milestones, notice periods and automatic renewals. Our remote specialists extract those terms and keep them on a tracker so nothing lapses unnoticed.</p><p>When a decision is needed, such as whether to renew or terminate, the reminder goes to the responsible attorney or client contact well ahead of the deadline.</p>",
    heading_name: "What We Track",
    cards1: [
      card("Renewal and Expiration Dates", "Initial terms, renewal periods and expiration dates recorded for every agreement.", "calendar.svg"),
      card("Notice Windows", "Deadlines to give notice of non-renewal or termination calculated from the contract terms.", "review.svg"),
      card("Performance Obligations", "Deliverables, reporting duties, audits and insurance certificates that must be provided.", "contract.svg"),
      card("Payment Milestones", "Fee schedules, price adjustments and payment due dates noted for follow-up.", "billing.svg"),
    ],
    headingstwo: "Building and Maintaining the Tracker",
    description_two:
      "<p>We start by abstracting existing agreements into a structured tracker or your contract management tool. New contracts are added as they are signed.</p><ul><li>Each entry cites the clause it came from.</li><li>Reminders are scheduled at intervals you choose.</li><li>A monthly report lists upcoming deadlines and recently completed obligations.</li></ul>",
    cards2: [
      card("Clause Citations", "Every tracked item links back to the governing section.", "research.svg"),
      card("Monthly Report", "A regular summary of what is coming due across the portfolio.", "report.svg"),
    ],
    heading_three: "Why Tracking Matters",
    description_three: "<p>Missed notice windows can lock a client into unwanted renewals or forfeit rights. Systematic tracking prevents those surprises.</p>",
    cards3: [
      card("No Unwanted Renewals", "Decisions are made before the notice window closes.", "calendar.svg"),
      card("Obligations Met", "Reports, certificates and deliverables go out on time.", "review.svg"),
      card("Portfolio Visibility", "Clients see their contractual commitments in one place.", "report.svg"),
    ],
    bottomheading_name: "Stay Ahead of Every Deadline",
    headingstwo1: "Give us the signed agreements and we will build a tracker that flags every renewal and obligation in time.",
    meta_tag_title: "Contract Obligation and Renewal Tracking Services",
    meta_tag: "Renewal dates, notice windows, performance obligations and payment milestones extracted from contracts and tracked with timely reminders.",
  },
  {
    id: "12_Contract-Life-Cycle-Management",
    service_name: "Contract Repository Management",
    shart_description:
      "<p>Executed contracts collected, named, tagged and stored in one searchable repository, so the right version is always easy to find.</p>",
    description:
      "<p>Contracts scattered across inboxes, shared drives and paper files are hard to search and easy to lose. Our remote specialists gather them into a single repository, apply consistent naming and metadata, and keep it current as new agreements are signed.</p><p>We work within the document or contract management system your firm or client already uses, under its permissions.</p>",
    heading_name: "Repository Services",
    cards1: [
      card("Contract Collection", "Executed agreements gathered from the sources you identify and checked for signatures and completeness.", "discovery.svg"),
      card("Naming and Filing Standards", "A consistent naming convention and folder structure applied across the portfolio.", "drafting.svg"),
      card("Metadata Tagging", "Counterparty, contract type, dates, value and governing law captured as searchable fields.", "research.svg"),
      card("Version Control", "Final executed versions separated from drafts, with amendments linked to the parent agreement.", "contract.svg"),
      card("Access Management Support", "Permissions maintained according to the access rules your firm sets.", "security.svg"),
    ],
    headingstwo: "A Repository That Stays Clean",
    description_two:
      "<p>Migrating contracts once is only half the job. After the initial clean-up, newly executed agreements are filed, tagged and linked on an agreed schedule, and periodic audits catch missing signatures, duplicates and orphaned amendments.</p>",
    cards2: [
      card("Periodic Audits", "Scheduled checks for duplicates, unsigned copies and missing amendments.", "review.svg"),
      card("Ongoing Filing", "New agreements added promptly after execution.", "calendar.svg"),
    ],
    heading_three: "What You Gain",
    description_three:
      "<p>Attorneys and clients can find any agreement and its latest amendment in seconds, which speeds up everything from disputes to due diligence.</p>",
    cards3: [
      card("Fast Retrieval", "Search by counterparty, date or contract type.", "research.svg"),
      card("Reliable Versions", "Everyone works from the executed, current document.", "contract.svg"),
      card("Audit Readiness", "Organized records are ready for diligence requests or audits.", "report.svg"),
    ],
    bottomheading_name: "Organize Your Contract Portfolio",
    headingstwo1: "Point us to where your contracts live today, and we will build a repository your team can search with confidence.",
    meta_tag_title: "Contract Repository Management | Remote Specialists",
    meta_tag: "Executed contracts collected, named, tagged with metadata and version-controlled in one searchable repository, then kept current.",
  },
  {
    id: "13_Contract-Life-Cycle-Management",
    service_name: "Contract Amendments and Renewals",
    shart_description:
      "<p>Amendments, extensions and renewal documents drafted from agreed changes, routed for signature and filed with the original contract.</p>",
    description:
      "<p>Business relationships change: prices move, scopes expand and terms are extended. Our remote contract specialists document those changes in amendments and renewal instruments that reference the original agreement precisely.</p><p>Attorneys approve the substance of every change. We handle drafting, conformed copies and the signature process.</p>",
    heading_name: "Documents We Prepare",
    cards1: [
      card("Amendments", "Amendments that identify the affected sections and restate revised language clearly.", "drafting.svg"),
      card("Extension and Renewal Agreements", "Instruments extending the term or renewing on revised commercial terms.", "contract.svg"),
      card("Conformed Copies", "Consolidated versions showing the contract as amended, for reference.", "review.svg"),
      card("Notice Letters", "Renewal, non-renewal and change notices drafted for attorney approval.", "report.svg"),
    ],
    headingstwo: "From Agreed Change to Executed Document",
    description_two:
      "<ul><li>The attorney or client contact confirms the agreed change and effective date.</li><li>The specialist drafts the amendment against the current executed version.</li><li>After approval, signature packets are sent and tracked.</li><li>The executed amendment is filed and linked to the parent agreement, and the tracker is updated.</li></ul>",
    cards2: [
      card("Signature Tracking", "Outstanding signatures followed up until the document is fully executed.", "calendar.svg"),
      card("Linked Records", "Amendments are stored with the original agreement they modify.", "security.svg"),
    ],
    heading_three: "Why Firms Rely on Us",
    description_three: "<p>Amendments drafted against the wrong version, or never fully signed, cause disputes later. A disciplined process prevents that.</p>",
    cards3: [
      card("Accurate References", "Each amendment cites the correct agreement and sections.", "research.svg"),
      card("Complete Execution", "No amendment is filed until every party has signed.", "contract.svg"),
      card("Clear History", "The full chain of changes is easy to follow.", "report.svg"),
    ],
    bottomheading_name: "Keep Contracts Current",
    headingstwo1: "Tell us what has changed and we will document it, route it for signature and file it with the original.",
    meta_tag_title: "Contract Amendments and Renewals | Drafting Support",
    meta_tag: "Contract amendments, extensions and renewal notices drafted against the executed version, routed for signature and filed with the original.",
  },

  // ──────────────────────────────── Document Review ────────────────────────────────
  {
    id: "8_Document-Review",
    service_name: "First-Level Document Review",
    shart_description:
      "<p>Trained remote reviewers code documents for responsiveness and key issues under your review protocol, with quality control built into every batch.</p>",
    description:
      "<p>First-level review is where volume meets judgment. Our remote reviewers work through document batches in your review platform, applying the coding protocol your attorneys write and escalating anything uncertain.</p><p>Reviewers are trained for U.S. litigation review but are not licensed attorneys. Final responsiveness and privilege decisions rest with your legal team.</p>",
    heading_name: "First-Level Review Tasks",
    cards1: [
      card("Responsiveness Coding", "Each document coded responsive or non-responsive against the requests and the protocol.", "review.svg"),
      card("Issue Tagging", "Documents tagged to the case issues your attorneys define.", "discovery.svg"),
      card("Hot Document Flags", "Documents of particular importance escalated to the case team promptly.", "report.svg"),
      card("Potential Privilege Flags", "Communications with counsel or other possibly privileged material set aside for second-level review.", "security.svg"),
      card("Confidentiality Designations", "Proposed designations applied under the protective order for attorney confirmation.", "contract.svg"),
    ],
    headingstwo: "How a Review Project Runs",
    description_two:
      "<p>Every project begins with a protocol and a short training session led by your attorneys.</p><ul><li>Reviewers access batches only in your hosted review platform.</li><li>Questions go to a designated attorney through a shared question log.</li><li>Answers are added to the protocol so the whole team applies them.</li><li>Progress reports show documents reviewed and remaining.</li></ul>",
    cards2: [
      card("Quality Control Sampling", "A sample of each reviewer's coding is checked, and feedback is given right away.", "research.svg"),
      card("Platform-Based Security", "Documents never leave your review environment.", "security.svg"),
    ],
    heading_three: "Why Firms Outsource First-Level Review",
    description_three:
      "<p>First-level review is essential but time-consuming. A dedicated remote team handles volume while your attorneys focus on second-level decisions.</p>",
    cards3: [
      card("Predictable Cost", "Hourly reviewer rates instead of associate time on first-pass review.", "billing.svg"),
      card("Consistent Coding", "A shared protocol and question log keep decisions aligned.", "review.svg"),
      card("Flexible Team Size", "Reviewers are added or released as volumes change.", "team.svg"),
    ],
    bottomheading_name: "Start Your Review Project",
    headingstwo1: "Share your protocol and document volume, and we will put together a review team trained on your matter.",
    meta_tag_title: "First-Level Document Review | Remote Review Team",
    meta_tag: "Remote reviewers code documents for responsiveness and issues under your protocol, flag hot and privileged documents, and report progress.",
  },
  {
    id: "9_Document-Review",
    service_name: "Privilege Review and Logs",
    shart_description:
      "<p>Potentially privileged documents reviewed under attorney direction and privilege logs drafted with consistent, defensible descriptions.</p>",
    description:
      "<p>Privilege review protects your client's most sensitive communications, and the log that follows is often scrutinized by opposing counsel. Our remote reviewers identify potentially privileged material, apply your privilege protocol and draft log entries for attorney approval.</p><p>Whether a document is withheld, redacted or produced is always your attorney's decision.</p>",
    heading_name: "Privilege Review Services",
    cards1: [
      card("Privilege Screening", "Documents screened for attorney names, law firm domains and legal-advice indicators from your protocol.", "security.svg"),
      card("null", "Placeholder card left in the source data; the page omits it.", "review.svg"),
      card("Privilege Coding", "Proposed calls of attorney-client, work product, or partially privileged for each document.", "review.svg"),
      card("", "Card with a blank title left in the source data; the page omits it.", "report.svg"),
      card(
        "Privilege Log Drafting",
        "Log entries with date, author, recipients, privilege basis and a description that does not reveal the advice.",
        "drafting.svg",
      ),
      card("Redaction Preparation", "Partially privileged documents marked for redaction of only the protected portions.", "discovery.svg"),
    ],
    headingstwo: "Keeping the Log Defensible",
    description_two:
      "<p>Consistency is what makes a privilege log hold up. We maintain a list of attorneys and counsel domains, use standard description formats and check that the same document family is treated the same way throughout.</p><ul><li>Every entry is traceable to the coded document.</li><li>Duplicates and email threads are logged consistently.</li><li>Attorney comments are applied across the whole log, not just one entry.</li></ul>",
    cards2: [
      card("Counsel Lists", "A maintained list of in-house and outside counsel guides the screening.", "team.svg"),
      card("Family Consistency", "Parent emails and attachments are coded and logged together.", "review.svg"),
    ],
    heading_three: "Why It Matters",
    description_three: "<p>A careful privilege review reduces the risk of inadvertent disclosure and of motions challenging a vague or inconsistent log.</p>",
    cards3: [
      card("Protected Communications", "Sensitive documents are identified before production.", "security.svg"),
      card("Clean Logs", "Entries follow one format and meet common log requirements.", "report.svg"),
      card("Attorney Oversight", "Every call and entry is subject to attorney approval.", "review.svg"),
    ],
    bottomheading_name: "Protect Privileged Material",
    headingstwo1: "Send us your privilege protocol and document set, and we will prepare coded documents and a draft log for attorney approval.",
    meta_tag_title: "Privilege Review and Privilege Log Preparation",
    meta_tag: "Potentially privileged documents screened and coded under attorney direction, with privilege logs drafted in a consistent, defensible format.",
  },
  {
    id: "10_Document-Review",
    service_name: "eDiscovery Coding and Tagging",
    shart_description:
      "<p>Documents coded and tagged in your eDiscovery platform to a structured scheme, so attorneys can search, sort and build case chronologies quickly.</p>",
    description:
      "<p>A review database is only as useful as its coding. Our remote reviewers apply objective and subjective coding fields consistently across large document sets, giving attorneys reliable filters for depositions, motions and trial.</p><p>We work inside your hosted eDiscovery platform using the coding panel your team designs.</p>",
    heading_name: "Coding and Tagging Services",
    cards1: [
      card("Objective Coding", "Dates, authors, recipients, document types and titles captured where metadata is missing or unreliable.", "discovery.svg"),
      card("Subjective Issue Tags", "Documents tagged to case issues, witnesses and themes defined by the attorneys.", "review.svg"),
      card("Key Document Sets", "Saved searches and folders built for each witness or deposition.", "research.svg"),
      card("Chronology Building", "Important documents pulled into a dated case chronology with short descriptions.", "calendar.svg"),
    ],
    headingstwo: "Designing the Coding Scheme Together",
    description_two:
      "<p>At intake, we review your coding panel with the case team and suggest clear definitions for each tag. Reviewers are trained on the definitions, and a sample set is coded and checked by an attorney before full-scale work begins.</p><p>Tag definitions are updated in one shared document as the case develops.</p>",
    cards2: [
      card("Calibration Set", "An attorney-checked sample aligns the team before full review.", "review.svg"),
      card("Living Definitions", "Tag definitions evolve with the case and are shared with every reviewer.", "drafting.svg"),
    ],
    heading_three: "How Good Coding Helps",
    description_three: "<p>Consistent tagging lets attorneys find the documents they need for a deposition or brief in minutes rather than days.</p>",
    cards3: [
      card("Faster Case Preparation", "Witness and issue sets are ready when attorneys need them.", "calendar.svg"),
      card("Reliable Searches", "Uniform coding means filters return complete results.", "research.svg"),
      card("Reusable Work Product", "Coding carries forward to later phases of the case.", "report.svg"),
    ],
    bottomheading_name: "Make Your Review Database Work Harder",
    headingstwo1: "Share your coding panel and we will apply it consistently across your document set.",
    meta_tag_title: "eDiscovery Coding and Tagging | Remote Reviewers",
    meta_tag: "Objective coding, issue tagging, key document sets and case chronologies built in your eDiscovery platform by trained remote reviewers.",
  },
  {
    id: "11_Document-Review",
    service_name: "Due Diligence Review",
    shart_description:
      "<p>Data room documents reviewed against your diligence checklist, with key terms abstracted and potential issues flagged for the deal team.</p>",
    description:
      "<p>Transactions move on tight schedules, and diligence often means reading hundreds of contracts and corporate records in a short window. Our remote reviewers work through the data room against your checklist and summarize what they find.</p><p>Risk assessments and disclosure decisions are made by your attorneys. We deliver organized findings that make those decisions faster.</p>",
    heading_name: "Diligence Review Scope",
    cards1: [
      card(
        "Contract Abstraction",
        "Parties, term, assignment, change-of-control, exclusivity and termination provisions captured in a review chart.",
        "contract.svg",
      ),
      card("Corporate Records Review", "Formation documents, minutes, consents and ownership records checked for completeness.", "research.svg"),
      card("Issue Flags", "Consent requirements, unusual obligations and missing documents flagged for attorney attention.", "review.svg"),
      card("Data Room Index", "An index of what has been provided and what the checklist still needs.", "report.svg"),
    ],
    headingstwo: "Working to the Deal Timeline",
    description_two:
      "<p>We receive access to the data room and your checklist, confirm the review chart fields with the deal team, and begin reviewing in priority order.</p><ul><li>Daily progress notes show what has been reviewed.</li><li>Urgent findings are escalated the same day.</li><li>New uploads to the data room are added to the queue as they appear.</li></ul>",
    cards2: [
      card("Priority Ordering", "Material contracts and high-risk categories are reviewed first.", "calendar.svg"),
      card("Data Room Security", "Reviewers access documents only through the data room's controls.", "security.svg"),
    ],
    heading_three: "Why Deal Teams Use Us",
    description_three:
      "<p>Attorneys receive structured charts and issue lists instead of raw documents, which lets them focus on negotiation and disclosure.</p>",
    cards3: [
      card("Structured Findings", "Review charts are ready to drop into diligence memos.", "report.svg"),
      card("Capacity on Short Notice", "Reviewers can be assigned quickly when a deal accelerates.", "team.svg"),
      card("Nothing Overlooked", "Checklist tracking shows what has been reviewed and what is missing.", "review.svg"),
    ],
    bottomheading_name: "Support Your Next Transaction",
    headingstwo1: "Give us data room access and your checklist, and we will deliver organized findings on the deal timeline.",
    meta_tag_title: "Due Diligence Document Review | Remote Legal Support",
    meta_tag: "Data room documents reviewed against your diligence checklist, with contract terms abstracted and issues flagged for the deal team.",
  },
  {
    id: "12_Document-Review",
    service_name: "Redaction Services",
    shart_description:
      "<p>Privileged, confidential and personal information redacted accurately before production or filing, following the rules your attorneys set.</p>",
    description:
      "<p>An incomplete redaction can expose privileged advice or personal data; an excessive one invites a challenge. Our remote reviewers apply redactions under written rules from your attorneys and check every page before release.</p><p>Redaction categories and any borderline calls are decided by your legal team.</p>",
    heading_name: "Types of Redaction",
    cards1: [
      card("Privilege Redactions", "Protected portions of otherwise producible documents, coordinated with the privilege log.", "security.svg"),
      card("Personal Identifiers", "Social Security numbers, account numbers, birth dates and minors' names redacted as court rules require.", "review.svg"),
      card("Confidential Business Information", "Trade secrets and commercially sensitive data redacted under the protective order.", "contract.svg"),
      card("Medical Information", "Protected health information removed where it is not relevant to the production.", "discovery.svg"),
    ],
    headingstwo: "A Redaction Process With Checks",
    description_two:
      "<p>Redactions are applied in your review platform or PDF tools with labeled reasons. A second reviewer then checks each document for missed items, and searchable text is verified so redacted content cannot be recovered.</p><ul><li>Written redaction rules approved by the attorney.</li><li>Labeled redaction reasons on every box.</li><li>Second-pass quality check before release.</li></ul>",
    cards2: [
      card("Second-Pass Check", "A different reviewer confirms every redaction before production.", "review.svg"),
      card("Text Layer Verification", "Underlying text is removed, not just covered.", "security.svg"),
    ],
    heading_three: "Why Accuracy Matters",
    description_three: "<p>Careful redaction protects clients and the firm from disclosure problems and from disputes over over-redaction.</p>",
    cards3: [
      card("Reduced Disclosure Risk", "Sensitive content is removed completely.", "security.svg"),
      card("Rule Compliance", "Redactions follow court privacy rules and the protective order.", "review.svg"),
      card("Documented Decisions", "Reason labels support any later challenge.", "report.svg"),
      card("Ready for Production", "Redacted sets are delivered ready to produce or file.", "discovery.svg"),
    ],
    bottomheading_name: "Redact With Confidence",
    headingstwo1: "Share your redaction rules and documents, and we will return a checked, production-ready set.",
    meta_tag_title: "Legal Redaction Services | Privilege and PII",
    meta_tag: "Privileged, personal and confidential information redacted under attorney rules, with second-pass checks and verified removal of text.",
  },

  // ───────────────────────────────── Admin Support ─────────────────────────────────
  {
    id: "13_Admin-Supports",
    service_name: "Legal Transcription",
    shart_description: "<p>Accurate transcripts of dictation, recorded interviews, client meetings and hearings, formatted to your firm's standards.</p>",
    description:
      "<p>Attorneys dictate memos and letters, record witness interviews and keep audio of meetings. Our remote transcriptionists, trained in U.S. legal terminology, turn those recordings into clean, formatted documents you can edit and file.</p><p>Recordings are exchanged through secure firm systems, and transcripts are returned to the same location.</p>",
    heading_name: "What We Transcribe",
    cards1: [
      card("Attorney Dictation", "Letters, memos and notes transcribed directly into your templates.", "drafting.svg"),
      card("Interviews and Statements", "Client and witness interviews transcribed verbatim with speaker labels.", "team.svg"),
      card("Meetings and Calls", "Recorded case meetings and conference calls turned into searchable text.", "report.svg"),
      card("Hearing Recordings", "Unofficial transcripts of recorded hearings for internal reference.", "review.svg"),
    ],
    headingstwo: "",
    description_two: "",
    cards2: [],
    heading_three: "Why Firms Use Our Transcriptionists",
    description_three:
      "<p>Attorneys record when it suits them and receive finished text without tying up in-house staff, with unclear passages time-stamped and marked rather than guessed.</p>",
    cards3: [
      card("Legal Vocabulary", "Transcriptionists know the terms, case names and citation formats attorneys use.", "research.svg"),
      card("Marked Uncertainties", "Inaudible passages are flagged with time stamps for quick checking.", "review.svg"),
      card("Confidential Handling", "Audio files and transcripts stay in firm-controlled storage.", "security.svg"),
    ],
    bottomheading_name: "Turn Recordings Into Documents",
    headingstwo1: "Upload your dictation or recordings and receive formatted transcripts ready for review.",
    meta_tag_title: "Legal Transcription Services | Remote Transcriptionists",
    meta_tag: "Attorney dictation, interviews, meetings and hearing recordings transcribed by remote staff trained in U.S. legal terminology.",
  },
  {
    id: "14_Admin-Supports",
    service_name: "Legal Billing and Invoicing",
    shart_description:
      "<p>Time entries cleaned up, pre-bills prepared and invoices sent and followed up, so your firm bills accurately and gets paid on time.</p>",
    description:
      "<p>Billing is where legal work turns into revenue, and it depends on accurate time entries, clean invoices and steady collections follow-up. Our remote billing staff handle that cycle inside your practice management or billing software.</p><p>Write-downs, discounts and billing judgment calls stay with the billing attorney; we prepare everything so those decisions take minutes.</p>",
    heading_name: "Billing Tasks We Handle",
    cards1: [
      card("Time Entry Review", "Entries checked for missing matter numbers, vague descriptions and block billing before invoicing.", "review.svg"),
      card("Pre-Bill Preparation", "Pre-bills generated and routed to responsible attorneys with questions noted.", "report.svg"),
      card("Invoice Generation", "Final invoices produced in the client's required format, including task-based billing codes.", "billing.svg"),
      card("E-Billing Submissions", "Invoices uploaded to client e-billing portals and rejections corrected and resubmitted.", "contract.svg"),
      card("Accounts Receivable Follow-Up", "Courteous reminders on overdue invoices and an aging report for the firm.", "calendar.svg"),
    ],
    headingstwo: "Following Your Billing Calendar",
    description_two:
      "<p>We align with your monthly billing cycle and each client's billing guidelines.</p><ul><li>Time entry cleanup before the pre-bill run.</li><li>Pre-bills to attorneys with a clear return date.</li><li>Final invoices issued and submitted on schedule.</li><li>Collections follow-up and an aging report each month.</li></ul>",
    cards2: [
      card("Client Guideline Checks", "Entries are compared with each client's outside counsel billing guidelines.", "research.svg"),
      card("Financial Data Security", "Billing data is handled only within the firm's systems.", "security.svg"),
    ],
    heading_three: "How the Firm Benefits",
    description_three: "<p>Cleaner invoices mean fewer reductions and disputes, and regular follow-up keeps cash flow steady.</p>",
    cards3: [
      card("Fewer Rejected Invoices", "Guideline issues are caught before submission.", "review.svg"),
      card("Steady Collections", "Overdue invoices are followed up consistently.", "billing.svg"),
      card("Attorney Time Back", "Lawyers review pre-bills rather than fixing entries.", "team.svg"),
    ],
    bottomheading_name: "Tighten Your Billing Cycle",
    headingstwo1: "Give us access to your billing system and guidelines, and we will take the routine billing work off your team's desk.",
    meta_tag_title: "Legal Billing and Invoicing Support for Law Firms",
    meta_tag: "Time entry review, pre-bills, invoices, e-billing portal submissions and receivables follow-up handled by remote legal billing staff.",
  },
  {
    id: "15_Admin-Supports",
    service_name: "Docket and Calendar Administration",
    shart_description:
      "<p>Your firm's docketing system maintained day to day: court notices processed, entries audited and attorney calendars kept in sync.</p>",
    description:
      "<p>A docketing system needs constant upkeep: new notices, rescheduled hearings, closed matters and changing staff assignments. Our remote docketing staff administer the system so every attorney's calendar reflects the current state of every case.</p><p>We follow your firm's docketing policies, and any date requiring legal interpretation is confirmed with the responsible attorney.</p>",
    heading_name: "Docketing Administration Tasks",
    cards1: [
      card("Court Notice Processing", "Electronic court notices reviewed daily and docketed to the correct matter.", "calendar.svg"),
      card("Rescheduling Updates", "Continued hearings and extended deadlines updated everywhere they appear.", "review.svg"),
      card("Matter Setup and Closing", "Dockets opened for new matters and archived when matters close.", "drafting.svg"),
      card("Daily Docket Reports", "A report each morning of the day's and week's deadlines for each team.", "report.svg"),
      card("Staff Assignment Changes", "Calendar entries reassigned when attorneys or paralegals change on a matter.", "team.svg"),
    ],
    headingstwo: "Controls That Keep the Docket Reliable",
    description_two:
      "<p>We treat the docket as a system of record and build checks around it. Each entry cites its source document, changes are logged, and periodic audits compare docket entries with court records for open matters.</p>",
    cards2: [
      card("Change Log", "Every added, moved or deleted entry is recorded with the reason.", "security.svg"),
      card("Periodic Audits", "Open matters are compared with court dockets to catch discrepancies.", "research.svg"),
    ],
    heading_three: "Why It Matters",
    description_three: "<p>A well-maintained docket gives attorneys confidence that the calendar in front of them is complete and correct.</p>",
    cards3: [
      card("Accurate Calendars", "Entries reflect the latest orders and notices.", "calendar.svg"),
      card("Accountability", "Logged changes make it clear who changed what and why.", "report.svg"),
      card("Lower Malpractice Exposure", "Systematic docketing reduces the risk of missed deadlines.", "security.svg"),
    ],
    bottomheading_name: "Keep Your Docket Current",
    headingstwo1: "Let our docketing staff maintain your system so attorneys can trust every date on their calendars.",
    meta_tag_title: "Docket and Calendar Administration | Remote Staff",
    meta_tag: "Court notices processed, docket entries audited and attorney calendars kept in sync by remote docketing staff following your policies.",
  },
  {
    id: "16_Admin-Supports",
    service_name: "Data Entry and File Organization",
    shart_description:
      "<p>Case information entered accurately and matter files organized to a consistent structure, in your case management and document systems.</p>",
    description:
      "<p>Incomplete records and disorganized folders slow down every task that follows. Our remote legal support staff enter case data accurately and organize electronic files so your team can find what it needs.</p><p>We work within your existing systems and naming conventions, or help you define them if none exist yet.</p>",
    heading_name: "Data and File Services",
    cards1: [
      card("Case Data Entry", "Contacts, parties, claim numbers, insurance details and key dates entered into case management software.", "drafting.svg"),
      card("", "Card with a blank title left in the source data; the page omits it.", "team.svg"),
      card("Document Naming and Filing", "Incoming documents renamed and filed to the correct matter folder under your convention.", "discovery.svg"),
      card("Scanned File Indexing", "Scanned paper files split, labeled and indexed so each document can be found.", "research.svg"),
      card("null", "Placeholder card left in the source data; the page omits it.", "report.svg"),
      card("Database Clean-Up", "Duplicate contacts merged and incomplete records flagged or completed.", "review.svg"),
    ],
    headingstwo: "How We Keep Data Consistent",
    description_two:
      "<p>Consistency comes from clear rules. At the start, we document the required fields, naming formats and folder structure for each matter type, then apply them to every record and file.</p><ul><li>Spot checks verify entered data against source documents.</li><li>Questions about unclear records go to a designated contact.</li><li>Backlogs and daily intake are handled on an agreed schedule.</li></ul>",
    cards2: [
      card("Written Standards", "Field rules and naming formats documented for the whole team.", "drafting.svg"),
      card("Accuracy Checks", "Regular spot checks compare entries with source documents.", "review.svg"),
      card("Controlled Access", "Work is done only inside firm systems with assigned permissions.", "security.svg"),
    ],
    heading_three: "The Difference It Makes",
    description_three: "<p>Clean data and organized files make reports accurate, searches fast and handoffs between team members smooth.</p>",
    cards3: [
      card("Faster Retrieval", "Documents are where everyone expects them to be.", "research.svg"),
      card("Reliable Reports", "Accurate data produces accurate case lists and reports.", "report.svg"),
      card("Backlog Cleared", "Old unfiled documents are finally organized.", "discovery.svg"),
    ],
    bottomheading_name: "Get Your Files in Order",
    headingstwo1: "Tell us where your backlog is, and we will organize it and keep new data clean going forward.",
    meta_tag_title: "Legal Data Entry and File Organization Services",
    meta_tag: "Case data entered into case management software and matter files named, indexed and organized to consistent standards by remote staff.",
  },

  // ─────────────────────────────────── Role entry ───────────────────────────────────
  {
    id: "20",
    service_name: "Co-Case Coordinator",
    shart_description:
      "<p>A dedicated remote coordinator who works alongside your case managers to keep files, schedules, communications and tasks moving on every matter.</p>",
    description:
      "<p>A Co-Case Coordinator is a remote team member assigned to your firm who shares the day-to-day coordination load with your case managers and paralegals. The coordinator follows your procedures, works in your systems and reports to the attorney or case manager you designate.</p><p>Our coordinators are trained for U.S. law firms and draw on our 5 years of experience supporting legal teams. They are not licensed attorneys and never give legal advice to clients.</p>",
    heading_name: "What a Co-Case Coordinator Does",
    cards1: [
      card("Matter Task Lists", "Open tasks tracked for each case, with owners and due dates followed up.", "team.svg"),
      card("Scheduling", "Depositions, client meetings, medical appointments and mediations coordinated with all participants.", "calendar.svg"),
      card(
        "Client Communication",
        "Routine status calls and messages handled under the firm's scripts, with legal questions passed to the attorney.",
        "contract.svg",
      ),
      card("Records and Document Requests", "Requests for records and documents sent, tracked and followed up until received.", "discovery.svg"),
      card("File Maintenance", "Matter files kept complete and organized in the firm's document system.", "drafting.svg"),
      card("Status Reporting", "Regular updates to the supervising case manager on progress and blockers.", "report.svg"),
    ],
    headingstwo: "How the Coordinator Fits Into Your Team",
    description_two:
      "<p>The coordinator starts with an onboarding period to learn your procedures, systems and caseload, then takes on an agreed portfolio of matters or tasks.</p><ul><li>Daily check-ins with the assigned case manager.</li><li>Work performed in your case management and document systems.</li><li>Files exchanged only through the firm's secure channels.</li><li>Contract Base and Full Time engagements available.</li></ul>",
    cards2: [
      card("Your Procedures", "The coordinator follows your checklists and communication standards.", "review.svg"),
      card("Secure Access", "Access rights are granted and removed by the firm.", "security.svg"),
    ],
    heading_three: "Why Add a Co-Case Coordinator",
    description_three: `<p>Case managers carry fewer administrative follow-ups, clients hear from the firm more regularly, and matters move forward without bottlenecks. <a href="/contact">Contact us</a> to discuss the right engagement for your firm.</p>`,
    cards3: [
      card("Relief for Case Managers", "Routine coordination moves off your most experienced staff.", "team.svg"),
      card("Broad Practice Coverage", "Coordinators support firms across 26 practice areas.", "research.svg"),
      card("Proven Track Record", "A 100% success rate in our engagements with U.S. law firms.", "report.svg"),
      card("Flexible Engagement", "Choose contract-based or full-time support as your caseload requires.", "calendar.svg"),
    ],
    bottomheading_name: "Add a Co-Case Coordinator to Your Team",
    headingstwo1: "Tell us about your caseload and how your team works, and we will match you with a coordinator who fits.",
    meta_tag_title: "Co-Case Coordinator | Remote Legal Support Staff",
    meta_tag: "A remote Co-Case Coordinator who manages task lists, scheduling, client updates and records requests alongside your case managers.",
  },
];
