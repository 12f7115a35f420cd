import { siteContent } from "./load-content.server";
import type { ProofContent } from "./types";

export type { ProofContent };

/** The stated claims with what they mean, and the provider's proof (content/proof.yaml; its lists may be empty). */
export const proof: ProofContent = siteContent().proof;

/** True when the provider has supplied any testimonial, logo, membership or certification. */
export function hasProof(content: ProofContent): boolean {
  return content.testimonials.length + content.clientLogos.length + content.memberships.length + content.certifications.length > 0;
}
