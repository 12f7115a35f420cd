import type { RoleSlug } from "~/content/types";
import { fold } from "~/text/normalise";
import { readNumber } from "../entities.server";
import type { DialogueState, Entities, Member, Schedule, Tier } from "../types";

/**
 * What a follow-up changes in the team priced before, when it says it of some heads, of one member, or of a role
 * said instead of another (decision 0046).
 */

/** "2 of the 5", "one has to be", "uno de ellos", "deux d'entre eux": some heads of the team, said by their number. */
const SOME_OF =
  /\b(\d{1,2}|one|two|three|four|five|uno|una|dos|tres|cuatro|un|une|deux|trois|quatre)\s+(?:(?:only|just|solo|solamente|seulement|juste)\s+)?(of (them|those|these|the)\b|(should|needs?|has|have|must|will|would|is|are|being|gotta)\b|de (ellos|ellas|los|las|esos|esas)\b|des (deux|trois|quatre|cinq)\b|(debe|deben|tiene|tienen|necesita|necesitan|habla|hablan|sea|sean)\b|d'(entre )?(eux|elles)\b|(doit|doivent|parle|parlent|soit|soient)\b|(bilingual|multilingual|french|spanish|bilingue|multilingue|frances|francesa|espanol|espanola|francais|francaise|espagnol|full|part|fulltime|parttime|a tiempo|a medio|a temps|a mi)\b)/;
const HEADS =
  /\b(\d{1,2})\b(?!\s*(h\b|hrs?|hours?|horas?|heures?|months?|meses|mes\b|mois|weeks?|semanas?|semaines?|years?|anos?|ans\b|%|k\b|\$))/g;
/** "The french one", "la francophone", "el de español": one head, told by its language. */
const THE_ONE =
  /\bthe (french|spanish|english|bilingual)( speaking| speaker)? one\b|\b(el|la) (de )?(frances|espanol|ingles)\b|\b(le|la) (francophone|hispanophone|anglophone)\b/;

/** "Every single one", "all of them", "cada uno", "chacun": the whole team, though "one" is said. */
const EVERY_ONE =
  /\b(every|each)( single)? one\b|\ball of (them|those|these)\b|\b(cada un[oa]|tod[oa]s|chacune?|tous|toutes)\b/;
/** "Make a second one bilingual too", "one more bilingual", "otro más bilingüe": one more head changed. */
const ONE_MORE =
  /\b(a|the) (second|2nd|third|3rd|fourth|4th|fifth|5th)( one| of them| person)?\b|\b(one more|another( one)?)\b|\b(that|this) one\b.*\b(too|as well|also)\b|\b(es[ea]|est[ea]) tambien\b|\b(celle|celui)( la)? aussi\b|\b(un segundo|una segunda|otr[oa] mas|un(e)? deuxieme|un(e)? autre|un(e)? de plus)\b/;

/** "One of the paralegals", "uno de los dos", "l'une des réceptionnistes": heads of a member, said as such. */
const OF_THE =
  /\b(\d{1,2}|one|two|three|uno|una|dos|tres|un|une|deux|trois) (of (the|our|them|those)|de (los|las|ellos|ellas|nuestr[oa]s)|d'entre|des)\b/;
/** Heads of the one member the part names, said of ("make one of the paralegals bilingual"). */
export const headsOfTheMember = (raw: string, own: Member[]) => OF_THE.test(fold(raw)) && own.length === 1;

/** "Make half of them bilingual", "la mitad", "la moitié": half the heads of a one-role team. */
const HALF = /\b(half|la mitad|la moitie)\b(?![- ]?(time|day|days|tiempo|temps))/;

/** The part says something of some heads ("one needs to be bilingual", "2 of the 5", "half of them"). */
export const saysSomeHeads = (raw: string) =>
  !EVERY_ONE.test(fold(raw)) &&
  (SOME_OF.test(fold(raw)) ||
    THE_ONE.test(fold(raw)) ||
    ONE_MORE.test(fold(raw)) ||
    HALF.test(fold(raw)) ||
    FIRST_ONE.test(fold(raw)) ||
    SECOND_ONE.test(fold(raw)));
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
  if (!previous.length || !(change.tier || change.schedule) || EVERY_ONE.test(fold(raw))) return undefined;
  const more = ONE_MORE.test(fold(raw)) ? oneMoreChanged(previous, change) : undefined;
  if (more) return more;
  const [only] = previous;
  if (HALF.test(fold(raw)) && previous.length === 1 && (only.count ?? 1) >= 2) {
    const k = Math.floor((only.count ?? 1) / 2);
    const changed = { ...only, count: k, tier: change.tier ?? only.tier, schedule: change.schedule ?? only.schedule };
    return [changed, { ...only, count: (only.count ?? 1) - k }];
  }
  const m = SOME_OF.exec(fold(raw)) ?? (THE_ONE.test(fold(raw)) ? ["", "one"] : null);
  if (!m) return undefined;
  const k = /^\d+$/.test(m[1]) ? Number(m[1]) : (WORD_NUMBER[m[1]] ?? readNumber(m[1]));
  if (!k) return undefined;
  // Already so ("same setup, one french" after the team was said again with its one French speaker): unchanged.
  // (Of the role named, when the part names one: "one of the intake people… french" is not the bilingual paralegal.)
  const ofRole = e.roles.length === 1 ? previous.filter((p) => p.role === e.roles[0].value) : previous;
  const already = ofRole.filter(
    (p) => (!change.tier || p.tier === change.tier) && (!change.schedule || p.schedule === change.schedule),
  );
  if (previous.length > 1 && already.reduce((n, p) => n + (p.count ?? 1), 0) === k) return previous;
  // ("Make one of the paralegals spanish speaking" in a team of several roles: that role's member.)
  const named = e.roles.length === 1 ? previous.filter((p) => p.role === e.roles[0].value) : [];
  if (previous.length > 1 && named.length === 1 && (named[0].count ?? 1) > k) {
    const member = named[0];
    const changed = {
      ...member,
      count: k,
      tier: change.tier ?? member.tier,
      schedule: change.schedule ?? member.schedule,
    };
    return previous.flatMap((p) => (p === member ? [changed, { ...member, count: (member.count ?? 1) - k }] : [p]));
  }
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

/**
 * "3 receptionists, one bilingual", then "make a second one bilingual too": one head of the role moves to the
 * member already so changed (or becomes one), the others kept. Undefined unless the team is one role of 2+ heads
 * with a head left to change.
 */
function oneMoreChanged(previous: Member[], change: { tier?: Tier; schedule?: Schedule }): Member[] | undefined {
  if (new Set(previous.map((m) => m.role)).size !== 1) return undefined;
  const isChanged = (m: Member) =>
    (!change.tier || m.tier === change.tier) && (!change.schedule || m.schedule === change.schedule);
  const done = previous.filter(isChanged);
  const left = previous.filter((m) => !isChanged(m));
  if (done.length > 1 || left.length !== 1 || (left[0].count ?? 1) < 1) return undefined;
  const from = left[0];
  const k = (done[0]?.count ?? 0) + 1;
  const rest = (from.count ?? 1) - 1;
  const changed: Member = done[0]
    ? { ...done[0], count: k }
    : { ...from, count: 1, tier: change.tier ?? from.tier, schedule: change.schedule ?? from.schedule };
  if (!done[0] && rest < 1) return undefined;
  return rest > 0 ? [changed, { ...from, count: rest }] : [changed];
}

/** "The second one", "la deuxième", "el primero": a member of a team of two, by its place in it. */
const FIRST_ONE = /\b(the|el|la|le|l') (first|1st|premier|premiere|primer|primero|primera)\b/;
const SECOND_ONE = /\b(the|el|la|le|l') (second|2nd|deuxieme|seconde?|segund[oa]|last one|derniere?|ultim[oa])\b/;

const THE_OTHER =
  /\b(the other|l'autre|l autre|el otro|la otra|the second|la deuxieme|le deuxieme|el segundo|la segunda)\b/;

/** "En fait la deuxième n'a pas besoin du français": that member of a team of two changed, the other kept. */
export function placedMemberChanged(
  raw: string,
  previous: Member[],
  change: { tier?: Tier; schedule?: Schedule },
  schedules: Schedule[] = [],
): Member[] | undefined {
  if (previous.length !== 2 || previous.some((m) => (m.count ?? 1) !== 1) || !(change.tier || change.schedule))
    return undefined;
  const t = fold(raw);
  // ("Le premier à temps plein, l'autre en contrat de base": a schedule for each, in order.)
  if (schedules.length === 2 && FIRST_ONE.test(t) && THE_OTHER.test(t))
    return previous.map((m, i) => ({ ...m, schedule: schedules[i] }));
  const at = FIRST_ONE.test(t) ? 0 : SECOND_ONE.test(t) ? 1 : -1;
  if (at < 0) return undefined;
  return previous.map((m, i) =>
    i === at ? { ...m, tier: change.tier ?? m.tier, schedule: change.schedule ?? m.schedule } : m,
  );
}

/** "The bilingual one", "el bilingüe", "la bilingue": the member on the Multilingual rate. */
const THE_BILINGUAL =
  /\b(the )?(bilingual|multilingual|spanish|french)( one| person| speaker| guy| lady)?\b|\b(el|la|le) (bilingue|multilingue)\b/;
/** "The english only one", "la que solo habla inglés", "l'unilingue": the member on the standard rate. */
const THE_ENGLISH_ONLY =
  /\b(english[- ]only|only (speaks )?english|english one|monolingual|non[- ]?bilingual|(solo|nada mas) (habla )?(en )?ingles|(seulement|juste|que) (en )?anglais|unilingue|anglophone)\b/;

/**
 * "What if the bilingual one is only part time", "what if the english only one is just 20hrs a week": the members of
 * that language on the schedule said, the others kept.
 */
export function oneByLanguageChanged(raw: string, previous: Member[], schedule?: Schedule): Member[] | undefined {
  if (!schedule || previous.length < 2) return undefined;
  const t = fold(raw);
  const englishOnly = THE_ENGLISH_ONLY.test(t);
  if (!englishOnly && !THE_BILINGUAL.test(t)) return undefined;
  const picked = (m: Member) => (m.tier === "multilingual") !== englishOnly;
  const chosen = previous.filter(picked);
  if (!chosen.length || chosen.length === previous.length) return undefined;
  return previous.map((m) => (picked(m) ? { ...m, schedule } : m));
}

/** "The part timer", "el de medio tiempo", "celle à temps partiel": the member on Contract Base; and the full-timer. */
const THE_PART_TIMER =
  /\bthe (part[- ]?timer|part[- ]?time (one|person|guy|lady|receptionist|paralegal|admin|intake|hire)|pt one)\b|\b(el|la) (de|que (esta|trabaja) (a|en)) (medio tiempo|tiempo parcial)\b|\b(celui|celle) (a|qui est a) (temps partiel|mi-temps)\b/;
const THE_FULL_TIMER =
  /\bthe (full[- ]?timer|full[- ]?time (one|person|guy|lady|receptionist|paralegal|admin|intake|hire)|ft one)\b|\b(el|la) (de|que (esta|trabaja) (a|en)) tiempo completo\b|\b(celui|celle) (a|qui est a) temps plein\b/;

/** "The part timer should speak spanish": the members on that schedule on the tier said, the others kept. */
export function oneByScheduleChanged(raw: string, previous: Member[], tier?: Tier): Member[] | undefined {
  if (!tier || previous.length < 2) return undefined;
  const t = fold(raw);
  const schedule: Schedule | undefined = THE_PART_TIMER.test(t)
    ? "contract"
    : THE_FULL_TIMER.test(t)
      ? "full-time"
      : undefined;
  const chosen = previous.filter((m) => m.schedule === schedule);
  if (!schedule || !chosen.length || chosen.length === previous.length) return undefined;
  return previous.map((m) => (m.schedule === schedule ? { ...m, tier } : m));
}

/** "Only the paralegal is bilingual", "solo la paralegal es bilingüe", "seule la secrétaire est bilingue". */
const ONLY_THESE = /\b(only|just|solo|solamente|nomas|unicamente|seulement|seule?s?|uniquement)\b/;
const SPEAKS_TWO =
  /\b(bilingual|bilingue|bilingues|multilingual|multilingue|spanish|french|espanol|frances|espagnol|francais)\b/;

/** The team with only the members named on the Multilingual rate, the others on the standard one; else undefined. */
export function onlyTheseBilingual(raw: string, own: Member[], members: Member[] | undefined): Member[] | undefined {
  const t = fold(raw);
  if (!members || members.length < 2 || !ONLY_THESE.test(t) || !SPEAKS_TWO.test(t)) return undefined;
  if (!own.length || !own.every((o) => members.some((m) => m.role === o.role))) return undefined;
  const named = new Set(own.map((o) => o.role));
  if (named.size === members.length) return undefined;
  return members.map((m) => ({ ...m, tier: named.has(m.role) ? "multilingual" : "standard" }));
}

/** "Les deux", "the two", "both", "los dos": the members there are, not a number of heads. */
export const THE_TWO = /\b(both|the two|les deux|tous les deux|toutes les deux|los dos|las dos|ambos|ambas|the pair)\b/;
/** "Just one", "un seul", "una sola": one head. */
export const ONLY_ONE =
  /\b(just one|only one|a single one|just the one|un seul|une seule|uno solo|una sola|solo uno|solo una|nomas uno|nomas una)\b/;
/** "Un de chaque", "one of each", "uno de cada": one head of every member. */
export const ONE_EACH = /\b(one|1) (of )?each\b|\b(une?|1) de chaque\b|\b(uno|una|1) de cada\b/;

/**
 * "One of each of your roles", "all six roles", "uno de cada puesto", "un de chaque poste": a team of every role.
 * (Not "each role's rate": the words say a head of every role.)
 */
const EVERY_ROLE =
  /\b(one|1) (of )?(each|every)( one)? (of )?(your |the |ur )?(roles?|positions?|jobs?|kinds?|types?)\b|\b(all|each of|every one of) (your |the |ur )?(6|six) (roles|positions)\b|\b(un[oa]?|1) de cada (puesto|rol|perfil|tipo|cargo)\b|\b(los|sus|todos los) (6|seis) (puestos|roles|perfiles)\b|\b(une?|1) de chaque (poste|role|profil|type)\b|\b(les|vos|tous les) (6|six) (postes|roles|profils)\b/;
export const namesEveryRole = (raw: string) => EVERY_ROLE.test(fold(raw));

/** "A receptionist for each of our 3 offices", "para cada una de nuestras 3 sedes": as many heads as the places. */
const EACH_OF_N =
  /\b(?:for|in|at|per|to cover|covering) each of (?:our|the|my|those|these|ur) (\w+)\b|\bpara cada un[oa] de (?:nuestr[oa]s|l[oa]s|mis|es[oa]s) (\w+)\b|\bpour chacune? de (?:nos|mes|ces|les|vos) (\w+)\b/;
export function headsForEach(raw: string): number | undefined {
  const m = EACH_OF_N.exec(fold(raw));
  const n = m ? readNumber(m[1] ?? m[2] ?? m[3]) : undefined;
  return n !== undefined && n >= 2 && n <= 50 ? n : undefined;
}

/** "Not", "instead of", "rather than", "en vez de", "au lieu de": the role said after it is the one replaced. */
const INSTEAD = /^(not|instead|rather|no|vez|lugar|lieu|pas|plutot)$/;

/** "Replace", "swap", "remplacer", "cambiar": the role said first is the one replaced, by the one said after "with". */
const REPLACE =
  /^(replace|replacing|swap|swapping|switch|switching|trade|remplace|remplacer|remplacez|remplacons|reemplaza|reemplazar|reemplazamos|cambia|cambiar|cambiamos|sustituye|sustituir)$/;
const WITH = /^(with|by|for|to|into|par|pour|en|por|con|avec)$/;
/** "One of the", "une des", "uno de los": one head of the member replaced, not all of them. */
const ONE_OF = /^(one|une|un|uno|una|1)$/;

/**
 * "Sorry meant 2 paralegals not legal admins. same setup": the members of the role replaced take the role said
 * instead, each with its own schedule and tier. "Swap one of the receptionists for a bilingual legal admin",
 * "on remplace une des réceptionnistes par…": one head of it takes the new role, on the tier and schedule said after
 * it, else the replaced member's. Undefined unless the part names one role for another of the team.
 */
export function roleSwapped(tokens: string[], e: Entities, previous: Member[] | undefined): Member[] | undefined {
  if (!previous?.length || e.roles.length !== 2) return undefined;
  const [first, second] = e.roles;
  const between = tokens.slice(first.end, second.start);
  const instead = between.some((w) => INSTEAD.test(w));
  // ("Drop the receptionist, make it an intake specialist full time instead": taken out, and another in its place.)
  const dropped =
    tokens.slice(0, first.start).some((w) => REMOVE.test(w)) &&
    (between.some((w) => NEXT_INSTRUCTION.test(w)) || tokens.slice(second.end).some((w) => INSTEAD.test(w)));
  const replacing =
    !instead &&
    ((tokens.slice(0, first.start).some((w) => REPLACE.test(w)) && between.some((w) => WITH.test(w))) || dropped);
  if (!instead && !replacing) return undefined;
  const replaced = (replacing ? first.value : second.value) as RoleSlug;
  const by = (replacing ? second.value : first.value) as RoleSlug;
  const member = previous.find((m) => m.role === replaced);
  if (!member || previous.some((m) => m.role === by)) return undefined;
  if (!replacing) return previous.map((m) => (m.role === replaced ? { ...m, role: by } : m));
  // (The tier said of the newcomer, before or after its name: "with a bilingual case manager".)
  const withAt = first.end + between.findIndex((w) => WITH.test(w));
  const after = (m: { start: number }) => m.start > withAt;
  const tier = e.tiers.find(after)?.value ?? (e.languages.some(after) ? "multilingual" : member.tier);
  const newcomer: Member = { role: by, count: 1, tier, schedule: e.schedules[0]?.value ?? member.schedule };
  const heads = member.count ?? 1;
  const one = tokens.slice(Math.max(0, first.start - 3), first.start).some((w) => ONE_OF.test(w)) && heads > 1;
  return previous.flatMap((m) =>
    m !== member ? [m] : one ? [{ ...m, count: heads - 1 }, newcomer] : [{ ...newcomer, count: heads }],
  );
}

/** "Drop the receptionist", "sin la recepcionista", "enlevez la secrétaire": a member taken out of the team. */
const REMOVE =
  /^(drop|dropping|remove|removing|without|minus|except|cut|skip|sin|quita|quitar|quitamos|quiten|quitemos|elimina|eliminar|eliminamos|menos|excepto|sans|enleve|enlever|enlevez|enlevons|retire|retirer|retirez|retirons|supprime|supprimer|supprimez|moins|sauf)$/;

/** A word that starts another instruction after a removal: "drop the receptionist. make the intake full time". */
const NEXT_INSTRUCTION =
  /^(make|keep|change|switch|set|put|add|move|bump|haz|hagan|pon|pongan|cambia|cambien|deja|dejen|mets|mettez|garde|gardez|passe|passez|ajoute|ajoutez)$/;

/**
 * The team in focus without the members a part takes out ("drop the coordinator, new weekly total?"): every role
 * named is one of the team's, and someone is left; otherwise undefined. A role named after the removal, in another
 * instruction, stays and is changed as that instruction says ("drop the receptionist. make the intake full time").
 */
export function withoutNamed(tokens: string[], e: Entities, members: Member[] | undefined): Member[] | undefined {
  if (!members || members.length < 2 || !e.roles.length) return undefined;
  const removeAt = tokens.findIndex((w) => REMOVE.test(w));
  if (removeAt < 0) return undefined;
  // ("Drop the receptionist to 20 hrs/wk": lowered to those hours, not taken out.)
  if (
    e.roles.length === 1 &&
    /^(to|a|down|\u00e0)$/.test(tokens[e.roles[0].end] ?? "") &&
    e.schedules.length + e.customHours.length
  )
    return undefined;
  if (!e.roles.every((r) => members.some((m) => m.role === r.value))) return undefined;
  const next = tokens.findIndex((w, i) => i > removeAt && NEXT_INSTRUCTION.test(w));
  const kept = e.roles.filter((r) => next >= 0 && r.start > next);
  const named = new Set(e.roles.filter((r) => !kept.includes(r)).map((r) => r.value as string));
  const left = members.filter((m) => !named.has(m.role));
  if (!left.length) return undefined;
  const after = (list: { value: string; start: number }[]) => list.find((x) => x.start > next)?.value;
  const schedule = kept.length ? (after(e.schedules) as Schedule | undefined) : undefined;
  const tier: Tier | undefined = kept.length && e.languages.some((l) => l.start > next) ? "multilingual" : undefined;
  return left.map((m) =>
    kept.some((r) => r.value === m.role) ? { ...m, schedule: schedule ?? m.schedule, tier: tier ?? m.tier } : m,
  );
}

/** A language said to be left out: "sin español", "without the spanish", "no french", "sans espagnol". */
export const LANGUAGE_DENIED =
  /\b(sin|without|w\/o|no|not|sans|pas)( el| la| the| l'| le| en| de)? (espanol|spanish|frances|french|francais|espagnol|bilingual|bilingue)\b|\b(no|doesn'?t|does not|don'?t|n'a pas besoin de|ne doit pas) (necesita|necesitan|necesito|necesitamos|need|needs|have to|has to|parler|hablar|speak)( que)?( hablar| hable| hablen| to speak| to be| de| qu'(il|elle) parle)? (espanol|spanish|frances|french|francais|espagnol|bilingual|bilingue)\b/;

/** The tier a part says: named, a language (Multilingual) unless left out (standard), or the plain rate asked again. */
export function tierSaid(raw: string, e: Entities): Tier | undefined {
  // ("Y si no necesito que hable español": the tier's own words, "que hable español", denied.)
  if (LANGUAGE_DENIED.test(fold(raw))) return "standard";
  if (e.tiers[0]) return e.tiers[0].value;
  return e.languages.length ? "multilingual" : plainTier(raw);
}

/** "Ok, and the normal one full time?", "¿y en tiempo completo normal?": the standard rate again, after a bilingual one. */
const PLAIN =
  /\b(normal|regular|standard|plain|basic|normale)\b(?! (business |working |office )?(hours?|schedule|horario|horas|heures|horaires))/;
export const plainTier = (raw: string): Tier | undefined =>
  PLAIN.test(fold(raw)) && !/\b(is (that|it|this)|es|c'est) (normal|regular)\b/.test(fold(raw))
    ? "standard"
    : undefined;

/** A part that names only members of the team priced before, on a team of several members (a correction of one). */
export function correctsTeam(own: Member[], state: DialogueState): boolean {
  // (The cheapest or dearest roles are alternatives, not a team: "intake then" chooses one.)
  const members = state.members;
  const team = (state.topic === "price" || state.topic === "price.custom_hours") && !state.alternatives;
  return team && !!members && members.length > 1 && own.every((o) => members.some((m) => m.role === o.role));
}
