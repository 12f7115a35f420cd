import { claimsFreeTime } from "./asker";
import { claimsDiscount } from "./claimed-price";
import { corpus } from "./corpus.server";
import type { PartReading } from "./types";

const known = (intent: string) => corpus().intents.some((i) => i.name === intent);

/** The best unpublished.* reading of a request for a promise ("promise us a free week"), or the guarantee one. */
export function promiseIntent(part: PartReading): string {
  if (claimsDiscount(part.raw)) return "unpublished.discount";
  if (claimsFreeTime(part.raw) && known("unpublished.trial")) return "unpublished.trial";
  const c = part.candidates.find((x) => x.intent.startsWith("unpublished.") && x.score >= 0.05);
  return c?.intent ?? (known("unpublished.guarantee") ? "unpublished.guarantee" : "none");
}
