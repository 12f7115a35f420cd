import { asksToBeReached } from "./asker";

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
  `(?<=[?？!])\\s+|[.;]\\s+(?=[A-Z¿¡ÀÉÈÊÎÔÛÇÑ])|\\n+|\\s+[-–—]+\\s+(?=${QUESTION_START}\\b)|,?\\s+(?:and|also|plus|y|et|e|adem[aá]s|aussi|tambi[eé]n)\\s+(?=${QUESTION_START}\\b)`,
  "iu",
);

/** "I want to apply for the case manager job, what's the salary": a comma before a new wh-question. */
const COMMA_QUESTION = new RegExp(
  `,\\s+(?=(?:and\\s+|y\\s+|et\\s+)?(?:what|whats|what's|how|where|when|which|who|why|qu[eé]|cu[aá]nto|cu[aá]ntos|c[oó]mo|d[oó]nde|combien|quel|quelle|comment|o[uù])\\b)`,
  "iu",
);
/** A piece that asks or requests on its own, so a comma after it may start a new question. */
const ASKS = new RegExp(
  `^(?:${QUESTION_START}|i want|i'd like|i would like|we need|i need|we want|tell me|quiero|necesito|je veux|je voudrais|nous avons besoin)\\b`,
  "iu",
);

function splitAtCommas(piece: string): string[] {
  const out: string[] = [];
  let rest = piece;
  for (;;) {
    const m = COMMA_QUESTION.exec(rest);
    if (!m || !ASKS.test(rest.slice(0, m.index).trim())) break;
    out.push(rest.slice(0, m.index));
    rest = rest.slice(m.index + m[0].length);
  }
  return [...out, rest];
}

/** "…2 paralegals please, I need a person to call me back": a request to be reached after the last comma is a part of its own. */
function splitBeforeReachMe(piece: string): string[] {
  for (let i = piece.lastIndexOf(","); i > 0; i = piece.lastIndexOf(",", i - 1)) {
    const rest = piece.slice(i + 1);
    if (asksToBeReached(rest) && !asksToBeReached(piece.slice(0, i))) return [piece.slice(0, i), rest];
  }
  return [piece];
}

export function splitParts(text: string): string[] {
  const pieces = text
    .split(SPLIT)
    .flatMap(splitBeforeReachMe)
    .flatMap(splitAtCommas)
    .map((p) => p.replace(/^[\s,;:.!?¿¡-]+|[\s,;:]+$/g, "").trim())
    .filter((p) => /[\p{L}\p{N}]/u.test(p));
  if (pieces.length <= 1) return [text.trim()];
  if (pieces.length <= MAX_PARTS) return pieces;
  // Past the cap, the rest rides along with the last part.
  return [...pieces.slice(0, MAX_PARTS - 1), pieces.slice(MAX_PARTS - 1).join(". ")];
}
