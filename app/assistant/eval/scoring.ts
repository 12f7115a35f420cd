/**
 * Lexi's evaluation set: conversations the way visitors type them (paraphrase, typos, follow-ups
 * that lean on the previous turn, Spanish and French, advice requests, injection, small talk, and
 * questions whose honest answer is "not published"). Each turn lists what a correct answer must
 * contain (case-insensitive text, or a pattern) and what it must not. The engine was tuned on it
 * (a development set: its score is not the evidence); `npm run bench` scores it over the real /ws/chat.
 */
/** A conversation's kind ("pricing", "legal-advice", …): scores are reported per kind. */
export type EvalCategory = string;

export type Check = string | RegExp;

export interface EvalTurn {
  ask: string;
  /** Every one must be in the answer. */
  must?: Check[];
  /** None may be in the answer. */
  mustNot?: Check[];
}

export interface EvalConversation {
  id: string;
  category: EvalCategory;
  turns: EvalTurn[];
}

/** Whether one check holds on an answer. */
export function checkHolds(check: Check, answer: string): boolean {
  return typeof check === "string" ? answer.toLowerCase().includes(check.toLowerCase()) : check.test(answer);
}

/**
 * A turn's score: 1 when every required fact is present and nothing forbidden is; ½ when nothing
 * forbidden is and at least half the facts are; else 0.
 */
export function scoreTurn(turn: EvalTurn, answer: string): number {
  if ((turn.mustNot ?? []).some((check) => checkHolds(check, answer))) return 0;
  const must = turn.must ?? [];
  if (!must.length) return 1;
  const found = must.filter((check) => checkHolds(check, answer)).length;
  if (found === must.length) return 1;
  return found * 2 >= must.length ? 0.5 : 0;
}

export function countTurns(set: EvalConversation[]): number {
  return set.reduce((n, c) => n + c.turns.length, 0);
}

export interface EvaluationResult {
  /** Share of turns correct (correct = 1, partial = ½). */
  score: number;
  turns: number;
  byCategory: Record<string, { score: number; turns: number }>;
  misses: { id: string; ask: string; answer: string; score: number }[];
}

/**
 * Scores the set, one conversation at a time: `converse` gets a conversation's messages in order
 * and returns one answer per message (in-process, or over the real /ws/chat).
 */
export async function evaluate(
  converse: (messages: string[]) => Promise<string[]>,
  set: EvalConversation[],
): Promise<EvaluationResult> {
  const byCategory: Record<string, { score: number; turns: number }> = {};
  const misses: EvaluationResult["misses"] = [];
  let total = 0;
  let turns = 0;
  for (const conversation of set) {
    const answers = await converse(conversation.turns.map((t) => t.ask));
    for (const [i, turn] of conversation.turns.entries()) {
      const score = scoreTurn(turn, answers[i] ?? "");
      const category = (byCategory[conversation.category] ??= { score: 0, turns: 0 });
      category.score += score;
      category.turns += 1;
      total += score;
      turns += 1;
      if (score < 1) misses.push({ id: conversation.id, ask: turn.ask, answer: answers[i] ?? "", score });
    }
  }
  for (const category of Object.values(byCategory)) category.score /= category.turns;
  return { score: total / turns, turns, byCategory, misses };
}
