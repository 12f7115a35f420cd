import type { Claim } from "~/content/types";

/** One of the site's stated claims ("5 Years of Experience"), with the short line saying what it means. */
export function ClaimBadge({ claim }: { claim: Claim }) {
  return (
    <p className="stat-badge claim-badge">
      <strong>{claim.value}</strong> {claim.label}
      <span className="claim-badge__meaning">{claim.meaning}</span>
    </p>
  );
}
