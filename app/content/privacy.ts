import { getConfig } from "../config/config.server";
import { applyProcessors, siteContent, type DataProcessors } from "./load-content.server";
import type { PrivacyPolicyContent } from "./types";

export type { PrivacyPolicyContent };

/** A service's host (and port), as the policy names it: never the user name or password a URL may carry. */
export const processorHost = (url: string | undefined) => (url ? URL.parse(url)?.host || undefined : undefined);

/** The outside services this process sends visitors' data to, by host: the mail server and the optional language model. */
export function configuredProcessors(): DataProcessors {
  const config = getConfig();
  return { email: processorHost(config.smtpUrl), languageModel: processorHost(config.assistantLlm.url) };
}

/**
 * Privacy policy (content/privacy-policy.md), its {email}, {phone} and {address} filled from the
 * settings, and its lines about the e-mail and language-model providers kept only when they are configured.
 */
export const privacyPolicy: PrivacyPolicyContent = applyProcessors(siteContent().privacyPolicy, configuredProcessors());

/** The passages Lexi quotes, in English, Spanish or French (README.md, "Translations"). Server-only. */
export { passagesIn, serviceSummaryIn, jobValueIn, type Language, type Passages } from "./passages.server";
