import { devSetPricingToFollowUps } from "./dev-set";
import { devSetLanguagesToAbuse } from "./dev-set-2";
import { devSetUnpublishedToMixed } from "./dev-set-3";
import { devSetRound4 } from "./dev-set-4";
import { devSetRound5 } from "./dev-set-5";
import { devSetRound5Promises } from "./dev-set-5-promises";
import { devSetOwn } from "./dev-set-own";
import { devSetShared } from "./dev-set-shared";
import type { EvalConversation } from "./scoring";

/**
 * Lexi's development evaluation: the earlier engine's set, the team's development questions, and
 * conversations written while building this engine. Tuned on, so its score measures the tuning;
 * the evidence is the sealed set graded by hand (see docs/decisions/0011-assistant-nlu.md).
 */
export const devEvaluation: EvalConversation[] = [
  ...devSetPricingToFollowUps,
  ...devSetLanguagesToAbuse,
  ...devSetUnpublishedToMixed,
  ...devSetShared,
  ...devSetOwn,
  ...devSetRound4,
  ...devSetRound5,
  ...devSetRound5Promises,
];

export { countTurns, evaluate, scoreTurn, type EvalConversation, type EvaluationResult } from "./scoring";
