import { siteContent } from "./load-content.server";
import type { PrivacyPolicyContent } from "./types";

export type { PrivacyPolicyContent };

/** Privacy policy (content/privacy-policy.md), its {email}, {phone} and {address} already filled from the settings. */
export const privacyPolicy: PrivacyPolicyContent = siteContent().privacyPolicy;
