/**
 * A message that asks several things is answered part by part, in order: "How much is a
 * paralegal? And where are you based?", "do you support family law, and do you have French
 * speakers?". A split happens at a sentence end or a question mark, or at "and"/"y"/"et" (or
 * "also", "plus") when a new question starts right after it. A conjunction inside one question
 * ("two paralegals and a receptionist") does not split.
 */
export const MAX_PARTS = 4;

const QUESTION_START =
  "(?:do|does|did|are|is|can|could|will|would|should|have|has|any|what|whats|what's|where|how|which|who|when|why|tienen|tiene|hay|hablan|pueden|puedo|son|es|est[aá]n|d[oó]nde|cu[aá]nto|cu[aá]ntos|cu[aá]l|qu[eé]|c[oó]mo|qui[eé]n|avez|[eê]tes|pouvez|est-ce|o[uù]|combien|quel|quelle|quels|quelles|comment|qui|y a-t-il|parlez)";

const SPLIT = new RegExp(
  `[?？!]+\\s+|[.;]\\s+(?=[A-Z¿¡ÀÉÈÊÎÔÛÇÑ])|\\n+|,?\\s+(?:and|also|plus|y|et|e|adem[aá]s|aussi|tambi[eé]n)\\s+(?=${QUESTION_START}\\b)`,
  "iu",
);

export function splitParts(text: string): string[] {
  const pieces = text
    .split(SPLIT)
    .map((p) => p.replace(/^[\s,;:.!?¿¡-]+|[\s,;:]+$/g, "").trim())
    .filter((p) => /[\p{L}\p{N}]/u.test(p));
  if (pieces.length <= 1) return [text.trim()];
  if (pieces.length <= MAX_PARTS) return pieces;
  // Past the cap, the rest rides along with the last part.
  return [...pieces.slice(0, MAX_PARTS - 1), pieces.slice(MAX_PARTS - 1).join(". ")];
}
