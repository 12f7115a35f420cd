import { fold } from "~/text/normalise";
import { isSeeker, speaksOfOwnTrouble, tellsOfTrouble } from "./asker";
import { brandAsYou } from "./brand";
import { clientsLegalQuestion, describesClientMatter } from "./client-matter";
import { firmContext } from "./guards";
import type { Lang } from "./types";

/**
 * Who is speaking, read before any legal-matter verdict (decision 0036). A buyer (a firm, an
 * organisation's counsel, someone staffing a team or paying us) and a job seeker (experience,
 * languages spoken, "anything for me") say so in how they speak of themselves, whatever their
 * topic; a member of the public describes a matter of their own. The public reading is right only
 * when the visitor describes their own matter and gives no buyer or seeker signal: a buyer's or a
 * seeker's signal outranks the classifiers, and a visitor who neither speaks of themselves nor of
 * someone close is not read as having a matter of their own.
 */

/** An organisation speaking: its counsel or staff, its volume of matters, heads it needs, what it pays us. */
const BUYER = [
  // "I rep an employee who got let go…", "represento a un trabajador", "je représente une salariée": a lawyer's client.
  /\b(i|we) (rep|represent|are representing|am representing)\b (an?|the|our|my|this|two|\d+) (employee|worker|client|plaintiff|defendant|tenant|landlord|company|employer|family|driver|victim|debtor|creditor|buyer|seller|estate)s?\b|\b(represento|representamos) a (un|una|el|la|nuestr[oa]) (trabajador|trabajadora|empleado|empleada|cliente|clienta|empresa|inquilino|inquilina|demandante|demandado)\b|\b(je represente|nous representons) (un|une|le|la|notre) (salarie|salariee|employe|employee|client|cliente|societe|locataire|demandeur|defendeur)\b/,
  // "How does that stack up vs hiring a paralegal in house": our staff set against the firm's own hire.
  /\b(hiring|hire|employ\w*) (a|an|one|our own|my own) ([\w-]+ ){0,2}in[- ]?house\b|\b(vs|versus|compared (to|with)|than) (hiring|an in[- ]?house|a local)\b/,
  // "I'm general counsel at a county agency", "as the office manager for…", "soy la asesora legal de…".
  /\b(i am|i'm|im|i work as|as)\b (the |an? )?([\w-]+ ){0,2}(counsel|attorney|lawyer|office manager|paralegal manager|practice manager|operations (lead|director|manager)|legal ops|managing partner|partner|associate|administrator|director) (for|at|of|with|to|in) (a|an|the|our|my)\b/,
  /\b(soy|somos) (el |la |los |las |un |una )?(asesor[a]?|abogad[oa]s?|consejer[oa]|director[a]?|gerente|socio|socia|administrador[a]?) (legal |general |juridic[oa] )?(de|del|en|para) /,
  /\b(je suis|nous sommes) (le |la |l'|un |une )?(conseill\w+|juriste|avocat\w*|directeur|directrice|responsable|associe\w*|gestionnaire) (juridique |general\w* )?(de|du|d'|pour|chez|dans) /,
  // A company's own lawyers: "we're the in-house legal team", "somos el depto legal de…", "nous sommes le service juridique".
  /\b(we are|we're|i'm in|im in|i am in|somos|soy del?|trabajo en|nous sommes|je suis (au|dans le)) (the |an? |el |la |le )?(in[- ]?house legal( team| dept| department)?|legal (department|dept|team)|depto\.? legal|departamento (legal|juridico)|service juridique|direction juridique)\b/,
  // Introducing the firm: "IP boutique here", "small PI firm here", "solo attorney here", "RE firm, our…".
  /\b(law firm|firm|boutique|practice|law office|attorney|atty|attny|lawyer|legal department|legal dept|legal team|in[- ]?house counsel|general counsel) here\b/,
  // "Solo estate planning atty", "sole practitioner": an attorney with a practice of their own.
  /\b(solo|sole) ([\w-]+ ){0,3}(atty|attny|attorney|lawyer|practitioner|practice|firm)\b/,
  /^\W*([\w&'-]+ ){0,3}(law )?(firm|boutique)\b(?! (of|for|that|who|which))/,
  // Its client and its work: "client owes ~80k…", "our developer client is closing…", "we're doing an OIC".
  /^\W*(the |a |our |my )?client\b|\b(our|my) ([\w'-]+ ){1,2}client\b|\bwe'?re (doing|filing|handling|preparing|drafting|working on) an?\b/,
  // ("nuestra clienta necesita…", "notre client conteste…": a client of "ours", or one opening the message.)
  /^\W*(el |la |nuestr[oa] )?client[ae]\b|\bnuestr[oa]s? ([\w'-]+ ){0,2}client[ae]s?\b/,
  /^\W*(le |la |notre )?cliente?\b|\bnotre ([\w'-]+ ){0,2}cliente?\b|\bnos ([\w'-]+ ){0,2}clients?\b/,
  // Its side of a case and its clients' files: "plaintiff-side employment case, opposing counsel just dumped 40k docs on
  // us", "how do i know your ppl wont leak client files?", "los expedientes de nuestros clientes", "la partie adverse".
  /\bopposing counsel\b|\b(plaintiffs?|defen[cs]e|claimants?|employers?|carriers?)[- ]side\b|\bclients?'? (files|records|documents|data)\b|\b(expedientes|archivos|documentos) de (nuestros |los )?clientes\b|\b(dossiers|documents|fichiers) (de nos|des) clients\b|\b(la partie adverse|la contraparte|el abogado contrario)\b/,
  // Staff sent to it: "send us another", "nos mandan a otro", "vous nous envoyez quelqu'un".
  /\b(send|assign|give) us (another|a replacement|someone|a new)\b|\bnos (mandan|envian|asignan|manden|envien)\b|\bvous nous (envoyez|envoyer|affectez)\b/,
  // An organisation's own words: "our district", "nuestra empresa", "notre service juridique".
  /\b(our|nuestr[oa]s?|notre|nos) (school )?(district|agency|authority|county|city|department|company|corporation|organization|organisation|nonprofit|clinic|legal department|legal team|in-house team|empresa|organizacion|agencia|distrito|departamento|clinica|entreprise|societe|agence|organisme|service juridique|clinique)\b/,
  // One of our professionals already working for them: "our intake girl", "nuestra recepcionista", "notre parajuriste".
  /\b(our|nuestr[oa]s?|notre|nos) (\w+ )?(paralegals?|case managers?|coordinators?|receptionists?|secretar\w+|intake (girl|guy|person|specialist|lady)|legal admins?|recepcionistas?|asistentes?|parajuristes?|assistante?s? juridiques?|receptionnistes?|gestionnaires? de dossiers)\b/,
  // A volume of matters: "we have 40 disputes pending", "manejamos 200 expedientes", "nous gérons 30 dossiers".
  /\b(we|nosotros|nous)? ?(have|handle|manage|carry|tenemos|manejamos|llevamos|avons|gerons|traitons) (\d+|dozens of|hundreds of|many|varios|varias|cientos de|plusieurs|des dizaines de) ([\w-]+ ){0,2}(cases|matters|files|disputes|claims|clients|expedientes|casos|asuntos|clientes|dossiers|affaires|litiges)\b/,
  // Heads of our roles needed: "need 12 paralegals", "buscamos dos recepcionistas", "il nous faut trois assistants".
  /\b(need|needs|hire|hiring|looking for|staff|want|necesitamos|necesito|buscamos|contratar|besoin de|cherchons|il nous faut|recruter) (\d+|two|three|four|five|six|ten|twelve|several|a few|dos|tres|cuatro|cinco|varios|varias|deux|trois|quatre|cinq|plusieurs) ([\w-]+ ){0,2}(paralegals?|case managers?|coordinators?|receptionists?|secreta\w+|assistants?|admins?|intake \w+|people|staff|persons|personas|personnes|parajuristes?|asistentes|recepcionistas|gestor\w*|gestionnaires?)\b/,
  /\b(my boss|mi jef[ae]|mon patron|ma patronne) (is|es|est) (an? )?(attorney|lawyer|abogad[oa]|avocate?)\b/,
  // "The attorney I work for asked me…", "trabajo para una abogada", "mon avocate m'a demandé…": an errand for the office.
  /\b(i work for|i work at|trabajo para|trabajo en|je travaille pour|je travaille chez) (an? |the |un |una |el |la |une |le |des )?(attorney|lawyer|law firm|law office|abogad[oa]|bufete|despacho|avocate?|cabinet)\b/,
  // Paying us: "what I pay you", "my $14/hr", "lo que les pagamos", "ce que nous vous payons".
  /\b(i|we) (would |will |do |'d )?pay (u|you|y'all)\b|\bwhat (i|we) pay (u|you)\b|\b(my|our) \$\s?\d/,
  /\b(les|le) pag(amos|aria|ariamos|o)\b|\b(nous )?vous (payons|paierions|paierons|payerions)\b/,
  // "Is that what we'd pay if we hire through you?", "lo que pagaríamos", "si on passe par vous": a firm's cost.
  /\bwhat (we|i)('d| would| will)? pay\b|\bwe'?d pay\b|\bhire (through|via) (you|u|your)\b|\blo que pagariamos\b|\b(si )?contrat(amos|aramos) (con|a traves de|por medio de) ustedes\b|\bce que (nous paierions|nous payerions|l'on paierait|on paierait)\b|\bsi (on passe|nous passons) par vous\b/,
];

/** A job seeker describing themselves: years of experience, languages spoken, "anything for me". */
const SEEKER = [
  // "Looking for part time work from home", "busco trabajo de medio tiempo", "je cherche un emploi à temps partiel".
  /\b(i'?m |im |i am )?(looking for|searching for|seeking) (a |some )?((part|full)[- ]?time |remote |online )*(work|job|jobs|employment|gig)\b|\bbusco (un )?(trabajo|empleo|chamba)\b|\bje cherche (un |du )?(travail|emploi|boulot)\b/,
  // (Not someone else's years: "my wife of 8 years works as a legal assistant", "mi esposo de 10 años".)
  /(?<!\b(of|de|with|con|avec) )\b(\d+|one|two|three|four|five|un|una|dos|tres|deux|trois)\+? ?(yrs?|years?|anos?|ans?)\b.{0,30}\b(experience|exp|experiencia|as an?|como|comme|en tant que)\b/,
  /\b(experience|experiencia)\b.{0,12}\b\d+\+? ?(yrs?|years?|anos?|ans?)\b/,
  // Time in a support job of a firm's: "tengo 2 años de asistente legal", "j'ai 4 ans comme adjointe juridique" (0095).
  // (The visitor's own time, said first or after "i have", "tengo", "j'ai": not "my husband of 10 years is a paralegal".)
  /(^\W*|\b(i|ive|i've|i have|have|had|did|worked|tengo|llevo|tuve|trabaje|j'ai|j ai|ai|fait|with|con|avec)\s+)(\d+|one|two|three|four|five|un|una|dos|tres|deux|trois)\+? ?(yrs?|years?|anos?|ans?|months?|meses|mois)\s+(as|de|como|comme|en tant que|in|en|working as|trabajando como)\s+(\S+\s+){0,3}(paralegals?|parajuristes?|legal (assistant|secretary)|asistentes?|secretari[ao]s?|secretaires?|recepcionistas?|receptionists?|adjointe?s?|assistante?s?|intake|case manager|gestor\w*|coordinador\w*|coordinat\w+|legal admin\w*)\b/,
  /\b(no|some|little|without|sin|poca|sans|peu d') ?(legal |law |prior |juridique |legale? )?(experience|experiencia)\b/,
  // Speaking a language, not "¿con quién hablo?" (who do I talk to).
  /\b(i'm fluent|im fluent|i am fluent|fluent in)\b|\b(i speak|hablo|je parle|parlo) (\w+ ){0,2}(english|spanish|french|creole|portuguese|ingles|espanol|frances|criollo|portugues|anglais|espagnol|francais|creole|portugais|two|both|dos|deux|languages?|idiomas?|langues?)\b/,
  // Openings asked for: "y a des postes d'assistante juridique ?", "¿hay vacantes de asistente legal?".
  /\b(y a(-t-il)?|il y a|avez-vous|vous avez) (des |un |une )?(postes?|offres d'emploi|emplois?)\b|\b(hay|habra) (algun |alguna |unos? |unas? )?(puestos?|vacantes?|plazas?|trabajos?|empleos?)\b/,
  /\b(anything|something|a job|a role|a position|openings?) (for me|that (suits?|fits?) me|for someone like me)\b|\bthat (suit|suits|fit|fits) me\b|\b(algo|algun puesto|trabajo) para mi\b|\bquelque chose pour moi\b|\b(un poste|un emploi) pour moi\b/,
];

/** Relations that are an organisation's, not a family's: "my colleague", "for my boss", "mi jefa", "mon associé", "mon avocate". */
const COLLEAGUES =
  /\b(my|mi|mis|mon|ma|mes) (colleagues?|co-?workers?|team|teammates?|partners|associates?|colegas?|collegues?|associe\w*|equipe|attorney|lawyer|abogad[oa]|licenciad[oa]|avocate?)\b|\b(for|para|pour) (my|mi|mon|ma) (boss|supervisor|manager|jef[ea]|patron(ne)?)\b/g;

/** A form of U.S. immigration named by its number: I-589, I-130, I-485. */
const FORM_NUMBER = /\bi-?\d{2,4}[a-z]?\b/g;

/** The visitor, or someone close, in their words: "I", "my", "help me" (not an organisation's "my colleague"). */
export function speaksOfAPerson(text: string, lang: Lang, singular = false): boolean {
  // (An immigration form's number is no "I": "su paralegal nos puede preparar el I-589?".)
  const t = fold(text).replace(COLLEAGUES, " ").replace(FORM_NUMBER, " ");
  // Spanish "mi" is "my"; French "mi" is the "mi-" of "mi-temps".
  // Pronouns, and the first person Spanish and French verbs carry ("tengo", "necesito", "on va", "nous").
  const self =
    lang === "es"
      ? /\b(i|my|myself|we|our|us|yo|mi|mis|me|nos|nosotros|nuestr[oa]s?|conmigo|tengo|tuve|necesito|quiero|debo|puedo|estoy|soy|llevo|vamos|\w+rme|\w{4,}[ae]me|\w+(rnos|ndonos))\b/
      : lang === "fr"
        ? /\b(i|my|myself|me|we|our|us|ours|je|j|moi|mon|ma|mes|m|on|nous|notre|nos)\b/
        : // (French "on" is "we"; English "on" is "so on", "on the door".)
          /\b(i|my|myself|me|we|our|us|ours|je|j|moi|mon|ma|mes|m|nous|notre|nos)\b/;
  // Only the visitor themselves ("I", "my", "tengo"), not a "we" that may be a firm's.
  const one =
    lang === "es"
      ? /\b(i|my|myself|yo|mi|mis|me|conmigo|tengo|tuve|necesito|quiero|debo|puedo|estoy|soy|llevo|\w+rme|\w{4,}[ae]me)\b/
      : /\b(i|my|myself|me|je|j|moi|mon|ma|mes|m)\b/;
  return (singular ? one : self).test(t) || /\bhelp me\b|\bayudarme\b|\bm'aider\b/.test(t);
}

/** "I'm a paralegal" is a firm's paralegal, unless the message is a job seeker's (years, languages, "hiring?"). */
const MY_ROLE = /\b(i am|i'm|im) (an? )?paralegal\b/g;

/** A firm the visitor worked for or is leaving ("my old firm", "leaving my firm", "mi antiguo bufete"): not theirs to hire for. */
const FORMER_FIRM =
  /\b(my|mi|mon|ma) (old|former|last|previous|ex|antiguo|antigua|anterior|ancien|ancienne) (law )?(firm|bufete|despacho|firma|cabinet)\b|\b(leave|leaving|left|quit|quitting|fired from|dejar|deje|renunciar a|quitter|quitte) (my|mi|mon) (law )?(firm|bufete|despacho|cabinet)\b/g;

/**
 * Office staff speaking for the attorney they work for: "the attorney needs someone to call…", "el abogado necesita un
 * resumen…", "mon avocate voudrait une adjointe…". Not a client of that lawyer, whose words come back to themselves:
 * "my lawyer needs my records", "mi abogado quiere que le mande mis papeles". A partner is the firm's only as "our" or
 * "the" partner: "mon associé veut vendre l'entreprise" is a business partner.
 */
const FOR_THE_ATTORNEY =
  /\b(the|my|our|la|el|mi|nuestr[oa]|mon|ma|notre) (boss |jefe |jefa |patron |patronne )?(attorney|lawyer|abogad[oa]|licenciad[oa]|avocate?|(?<=\b(?:our|nuestr[oa]|notre|the) )(?:partner|associee?))( \([^)]*\))? (needs|wants|would like|is looking for|needs us to|necesita|quiere|busca|voudrait|veut|cherche|a besoin)\b(.*)$/;
const FIRST_PERSON = /\b(me|my|mine|i|myself|mi|mis|yo|moi|mon|ma|mes|je|j)\b/;

/** "The attorney I work for asked me how much…", "mi abogada me pidió averiguar…": an errand, with nothing of their own. */
const ERRAND =
  /\b(attorney|lawyer|abogad[oa]|avocate?)( i work for| para (el|la) que trabajo| pour qui je travaille)? (asked me|wants me|me pidio|me pide|m'a demande|me demande)\b(.*)$/;
const POSSESSIVE = /\b(my|mine|mi|mis|mon|ma|mes)\b/;

function speaksForTheirAttorney(t: string): boolean {
  const said = FOR_THE_ATTORNEY.exec(t);
  const errand = ERRAND.exec(t);
  return (!!said && !FIRST_PERSON.test(said[6])) || (!!errand && !POSSESSIVE.test(errand[5]));
}

/** The visitor asking to apply for a job themselves: "can i apply to…", "puedo aplicar al…", "je voudrais postuler". */
const APPLYING =
  /\b((can|could|may|should|how (do|can|should)) i|i (want|wanna|would like|'d like|d like|am going) to|i wanna|i'?m going to) apply\b(?! (the|a|that|this|it|multilingual|bilingual|rate|tier)\b)|\b(puedo|quiero|quisiera|me gustaria|como) (aplicar|postular|postularme|mandar mi (cv|curriculum))\b|\b(je peux|je veux|je voudrais|j'aimerais|comment) (postuler|candidater|envoyer mon cv)\b/;

export function buyerSignals(text: string): boolean {
  const t = brandAsYou(fold(text)).replace(FORMER_FIRM, " ");
  // ("Trabajo en un despacho en venezuela, puedo aplicar al de paralegal…?": one who works at a firm, applying.)
  if (APPLYING.test(t) && !describesClientMatter(text)) return false;
  const seeking = seekerSignals(text);
  // ("Im a paralegal and my company is firing me illegally": the visitor's own trouble, not a firm's paralegal.)
  const said = seeking || tellsOfTrouble(text) ? t.replace(MY_ROLE, " ") : t;
  // A firm describing its client's matter (decision 0038) or asking a question of law about its client (0103), unless
  // the words are a job seeker's.
  return (
    firmContext(said) ||
    BUYER.some((re) => re.test(t)) ||
    speaksForTheirAttorney(t) ||
    (!seeking && (describesClientMatter(text) || clientsLegalQuestion(text)))
  );
}

/** A profession said: "I'm a paralegal", "soy paralegal", "je suis parajuriste". */
const PROFESSION =
  /\b(i am|i'm|im|soy|je suis) (an? |une? )?(experienced |certified |bilingual |former )?(paralegal|legal assistant|legal secretary|case manager|receptionist|parajuriste|asistente legal|secretaria)\b/g;

/** One's own pay named beside a trouble told ("me van a embargar el sueldo"): the matter, not a job's pay. */
const OWN_PAY = /\b(salary|wages?|paycheck|pay|sueldo|salario|paga|nomina|salaire|paie|paye)\b/g;

export function seekerSignals(text: string): boolean {
  // ("Im a paralegal and my company is firing me illegally": a profession beside a trouble told is no job search.)
  const t = tellsOfTrouble(text) ? fold(text).replace(PROFESSION, " ").replace(OWN_PAY, " ") : fold(text);
  return isSeeker(t) || SEEKER.some((re) => re.test(t));
}

/**
 * The visitor describes a matter of their own: their own trouble in the words of `asker.ts`
 * ("I was fired", "my landlord…", not an organisation's "my colleague"), or speaks of themselves
 * beside a legal trouble (a trouble word or a practice area).
 */
export function describesOwnMatter(text: string, lang: Lang, legalTrouble: boolean): boolean {
  let said = fold(text).replace(COLLEAGUES, " ");
  if (lang !== "es") said = said.replace(/\bmi\b/g, " ");
  return speaksOfOwnTrouble(said) || (legalTrouble && speaksOfAPerson(text, lang, true));
}
