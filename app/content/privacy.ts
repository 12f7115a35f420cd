import type { PolicySection } from "./types";

export interface PrivacyPolicyContent {
  effectiveDate: string;
  intro: string;
  sections: PolicySection[];
  metaDescription: string;
}

/**
 * Privacy policy (spec §2 "Privacy policy"). The {email}, {phone} and {address} placeholders are
 * filled from the site settings by the page.
 */
export const privacyPolicy: PrivacyPolicyContent = {
  effectiveDate: "August 20, 2025",
  intro:
    "This Privacy Policy explains how we collect, use, share and protect personal information when you visit our website, contact us, book a consultation, apply for a job or receive text messages from us. By using our website or services, you agree to the practices described below.",
  metaDescription:
    "Read our privacy policy: what information we collect, how we use and protect it, our SMS policy and opt-in methods, and your rights over your data.",
  sections: [
    {
      heading: "Information We Collect",
      paragraphs: ["We may collect the following types of information:"],
      list: [
        "Contact details, such as your name, email address, phone number, company name and mailing address.",
        "SMS information, such as your mobile number, your consent to receive text messages and your message preferences.",
        "Payment and transaction data, such as billing details and records of the services you book or purchase. Payment card details are processed by our payment providers.",
        "Technical data, such as your IP address, browser type, device information, pages visited and the date and time of your visit.",
      ],
    },
    {
      heading: "How We Use Information",
      paragraphs: ["We use the information we collect to:"],
      list: [
        "Respond to your inquiries and provide the services you request.",
        "Schedule consultations and bookings and follow up on them.",
        "Process payments and keep records of transactions.",
        "Review job applications and communicate with applicants.",
        "Send service updates, reminders and, with your consent, text messages.",
        "Improve our website, services and customer experience.",
        "Comply with legal obligations and protect our rights.",
      ],
    },
    {
      heading: "SMS Policy",
      paragraphs: [
        "If you opt in to receive text messages, we may send you messages about appointments, services and updates. You will receive up to two messages per week.",
        "You can opt out at any time by replying STOP to any message. After you opt out, you will receive one final message confirming your request, and no further messages will be sent unless you opt in again.",
        "Standard carrier message and data rates may apply. Your mobile carrier is not responsible for delayed or undelivered messages.",
      ],
    },
    {
      heading: "SMS Opt-In",
      paragraphs: [
        "We send text messages only to people who have agreed to receive them. You may give your consent in any of these ways:",
      ],
      list: [
        "Verbally, for example during a phone call with our team.",
        "Through an online form on our website.",
        "On a paper form.",
      ],
    },
    {
      heading: "Sharing of Information",
      paragraphs: ["We do not sell your personal information. We share information only in these limited situations:"],
      list: [
        "With trusted service providers who help us operate our website, process payments, send messages or deliver our services, and who are required to protect your information.",
        "When required to comply with the law, a court order or other legal process, or to protect our rights, property or safety or those of others.",
      ],
    },
    {
      heading: "Data Security",
      paragraphs: [
        "We use reasonable administrative, technical and physical safeguards to protect your information from unauthorized access, loss, misuse or alteration. No method of transmission over the internet or electronic storage is completely secure, so we cannot guarantee absolute security.",
      ],
    },
    {
      heading: "Your Rights",
      paragraphs: ["Depending on where you live, you may have the right to:"],
      list: [
        "Access the personal information we hold about you.",
        "Correct information that is inaccurate or incomplete.",
        "Delete your personal information, subject to legal exceptions.",
        "Opt out of text messages and marketing communications at any time.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "Our website uses cookies and similar technologies to remember your preferences, understand how visitors use the site and improve its performance. You can control or disable cookies in your browser settings, although some features of the site may not work properly without them.",
      ],
    },
    {
      heading: "Data Retention",
      paragraphs: [
        "We keep personal information only as long as needed for the purposes described in this policy, including to provide our services, meet legal, accounting or reporting requirements and resolve disputes. When information is no longer needed, we delete or anonymize it.",
      ],
    },
    {
      heading: "Children's Privacy",
      paragraphs: [
        "Our website and services are not intended for anyone under 18 years of age. We do not knowingly collect personal information from anyone under 18. If you believe we have collected such information, please contact us and we will delete it.",
      ],
    },
    {
      heading: "Changes to This Policy",
      paragraphs: [
        "We may update this Privacy Policy from time to time. When we do, we will post the revised policy on this page and update the effective date above. We encourage you to review this policy periodically.",
      ],
    },
    {
      heading: "Contact Us",
      paragraphs: ["If you have questions about this Privacy Policy or wish to exercise your rights, please contact us:"],
      list: ["Email: {email}", "Phone: {phone}", "Mail: {address}"],
    },
  ],
};
