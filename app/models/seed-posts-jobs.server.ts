/**
 * Seed content for the embedded database: blog posts and job openings. Inserted once, when the
 * database is first created (see content-seed.server.ts); later edits in the database win.
 *
 * Bodies are HTML limited to h2, h3, p, ul, ol, li, strong, em, blockquote and a (site paths only).
 * Cover images live in public/uploads (post-1.svg … post-6.svg).
 */

export interface SeedPost {
  id: number;
  title: string;
  img: string;
  shart_description: string /* HTML <p> */;
  description: string /* HTML body */;
  published_at: string /* ISO date */;
}

export interface SeedJob {
  id: number;
  slug: string;
  job_name: string;
  job_summary: string /* HTML */;
  cat_one: string;
  cat_two: string;
  cat_three: string;
  price1: number | null;
  price2: number | null;
  validity: string /* ISO date the posting closes */;
  location: string | null;
  employment_type: string | null;
  position: string | null;
  job_description: string /* HTML */;
}

export const seedPosts: SeedPost[] = [
  {
    id: 1,
    title: "How to Delegate Medical Record Summaries Without Losing Control of the Case",
    img: "post-1.svg",
    shart_description:
      "<p>Medical record review is one of the most time-consuming parts of a personal injury file. Here is a practical framework for handing it to a remote paralegal while your attorneys keep full control of the analysis.</p>",
    published_at: "2025-03-18",
    description: `<p>In a personal injury or medical malpractice practice, the medical records often decide how quickly a case moves. Every demand letter, every settlement conversation and every deposition outline depends on someone having read hundreds or thousands of pages of charts, imaging reports, therapy notes and billing ledgers. That work is essential, but much of it does not require an attorney's time. With a clear process, it is one of the easiest tasks to delegate to a trained remote paralegal.</p>

<h2>Decide what the summary is for</h2>
<p>A medical summary written for a demand package looks different from one written for expert review or trial preparation. Before you assign the first file, tell your paralegal which outcome the summary supports. A demand-stage summary usually emphasizes the mechanism of injury, the treatment timeline, the diagnoses and the total billed amounts. A summary prepared for an expert may need every provider visit, every medication change and every gap in treatment called out in detail.</p>
<p>When the purpose is explicit, your paralegal can make sensible choices about what to include and what to leave out, and your attorneys spend less time asking for rewrites.</p>

<h2>Give the work a standard format</h2>
<p>Consistency is what makes delegated summaries useful across an entire caseload. We recommend agreeing on a template at the start. Most firms settle on some version of the following:</p>
<ul>
<li><strong>Chronology table:</strong> date of service, provider, facility, type of visit, key findings and a page reference to the source record.</li>
<li><strong>Treatment overview:</strong> a short narrative of the course of care from the incident to the most recent visit.</li>
<li><strong>Pre-existing conditions:</strong> any prior complaints or treatment to the same body part, flagged for attorney review.</li>
<li><strong>Gaps and inconsistencies:</strong> periods without treatment, missed appointments and conflicting histories.</li>
<li><strong>Billing summary:</strong> charges by provider, with outstanding requests noted.</li>
</ul>
<p>Page references matter more than anything else on this list. A summary your attorneys cannot verify quickly against the source is a summary they will end up re-reading from scratch.</p>

<h2>Separate summarizing from judging</h2>
<p>A remote paralegal is trained to organize and describe what the records say. Deciding what those facts mean for liability, causation or case value is the attorney's job. Build that line into your instructions. Ask your paralegal to flag items such as a prior injury or a long gap in care, and to describe them neutrally, without characterizing their legal significance. This keeps the work product clean and keeps professional judgment where it belongs.</p>

<h2>Track what is missing</h2>
<p>Incomplete records are a common reason demand packages stall. Ask your paralegal to maintain a simple records log alongside each summary: which providers were requested, when, what came back and what is still outstanding. A remote team member can also prepare follow-up request letters and authorization packets for attorney signature, so the file keeps moving while your in-office staff focus on clients.</p>

<h2>Build in a review step</h2>
<p>Even experienced paralegals benefit from a short feedback loop. For the first few files, have the supervising attorney review the summary side by side with the records and mark up anything that should be handled differently next time. Save those notes in a shared instruction document. Over time, that document becomes your firm's own standard, and new team members can follow it from day one.</p>
<blockquote>The goal is not to remove the attorney from medical review. It is to make sure that when the attorney opens the file, the reading and organizing are already done.</blockquote>

<h2>Protect the records</h2>
<p>Medical records contain some of the most sensitive information your firm holds. Give remote staff access through your existing case management system or a secure document platform rather than by e-mail attachment, and limit access to the matters they are assigned. Our article on data security with remote staff covers the controls worth putting in place.</p>

<h2>Getting started</h2>
<p>If medical record review is creating a bottleneck in your practice, a dedicated remote paralegal can take on summaries, chronologies and records requests under your attorneys' supervision. Learn more about the <a href="/Paralegal-Role">paralegal role</a>, see how we support <a href="/internalguide">personal injury and other practice areas</a>, or <a href="/contact">contact our team</a> to talk through your workflow.</p>`,
  },
  {
    id: 2,
    title: "Onboarding a Remote Paralegal: A Practical First-30-Days Plan",
    img: "post-2.svg",
    shart_description:
      "<p>A remote paralegal can contribute from the first week, but only if onboarding is deliberate. This plan covers access, instructions, communication rhythms and the feedback that turns a new hire into a trusted team member.</p>",
    published_at: "2025-06-10",
    description: `<p>Firms that are new to remote legal support sometimes expect the arrangement to work like a staffing agency: a person arrives, receives a login and starts producing. In practice, the firms that get the most value from a remote paralegal treat onboarding as a short project with a clear owner. The first month sets habits that last for the entire engagement.</p>

<h2>Before day one: access and ownership</h2>
<p>Decide who inside the firm is responsible for the new team member. That person does not need to supervise every task, but they should be the first point of contact for questions, priorities and feedback. Then prepare access in advance:</p>
<ul>
<li>Accounts for your case management system, document storage and calendar, limited to the matters the paralegal will support.</li>
<li>A firm e-mail address or messaging account so client-facing communication stays on your systems.</li>
<li>Copies of the templates, checklists and style preferences your team already uses.</li>
<li>A short list of the people the paralegal will work with and what each of them typically needs.</li>
</ul>
<p>Nothing slows a first week more than waiting for credentials. If your IT provider needs lead time, start that request early.</p>

<h2>Week one: observe and document</h2>
<p>Use the first week to show rather than tell. Walk through a live matter from intake to the current stage. Share a completed example of each document type the paralegal will prepare, such as a demand letter, a discovery response shell or a client status update. Ask the paralegal to write down the steps as they understand them. Those notes become the first draft of your internal procedures, which is useful even if you never hire another remote team member.</p>

<h2>Week two: supervised production</h2>
<p>Assign real work with short turnaround and close review. Good starter tasks are well defined and easy to check:</p>
<ol>
<li>Organizing and indexing incoming documents.</li>
<li>Preparing first drafts from firm templates.</li>
<li>Updating case notes and calendars after attorney instructions.</li>
<li>Drafting routine correspondence for attorney approval.</li>
</ol>
<p>Review each item promptly and explain your edits. A remote paralegal cannot overhear hallway conversations, so written feedback does the work that informal mentoring does in an office.</p>

<h2>Weeks three and four: ownership and rhythm</h2>
<p>By the third week, move from individual tasks to areas of responsibility. For example, the paralegal might own records requests for a group of files, or maintain the discovery calendar for a litigation team. Pair that with a predictable communication rhythm: a brief daily check-in by message, a weekly call to review open items and a shared task list that everyone can see.</p>
<p>Agree on working hours that overlap with yours. Our staff work U.S. business hours, usually Eastern time, so real-time collaboration is possible. It still helps to state when a same-day reply is expected and how urgent items should be flagged.</p>

<h2>Set clear boundaries from the start</h2>
<p>Our remote legal professionals are trained to work with U.S. law firms, but they are not U.S.-licensed attorneys and they do not give legal advice. Make sure everyone at the firm understands that. Client questions that call for legal judgment should always be routed to an attorney, and any document that leaves the firm should be reviewed by the responsible lawyer. Writing this into your onboarding materials protects your clients and your team member.</p>

<h2>The 30-day check-in</h2>
<p>At the end of the first month, hold a structured conversation. Review what is working, which tasks could be handed over next and where instructions were unclear. Ask the paralegal what would help them work faster. Many firms find that this is the point where a remote team member stops feeling like an outside resource and starts functioning as part of the practice.</p>

<h2>Next steps</h2>
<p>If you are planning to add remote support, start by listing the recurring tasks that consume your attorneys' time. Then review our <a href="/roles">available roles</a> or the <a href="/Paralegal-Role">paralegal role</a> in detail, and <a href="/contact">reach out to our team</a> to plan an onboarding that fits your firm.</p>`,
  },
  {
    id: 3,
    title: "Data Security and Confidentiality When Working With Offshore Legal Staff",
    img: "post-3.svg",
    shart_description:
      "<p>Your duty of confidentiality does not change when your support staff work remotely. Here are the practical controls, from access design to offboarding, that help law firms protect client information with an offshore team.</p>",
    published_at: "2025-09-02",
    description: `<p>For many attorneys, the first question about offshore legal support is not cost or quality. It is confidentiality. That is the right instinct. Professional conduct rules place responsibility for nonlawyer assistants on the supervising lawyer, and that responsibility applies whether the assistant sits down the hall or works from another country. The good news is that the controls that protect client information are well understood and are largely the same ones a well-run firm already uses.</p>
<p><em>This article offers general operational guidance, not legal or ethics advice. Check the rules and ethics opinions that apply in your jurisdiction.</em></p>

<h2>Start with the ethics framework</h2>
<p>In most U.S. jurisdictions, the rules on supervising nonlawyer assistants, modeled on ABA Model Rule 5.3, require lawyers to make reasonable efforts to ensure that assistants' conduct is compatible with the lawyer's own professional obligations. Various ethics opinions have addressed outsourcing specifically. Common themes include competent supervision, protection of confidential information and, in some circumstances, informing the client. Your firm should decide how these apply to your practice before work begins.</p>

<h2>Design access around the matter, not the person</h2>
<p>The most effective security control is limiting what each person can reach. Give remote staff access only to the systems and matters they need for their assignments:</p>
<ul>
<li>Use role-based permissions in your case management and document systems instead of shared logins.</li>
<li>Keep files inside your platforms. Avoid sending client documents as e-mail attachments or through personal messaging apps.</li>
<li>Require multi-factor authentication on every account.</li>
<li>Review access regularly and remove permissions for closed or reassigned matters.</li>
</ul>

<h2>Keep work on controlled systems</h2>
<p>Ask how your provider handles devices and connections. Useful questions include whether staff work on dedicated devices, whether local downloads and removable storage are restricted, how software updates are enforced and whether connections to firm systems go through a secure channel such as a VPN or a virtual desktop. A virtual desktop approach is often the simplest option, because documents never leave your environment.</p>

<h2>Put confidentiality in writing</h2>
<p>Every remote team member should sign confidentiality obligations that cover your clients' information, and your agreement with the provider should address data handling, breach notification and the return or destruction of information at the end of the engagement. Training matters as much as paperwork. Staff should understand what counts as confidential, how to recognize phishing attempts and how to report a suspected incident quickly.</p>

<h2>Handle conflicts and sensitive matters deliberately</h2>
<p>Treat remote staff the same way you treat new in-house hires when it comes to conflicts. Share the names of the matters they will touch with whoever runs your conflicts process. For especially sensitive matters, such as those involving minors, health information or high-profile clients, consider whether additional restrictions are appropriate or whether that work should stay in-house.</p>

<h2>Plan the offboarding before the onboarding</h2>
<p>Access that outlives the engagement is a common weak point. Keep a simple register of every account and permission granted to each remote team member. When an assignment ends, work through that register the same day: disable accounts, revoke shared-folder access, recover any firm devices and confirm in writing that no client information has been retained.</p>

<blockquote>Security is not a feature you buy once. It is a set of habits that the firm and its support team practice together every day.</blockquote>

<h2>Questions to ask any provider</h2>
<ol>
<li>How are staff screened and trained on confidentiality?</li>
<li>Which devices and networks will they use for our work?</li>
<li>Can staff work entirely inside our systems?</li>
<li>How will you notify us of a suspected incident, and how quickly?</li>
<li>What happens to our information when the engagement ends?</li>
</ol>
<p>Our team is glad to walk through these questions with you. <a href="/contact">Contact us</a> to discuss how our remote staff can work within your firm's existing security setup, or explore our <a href="/roles">roles</a> to see where remote support fits.</p>`,
  },
  {
    id: 4,
    title: "Bilingual Intake: Serving Spanish- and French-Speaking Clients From the First Call",
    img: "post-4.svg",
    shart_description:
      "<p>The first conversation often decides whether a prospective client chooses your firm. Learn how bilingual intake specialists help you communicate clearly, capture accurate facts and keep every lead moving.</p>",
    published_at: "2025-12-09",
    description: `<p>Many law firms serve communities where a significant share of prospective clients are more comfortable in a language other than English. When the first call is difficult, people hang up, call another firm or provide incomplete information that causes problems later. A bilingual intake process addresses all three issues, and it is one of the most practical ways to put remote legal support to work.</p>

<h2>Why intake is the right place to start</h2>
<p>Intake is where facts are first recorded, expectations are first set and trust is first earned. A prospective client who can describe an accident, a workplace dispute or an immigration situation in their own language usually gives a clearer, more complete account. That account becomes the foundation for the attorney's evaluation, so accuracy at this stage saves time for everyone who touches the file afterward.</p>

<h2>What a bilingual intake specialist does</h2>
<p>A trained intake specialist follows your firm's scripts and questionnaires in English and in Spanish or French. Typical responsibilities include:</p>
<ul>
<li>Answering new inquiries by phone, web form and chat during business hours.</li>
<li>Collecting contact details, key dates and a factual summary using your intake questionnaire.</li>
<li>Running preliminary checks the firm requires, such as collecting the names of opposing parties for a conflicts review.</li>
<li>Scheduling consultations on attorney calendars and sending confirmations in the client's preferred language.</li>
<li>Entering every lead in your case management or CRM system so nothing falls through the cracks.</li>
</ul>

<h2>Where the boundaries are</h2>
<p>Intake staff gather information. They do not evaluate claims, predict outcomes or tell callers whether they have a case. Our intake specialists are remote legal professionals trained to work with U.S. law firms. They are not U.S.-licensed attorneys and do not give legal advice. Your scripts should make this clear to callers, for example by explaining that an attorney will review the information and follow up. Decisions about whether to accept a matter always stay with the firm.</p>

<h2>Translation versus interpretation</h2>
<p>Bilingual intake is not the same as certified translation or court interpretation. An intake specialist can communicate with callers and prepare English summaries of what they said. Documents that need certified translation, and proceedings that require a qualified interpreter, should be handled according to the applicable court or agency rules. Being clear about this distinction avoids misunderstandings later in the case.</p>

<h2>Building a bilingual intake script</h2>
<p>Start with your existing English questionnaire and adapt it rather than translating it word for word. Legal concepts do not always map neatly between languages, and a literal translation can confuse callers. Work with your intake specialist to:</p>
<ol>
<li>Rewrite questions in plain language in each version.</li>
<li>Agree on consistent wording for terms your practice uses often.</li>
<li>Prepare short, approved explanations of next steps and of the fact that the call does not create an attorney-client relationship, if that is your firm's practice.</li>
<li>Decide how summaries will be recorded, typically in English with key quotes preserved in the original language.</li>
</ol>

<h2>Following up in the client's language</h2>
<p>The benefit of bilingual intake grows when the same language support continues through the matter. Appointment reminders, document checklists and status updates in a client's preferred language reduce missed appointments and repeated questions. A bilingual case manager or legal secretary can carry that continuity forward under attorney supervision.</p>

<blockquote>Clients remember how easy it was to be understood. That first impression shapes every conversation that follows.</blockquote>

<h2>Getting started</h2>
<p>If your firm is missing calls or struggling to document intake in more than one language, bilingual remote staff can help. Explore our <a href="/roles">roles</a>, including the <a href="/Case-Manager">case manager role</a>, or <a href="/contact">contact our team</a> to discuss English-Spanish and English-French support for your practice.</p>`,
  },
  {
    id: 5,
    title: "Measuring the ROI of Legal Process Outsourcing: A Simple Framework",
    img: "post-5.svg",
    shart_description:
      "<p>Is remote legal support paying off? A straightforward way to measure the return on outsourcing, using numbers your firm already has: attorney time recovered, turnaround, capacity and total cost.</p>",
    published_at: "2026-03-17",
    description: `<p>Law firm owners rarely struggle to see the cost of outsourced legal support. It arrives on an invoice every month. The return is harder to see, because it shows up across the practice in small ways: a demand letter that went out sooner, an attorney who spent an afternoon in depositions instead of organizing documents, a consultation that was booked instead of missed. A simple measurement framework makes that return visible, and it helps you decide where to expand support and where to pull back.</p>

<h2>Start with a baseline</h2>
<p>Before a remote team member starts, spend two or three weeks recording how work gets done today. You do not need a consultant or new software. A shared spreadsheet is enough. For the tasks you plan to delegate, track:</p>
<ul>
<li>Who currently does the task, and roughly how many hours it takes each week.</li>
<li>How long the task typically takes from assignment to completion.</li>
<li>How often it creates a backlog or a missed internal deadline.</li>
</ul>
<p>This baseline is the most important step. Without it, any later comparison relies on memory, and memory tends to flatter whichever option you already prefer.</p>

<h2>Measure four things</h2>
<h3>1. Attorney and senior staff time recovered</h3>
<p>The largest return usually comes from moving work away from your most expensive people. Track the hours attorneys and senior paralegals no longer spend on delegated tasks, then ask what they did with that time. Hours redirected to billable work, client development or supervision of more matters are a real gain. Hours that simply disappear are not.</p>

<h3>2. Turnaround time</h3>
<p>Compare how long key tasks take before and after delegation: medical summaries, discovery responses, records requests, client updates. Faster turnaround often matters most in contingency practices, where moving a file to the next stage sooner has direct value.</p>

<h3>3. Capacity</h3>
<p>Look at how many active matters each attorney can handle comfortably, and whether intake calls are being answered and followed up promptly. If the firm can take on more work without adding in-house headcount, that is part of the return.</p>

<h3>4. Total cost</h3>
<p>Compare the full cost of each option, not just the hourly rate. For in-house staff, that includes salary, payroll taxes, benefits, equipment, office space, recruiting and time spent covering vacancies. For outsourced staff, include the service fee plus the internal time your team spends supervising and reviewing.</p>

<h2>Account for quality</h2>
<p>Return on investment is meaningless if quality slips. Keep a simple log of revisions. How often does delegated work need significant rework? Is that number going down as the team member learns your preferences? A falling revision rate is a strong sign that the arrangement is maturing.</p>

<h2>Review on a schedule</h2>
<p>Look at the numbers after the first month and again each quarter. Early results tend to understate the return, because onboarding takes time and attention. By the second or third month, you should see a clear trend in each measure. Use that trend to make decisions:</p>
<ol>
<li>Expand support where turnaround and time recovered improved the most.</li>
<li>Refine instructions where revisions remain high.</li>
<li>Keep in-house any task where remote support is not adding value.</li>
</ol>

<blockquote>The best measure of outsourcing is not what it costs. It is what your attorneys are able to do because of it.</blockquote>

<h2>A note on expectations</h2>
<p>Remote staff extend your team's capacity. They do not replace attorney judgment or supervision, and they do not give legal advice. The return comes from letting each person focus on the work that matches their training.</p>
<p>To compare options for your firm, review our <a href="/roles">roles</a> or <a href="/contact">contact our team</a>. We can help you identify which tasks to measure first.</p>`,
  },
  {
    id: 6,
    title: "Deadline Management With a Remote Legal Team: Systems That Hold Up",
    img: "post-6.svg",
    shart_description:
      "<p>Missed deadlines are among the most serious risks in any practice. Here is how to build a calendaring system that works across locations, with clear ownership, double checks and escalation paths.</p>",
    published_at: "2026-07-14",
    description: `<p>A missed filing deadline can harm a client and expose a firm to a malpractice claim. Most firms already rely on some mix of case management software, attorney calendars and individual memory to keep track of dates. Adding remote legal support is a good opportunity to replace the memory part with a system that does not depend on who happens to be in the office.</p>

<h2>Make one calendar the source of truth</h2>
<p>Deadlines should live in one place that everyone can see: your case management system or a shared firm calendar. Personal calendars, sticky notes and e-mail flags can supplement that system, but they should never be the only record of a date. When a remote paralegal or case manager joins the team, give them access to the same master calendar your attorneys use, limited to their assigned matters.</p>

<h2>Separate calculating, entering and verifying</h2>
<p>Deadline errors often come from a single person doing every step alone. A stronger process splits the work:</p>
<ol>
<li><strong>Calculation:</strong> the responsible attorney determines the deadline, or approves a calculation prepared from the applicable rules and the firm's calendaring procedures.</li>
<li><strong>Entry:</strong> a paralegal or legal assistant enters the deadline, with the triggering event and source noted, plus reminder dates.</li>
<li><strong>Verification:</strong> a second person checks the entry against the source document, such as a scheduling order or a notice.</li>
</ol>
<p>A remote team member can handle entry and verification reliably, as long as calculation and final responsibility stay with the attorney.</p>

<h2>Use layered reminders</h2>
<p>A single reminder on the due date is not enough. For each critical deadline, set reminders well in advance, at an intermediate point and a few days before. Each reminder should prompt a concrete action: confirm that the draft is under way, send it for attorney review, prepare it for filing. Your remote staff can own those reminders and report on status at each stage.</p>

<h2>Hold a weekly deadline review</h2>
<p>Once a week, the team should review every deadline coming up in the next few weeks. A remote case manager can prepare the list in advance, sorted by matter and responsible attorney, with the status of each item. The meeting itself can be short. What matters is that every upcoming date is seen by at least two people and that anything at risk is raised early.</p>

<h2>Define escalation before you need it</h2>
<p>Remote teams work best when escalation is written down. Decide in advance:</p>
<ul>
<li>Who should be contacted if a deadline is at risk, and how: message, phone call or both.</li>
<li>What to do if the responsible attorney is unavailable, traveling or in trial.</li>
<li>How quickly an escalated item must be acknowledged.</li>
</ul>
<p>Our staff work U.S. business hours, generally Eastern time, which keeps real-time escalation practical for most firms. Clear instructions remove any hesitation about when to raise a concern.</p>

<h2>Document everything</h2>
<p>Every change to a deadline, whether from a continuance, an extension or an amended order, should be recorded with the source document and the name of the person who made the change. This audit trail protects the firm and makes it easy for any team member to understand why a date moved.</p>

<blockquote>Good calendaring is not about one careful person. It is about a system in which no single mistake can go unnoticed.</blockquote>

<h2>Keep the attorney in charge</h2>
<p>Remote paralegals and case managers are trained to support U.S. law firms, but they are not U.S.-licensed and do not make legal determinations. Rule interpretation, deadline calculation in unusual situations and any decision about extensions belong with the responsible attorney. The support team's role is to make sure the attorney always has accurate, timely information.</p>

<h2>Next steps</h2>
<p>If your calendaring relies on a few overextended people, a remote team member can add structure and redundancy. Learn about our <a href="/Case-Manager">case manager role</a> and the <a href="/Paralegal-Role">paralegal role</a>, or <a href="/contact">contact our team</a> to discuss the workflows in your practice.</p>`,
  },
];

/**
 * Job openings. Fallback cases exercised on the career detail page:
 * - id 4, Legal Administrative Assistant: price1 and price2 are null, so the salary shows "$0 - $0".
 * - id 5, Bilingual Legal Secretary (English/French): location, employment_type and position are
 *   null, so the page shows "Not specified", "Full-time" and "N/A".
 */
export const seedJobs: SeedJob[] = [
  {
    id: 1,
    slug: "remote-paralegal-personal-injury",
    job_name: "Remote Paralegal — Personal Injury",
    job_summary:
      "<p>Support U.S. personal injury attorneys with medical record summaries, demand package preparation, records requests and case file management, working fully remote during U.S. Eastern business hours.</p>",
    cat_one: "Remote",
    cat_two: "Full-time",
    cat_three: "Personal Injury",
    price1: 900,
    price2: 1300,
    validity: "2027-01-31",
    location: "Remote (Jamaica)",
    employment_type: "Full-time",
    position: "Mid-level",
    job_description: `<h2>About the role</h2>
<p>We are hiring a remote paralegal to join a team supporting U.S. law firms that represent injured people. You will work closely with attorneys and case managers to keep files organized, complete and moving toward resolution. All work is performed under the direction of the client firm's supervising attorney.</p>

<h3>Responsibilities</h3>
<ul>
<li>Review medical records and prepare chronologies and treatment summaries with page references.</li>
<li>Request medical records and bills, track outstanding requests and follow up with providers.</li>
<li>Assemble demand packages and draft demand letters from firm templates for attorney review.</li>
<li>Draft routine pleadings, discovery requests and discovery responses from templates.</li>
<li>Maintain case notes, task lists and deadlines in the firm's case management system.</li>
<li>Prepare client status updates for attorney approval.</li>
</ul>

<h3>Requirements</h3>
<ul>
<li>At least two years of paralegal or legal assistant experience, preferably in U.S. personal injury or insurance defense.</li>
<li>Familiarity with medical terminology and medical records.</li>
<li>Excellent written English and strong attention to detail.</li>
<li>Experience with legal case management software is an advantage.</li>
<li>A reliable computer, a stable high-speed internet connection and a quiet workspace.</li>
<li>A U.S. license is not required. This role does not involve giving legal advice.</li>
</ul>

<h3>Schedule</h3>
<p>Monday to Friday, 40 hours per week, during U.S. Eastern business hours (typically 9:00 a.m. to 5:00 p.m. ET).</p>

<h3>How the assessment works</h3>
<ol>
<li>Submit your application and resume for this position. Please apply for one job at a time.</li>
<li>Shortlisted candidates receive a timed written assessment covering a short medical record summary and a drafting exercise.</li>
<li>Candidates who pass are invited to a video interview with our team.</li>
<li>Successful candidates complete onboarding and training on U.S. law firm workflows before their first assignment.</li>
</ol>`,
  },
  {
    id: 2,
    slug: "bilingual-legal-intake-specialist-english-spanish",
    job_name: "Bilingual Legal Intake Specialist (English/Spanish)",
    job_summary:
      "<p>Be the first point of contact for Spanish- and English-speaking prospective clients of U.S. law firms. Answer inquiries, complete intake questionnaires and schedule consultations, fully remote.</p>",
    cat_one: "Remote",
    cat_two: "Bilingual",
    cat_three: "Client Intake",
    price1: 700,
    price2: 1000,
    validity: "2027-01-15",
    location: "Remote (Latin America)",
    employment_type: "Full-time",
    position: "Entry-level",
    job_description: `<h2>About the role</h2>
<p>We are looking for a fluent English and Spanish speaker to handle new client intake for U.S. law firms. You will follow each firm's scripts and questionnaires, record accurate information and make sure every prospective client receives a prompt, courteous response.</p>

<h3>Responsibilities</h3>
<ul>
<li>Answer inbound calls, web forms and chat inquiries in English and Spanish.</li>
<li>Complete intake questionnaires and write clear English summaries of each inquiry.</li>
<li>Collect names of parties for the firm's conflicts review.</li>
<li>Schedule consultations on attorney calendars and send confirmations and reminders.</li>
<li>Enter and update leads in the firm's case management or CRM system.</li>
<li>Route questions that call for legal judgment to the appropriate attorney.</li>
</ul>

<h3>Requirements</h3>
<ul>
<li>Full professional fluency in English and Spanish, spoken and written.</li>
<li>At least one year of experience in intake, customer service or a call center; legal experience is an advantage.</li>
<li>A warm, patient phone manner and the ability to handle sensitive conversations with discretion.</li>
<li>Accurate typing and comfort working in several software systems at once.</li>
<li>A reliable computer, a headset, a stable high-speed internet connection and a quiet workspace.</li>
<li>This role gathers information only and does not involve giving legal advice.</li>
</ul>

<h3>Schedule</h3>
<p>Monday to Friday, 40 hours per week, during U.S. Eastern business hours. Some client firms may request an earlier or later shift within the Eastern time zone.</p>

<h3>How the assessment works</h3>
<ol>
<li>Submit your application and resume for this position. Please apply for one job at a time.</li>
<li>Shortlisted candidates complete a language assessment in English and Spanish, including a recorded mock intake call.</li>
<li>Candidates who pass are invited to a video interview with our team.</li>
<li>Successful candidates receive training on intake procedures and confidentiality before their first assignment.</li>
</ol>`,
  },
  {
    id: 3,
    slug: "case-manager",
    job_name: "Case Manager",
    job_summary:
      "<p>Manage a caseload for U.S. law firms from intake to resolution: keep clients informed, track deadlines, coordinate records and keep attorneys up to date, working fully remote.</p>",
    cat_one: "Remote",
    cat_two: "Full-time",
    cat_three: "Litigation",
    price1: 950,
    price2: 1400,
    validity: "2027-02-15",
    location: "Remote (Jamaica)",
    employment_type: "Full-time",
    position: "Senior",
    job_description: `<h2>About the role</h2>
<p>Our case managers keep matters moving for U.S. law firms. You will own the day-to-day progress of a group of files, act as a consistent point of contact for clients and make sure attorneys always have the information they need. You will work under the direction of the client firm's attorneys.</p>

<h3>Responsibilities</h3>
<ul>
<li>Maintain regular, documented contact with clients about the status of their matters.</li>
<li>Track deadlines and tasks in the firm's case management system and prepare weekly deadline reports.</li>
<li>Coordinate records requests, document collection and follow-up with third parties.</li>
<li>Prepare file summaries and status memos for attorney review.</li>
<li>Schedule appointments, depositions and mediations in coordination with attorneys.</li>
<li>Escalate risks, missing information and client concerns to the responsible attorney promptly.</li>
</ul>

<h3>Requirements</h3>
<ul>
<li>At least three years of experience as a case manager, paralegal or legal assistant, ideally with U.S. litigation files.</li>
<li>Strong organizational skills and experience managing a large caseload.</li>
<li>Clear, professional written and spoken English.</li>
<li>Experience with legal case management software.</li>
<li>A reliable computer, a stable high-speed internet connection and a quiet workspace.</li>
<li>A U.S. license is not required. This role does not involve giving legal advice.</li>
</ul>

<h3>Schedule</h3>
<p>Monday to Friday, 40 hours per week, during U.S. Eastern business hours (typically 9:00 a.m. to 5:00 p.m. ET).</p>

<h3>How the assessment works</h3>
<ol>
<li>Submit your application and resume for this position. Please apply for one job at a time.</li>
<li>Shortlisted candidates complete a written case-management exercise: prioritizing a sample caseload and drafting a client status update.</li>
<li>Candidates who pass are invited to a video interview with our team.</li>
<li>Successful candidates complete onboarding and training before their first assignment.</li>
</ol>`,
  },
  {
    // Salary fallback case: price1 and price2 are null, so the page shows "$0 - $0".
    id: 4,
    slug: "legal-administrative-assistant",
    job_name: "Legal Administrative Assistant",
    job_summary:
      "<p>Keep a U.S. law office running smoothly from a remote desk: calendars, correspondence, document formatting, file organization and billing support.</p>",
    cat_one: "Remote",
    cat_two: "Contract",
    cat_three: "Administration",
    price1: null,
    price2: null,
    validity: "2027-02-28",
    location: "Remote (Caribbean)",
    employment_type: "Contract (20 hrs/week)",
    position: "Entry-level",
    job_description: `<h2>About the role</h2>
<p>We are hiring a legal administrative assistant to provide day-to-day support to attorneys and staff at U.S. law firms. This is a part-time contract role, well suited to an organized professional who enjoys keeping busy offices on track.</p>

<h3>Responsibilities</h3>
<ul>
<li>Manage attorney calendars, schedule meetings and send reminders.</li>
<li>Format letters, pleadings and other documents using firm templates.</li>
<li>Organize, name and file documents in the firm's document management system.</li>
<li>Prepare routine correspondence for attorney review.</li>
<li>Support time entry and billing preparation as directed by the firm.</li>
<li>Keep contact lists, task trackers and office records up to date.</li>
</ul>

<h3>Requirements</h3>
<ul>
<li>At least one year of administrative experience; experience in a law office is an advantage.</li>
<li>Strong skills in word processing, spreadsheets and e-mail.</li>
<li>Clear written English and careful attention to detail.</li>
<li>Discretion in handling confidential information.</li>
<li>A reliable computer, a stable high-speed internet connection and a quiet workspace.</li>
<li>This role does not involve giving legal advice.</li>
</ul>

<h3>Schedule</h3>
<p>20 hours per week, Monday to Friday, during U.S. Eastern business hours. Exact hours are agreed with the client firm.</p>

<h3>How the assessment works</h3>
<ol>
<li>Submit your application and resume for this position. Please apply for one job at a time.</li>
<li>Shortlisted candidates complete a short practical assessment: formatting a document, organizing a sample file set and scheduling from a set of instructions.</li>
<li>Candidates who pass are invited to a video interview with our team.</li>
<li>Compensation is discussed during the interview stage.</li>
</ol>`,
  },
  {
    // Field fallback case: location, employment_type and position are null, so the page shows
    // "Not specified", "Full-time" and "N/A".
    id: 5,
    slug: "bilingual-legal-secretary-english-french",
    job_name: "Bilingual Legal Secretary (English/French)",
    job_summary:
      "<p>Provide secretarial and reception support in English and French to U.S. law firms: answer calls, manage correspondence, prepare documents and keep schedules on track.</p>",
    cat_one: "Remote",
    cat_two: "Bilingual",
    cat_three: "Secretarial",
    price1: 750,
    price2: 1050,
    validity: "2027-03-15",
    location: null,
    employment_type: null,
    position: null,
    job_description: `<h2>About the role</h2>
<p>We are looking for a bilingual legal secretary who is fluent in English and French to support U.S. law firms that serve French-speaking clients. You will be a professional, reliable voice for the firm and help attorneys stay organized.</p>

<h3>Responsibilities</h3>
<ul>
<li>Answer and route calls in English and French, and take accurate messages.</li>
<li>Draft and format correspondence and documents from firm templates for attorney review.</li>
<li>Manage attorney calendars and schedule client appointments.</li>
<li>Communicate appointment reminders and document requests to clients in their preferred language.</li>
<li>Organize incoming mail, e-mail and documents in the firm's systems.</li>
<li>Refer any question that calls for legal judgment to an attorney.</li>
</ul>

<h3>Requirements</h3>
<ul>
<li>Full professional fluency in English and French, spoken and written.</li>
<li>At least one year of secretarial, reception or administrative experience; legal experience is an advantage.</li>
<li>Excellent organization and a courteous, professional phone manner.</li>
<li>Comfort with word processing, e-mail and calendar software.</li>
<li>A reliable computer, a headset, a stable high-speed internet connection and a quiet workspace.</li>
<li>This role does not involve giving legal advice.</li>
</ul>

<h3>Schedule</h3>
<p>Monday to Friday during U.S. Eastern business hours. Hours are confirmed with the selected candidate.</p>

<h3>How the assessment works</h3>
<ol>
<li>Submit your application and resume for this position. Please apply for one job at a time.</li>
<li>Shortlisted candidates complete a written and spoken language assessment in English and French.</li>
<li>Candidates who pass complete a short typing and document-formatting exercise, followed by a video interview with our team.</li>
<li>Successful candidates receive training on confidentiality and firm procedures before their first assignment.</li>
</ol>`,
  },
];
