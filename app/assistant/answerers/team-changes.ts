import type { RoleSlug } from "~/content/types";
import { fold } from "~/text/normalise";
import { readNumber } from "../entities.server";
import type { Entities, Member, Schedule, Tier } from "../types";

/**
 * What a follow-up changes in the team priced before, when it says it of some heads, of one member, or of a role
 * said instead of another (decision 0046).
 */

/** "2 of the 5", "one has to be", "uno de ellos", "deux d'entre eux": some heads of the team, said by their number. */
const SOME_OF =
  /\b(\d{1,2}|one|two|three|four|five|uno|una|dos|tres|cuatro|un|une|deux|trois|quatre)\s+(of (them|those|these|the)\b|(should|needs?|has|have|must|will|would|is|are|being|gotta)\b|de (ellos|ellas|los|las|esos|esas)\b|(debe|deben|tiene|tienen|necesita|necesitan|habla|hablan|sea|sean)\b|d'(entre )?(eux|elles)\b|(doit|doivent|parle|parlent|soit|soient)\b|(bilingual|multilingual|french|spanish|bilingue|multilingue|frances|francesa|espanol|espanola|francais|francaise|espagnol|full|part|fulltime|parttime|a tiempo|a medio|a temps|a mi)\b)/;
const HEADS =
  /\b(\d{1,2})\b(?!\s*(h\b|hrs?|hours?|horas?|heures?|months?|meses|mes\b|mois|weeks?|semanas?|semaines?|years?|anos?|ans\b|%|k\b|\$))/g;
/** "The french one", "la francophone", "el de español": one head, told by its language. */
const THE_ONE =
  /\bthe (french|spanish|english|bilingual)( speaking| speaker)? one\b|\b(el|la) (de )?(frances|espanol|ingles)\b|\b(le|la) (francophone|hispanophone|anglophone)\b/;

/** The part says something of some heads ("one needs to be bilingual", "2 of the 5"). */
export const saysSomeHeads = (raw: string) => SOME_OF.test(fold(raw)) || THE_ONE.test(fold(raw));
const WORD_NUMBER: Record<string, number> = { one: 1, uno: 1, una: 1, un: 1, une: 1 };

/**
 * "2 of the 5 need spanish", "we'd need 4. one has to be bilingual spanish": K heads of one role changed, the others
 * kept; the heads are the number the part says beside K, else the team's. Undefined when the part says no such thing.
 */
export function someHeadsChanged(
  raw: string,
  e: Entities,
  previous: Member[],
  change: { tier?: Tier; schedule?: Schedule },
): Member[] | undefined {
  if (!previous.length || !(change.tier || change.schedule)) return undefined;
  const m = SOME_OF.exec(fold(raw)) ?? (THE_ONE.test(fold(raw)) ? ["", "one"] : null);
  if (!m) return undefined;
  const k = /^\d+$/.test(m[1]) ? Number(m[1]) : (WORD_NUMBER[m[1]] ?? readNumber(m[1]));
  if (!k) return undefined;
  // Already so ("same setup, one french" after the team was said again with its one French speaker): unchanged.
  const already = previous.filter(
    (p) => (!change.tier || p.tier === change.tier) && (!change.schedule || p.schedule === change.schedule),
  );
  if (previous.length > 1 && already.reduce((n, p) => n + (p.count ?? 1), 0) === k) return previous;
  if (previous.length !== 1) return undefined;
  // (Any number the part says beside K that is not hours or a period: "we'd need 4. one has to be…")
  const said = [...fold(raw).matchAll(HEADS)].map((h) => Number(h[1]));
  const others = [...e.counts.map((c) => Number(c.value)), ...said].filter((n) => n > k && n <= 50);
  const heads = others.length ? Math.max(...others) : (previous[0].count ?? 1);
  if (heads <= k) return undefined;
  const changed = {
    ...previous[0],
    count: k,
    tier: change.tier ?? previous[0].tier,
    schedule: change.schedule ?? previous[0].schedule,
  };
  return [changed, { ...previous[0], count: heads - k }];
}

/** "The bilingual one", "el bilingüe", "la bilingue": the member on the Multilingual rate. */
const THE_BILINGUAL =
  /\b(the )?(bilingual|multilingual|spanish|french)( one| person| speaker| guy| lady)?\b|\b(el|la|le) (bilingue|multilingue)\b/;

/** "What if the bilingual one is only part time": the members on the Multilingual rate on the schedule said. */
export function theBilingualChanged(raw: string, previous: Member[], schedule?: Schedule): Member[] | undefined {
  if (!schedule || previous.length < 2 || !THE_BILINGUAL.test(fold(raw))) return undefined;
  const bilingual = previous.filter((m) => m.tier === "multilingual");
  if (!bilingual.length || bilingual.length === previous.length) return undefined;
  return previous.map((m) => (m.tier === "multilingual" ? { ...m, schedule } : m));
}

/** "Les deux", "the two", "both", "los dos": the members there are, not a number of heads. */
export const THE_TWO = /\b(both|the two|les deux|tous les deux|toutes les deux|los dos|las dos|ambos|ambas|the pair)\b/;
/** "Just one", "un seul", "una sola": one head. */
export const ONLY_ONE =
  /\b(just one|only one|a single one|just the one|un seul|une seule|uno solo|una sola|solo uno|solo una|nomas uno|nomas una)\b/;
/** "Un de chaque", "one of each", "uno de cada": one head of every member. */
export const ONE_EACH = /\b(one|1) (of )?each\b|\b(une?|1) de chaque\b|\b(uno|una|1) de cada\b/;

/** "Not", "instead of", "rather than", "en vez de", "au lieu de": the role said after it is the one replaced. */
const INSTEAD = /^(not|instead|rather|no|vez|lugar|lieu|pas|plutot)$/;

/**
 * "Sorry meant 2 paralegals not legal admins. same setup": the members of the role replaced take the role said
 * instead, each with its own schedule and tier. Undefined unless the part names one role for another of the team.
 */
export function roleSwapped(tokens: string[], e: Entities, previous: Member[] | undefined): Member[] | undefined {
  if (!previous?.length || e.roles.length !== 2) return undefined;
  const [first, second] = e.roles;
  const between = tokens.slice(first.end, second.start);
  if (!between.some((w) => INSTEAD.test(w))) return undefined;
  const replaced = second.value as RoleSlug;
  const by = first.value as RoleSlug;
  if (!previous.some((m) => m.role === replaced) || previous.some((m) => m.role === by)) return undefined;
  return previous.map((m) => (m.role === replaced ? { ...m, role: by } : m));
}
