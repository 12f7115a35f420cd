import { fold } from "~/text/normalise";
import { speaksOfOwnTrouble } from "./asker";

/**
 * A firm describing its client's matter (decision 0038): the matter is someone else's — a client,
 * a party the firm acts for ("the claimant", "un assureur", "la aseguradora") — and the visitor
 * speaks of the firm's work on it (discovery, motions, chronologies, "mises en demeure", "declaraciones
 * juradas"), of the firm acting for that party ("on fait de la subrogation pour un assureur", "we're
 * defending a hospital"), or of a volume of matters ("300 dossiers ouverts", "40 IEP disputes pending").
 * Read as a buyer, never as the visitor's own matter — unless the visitor speaks of their own trouble
 * ("my landlord", "I was arrested", "mi esposo", "mon patron"), which always wins.
 */

/** Someone whose matter a firm handles: a client, a party, an organisation it acts for. */
const PARTY = [
  // "Tenant client has black mold", "our PI client", "un cliente de divorcio": a client named by the kind of matter.
  /\b(tenant|landlord|pi|injury|divorce|custody|bankruptcy|bk|immigration|asylum|criminal|dui|probate|estate|tax|employment|comp|foreclosure|eviction) clients?\b/,
  /\b(the|a|an|our|my|this|that|one|new|each|every)? ?(clients?|claimants?|plaintiffs?|defendants?|respondents?|petitioners?|decedents?|insureds?)\b/,
  /\b(for|representing|defending|on behalf of) (an?|the|our|several|two|three|\d+) ([\w-]+ ){0,2}(insurers?|carriers?|hospitals?|lenders?|banks?|employers?|contractors?|developers?|companies|company|landlords?|tenants?|workers|employees|families|school districts?|districts?|agency|agencies)\b/,
  /\b(el|la|los|las|un|una|nuestr[oa]s?|mi|mis|este|esta|cada) (client[ae]s?|demandantes?|demandad[oa]s?|asegurad[oa]s?)\b/,
  /\b(para|representamos a|defendemos a) (un|una|la|el|los|las|varios|varias|\d+) ([\w-]+ ){0,2}(aseguradoras?|hospital(es)?|empresas?|constructoras?|bancos?|trabajadores|empleados|familias|inquilinos|distritos?)\b/,
  /\b(le|la|les|un|une|notre|nos|mon|ma|mes|ce|cette|chaque) (clients?|clientes?|demandeurs?|demanderesses?|defendeurs?|defenderesses?|assure(e)?s?)\b/,
  /\b(pour|representons|defendons) (un|une|le|la|les|des|plusieurs|\d+) ([\w-]+ ){0,2}(assureurs?|hopitaux|hopital|banques?|entreprises?|societes?|compagnies?|employeurs?|promoteurs?|locataires|salaries|familles)\b/,
];

/** A firm's work on a matter: what a law office produces or handles, not what a person with a problem asks for. */
const WORK = [
  /\b(discovery|motions?|pleadings?|interrogatories|subpoenas?|depositions?|depos?|exhibits?|docket(ing)?|chronolog(y|ies)|briefs?|affidavits?|declarations|demand letters?|demand packages?|bodycam|body-cam|lab results|medical records|records requests?|case files?|evidence of use|hearing binders?|trial binders?)\b/,
  /\b(descubrimiento|mociones?|escritos?|declaraciones juradas|declaraciones|citatorios?|expedientes?|cronologias?|pruebas|historiales? medicos|cartas de reclamacion|documentos del proyecto|ordenes de cambio)\b/,
  /\b(mises? en demeure|requetes?|conclusions|pieces|dossiers?|chronologies?|assignations?|declarations sous serment|inventaire des biens|dossiers medicaux|constats?)\b/,
];

/** A volume of matters, said without a verb: "300 dossiers ouverts", "unos 50 casos", "dozens of claims". */
const VOLUME =
  /\b(\d{2,}|dozens of|hundreds of|une? (dizaine|vingtaine|trentaine|cinquantaine|centaine)|decenas de|cientos de|des dizaines de|des centaines de) (de |d')?([\w-]+ ){0,2}(cases|matters|files|claims|disputes|dossiers|affaires|litiges|sinistres|casos|expedientes|asuntos|reclamaciones|demandas)\b/;

/** The visitor naming themselves as the party ("I'm the defendant", "soy el demandado"): their own matter. */
const SELF_PARTY =
  /\b(i am|i'm|im|i was|as the|soy|fui|je suis|j'etais) (the |a |an |el |la |un |une |le )?(clients?|claimants?|plaintiffs?|defendants?|respondents?|petitioners?|insured|demandantes?|demandad[oa]s?|asegurad[oa]s?|demandeur|demanderesse|defendeur|defenderesse|assure(e)?)\b/;

/** "Nuestro cliente tiene un reclamo", "la réclamation de notre client": the client's claim, not a complaint to us. */
const CLAIM = /\b(reclamos?|reclamaciones|reclamacion|reclamations?)\b/g;

/** A client or a party the firm acts for is named (not the visitor naming themselves as one). */
export function namesClient(text: string): boolean {
  const t = fold(text);
  return PARTY.some((re) => re.test(t)) && !SELF_PARTY.test(t) && !speaksOfOwnTrouble(t);
}

export function withoutClientsClaim(text: string): string {
  const t = fold(text);
  return PARTY.some((re) => re.test(t)) && !SELF_PARTY.test(t) ? t.replace(CLAIM, " ") : t;
}

export function describesClientMatter(text: string): boolean {
  const t = fold(text);
  if (speaksOfOwnTrouble(t) || SELF_PARTY.test(t)) return false;
  const party = PARTY.some((re) => re.test(t));
  const work = WORK.some((re) => re.test(t));
  return (party && work) || VOLUME.test(t);
}

/** Our people asked to stand where an attorney stands: sign as a representative, appear, represent, argue. */
const STANDS_FOR_THEM =
  /\b(can|could|would|will) (they|he|she) (sign|file|submit|appear|represent|argue)\b.{0,40}\b(for us|on our behalf|for (our|the|my) clients?|in court|eeoc|irs|uscis|agency|judge)\b|\b(your|ur|the|one of your|one of ur) (remote )?(one|person|people|paralegals?|staff|staffers?|team|case managers?|coordinators?|assistants?|admins?|specialists?|receptionists?|secretar(y|ies)|professionals?|workers?|guy|girl|someone|va)\b.{0,40}\b(sign (a |the |an )?(\d+|poa|power of attorney|forms?|filings?|pleadings?|motions?|briefs?|as|for (our|the|my) clients?|on behalf of (our|the|my) clients?)|sign and file|appear|represent|argue|testify|stand in|go to (court|the hearing)|cover (the |a )?(hearing|court|calendar call)|deal (directly )?with (the )?(irs|judge|court|opposing counsel))\b|\b(su|sus) (paralegal(es)?|asistentes?|personal|gente|equipo|gestor(es)?)\b.{0,40}\b(firmar (como|por|en nombre del cliente)|firmar y presentar|firmar (escritos|demandas|mociones|documentos)|presentar escritos|comparecer|representar|ir a (la )?corte|litigar)\b|\b(votre|vos) (parajuristes?|personnel|assistante?s?|equipe|gestionnaires?)\b.{0,40}\b(signer (comme|pour (le|notre) client|au nom (du|de notre) client)|signer et deposer|signer (des )?(actes|conclusions|requetes)|deposer (des )?(actes|conclusions)|comparaitre|representer|plaider|aller au tribunal)\b/;
/** The firm's client, or theirs, to speak with us directly: "the daughter might call your office directly". */
const CLIENT_CALLS_US =
  /\b(clients?|daughter|son|heirs?|family|wife|husband|mother|father|widow|executor|client[ae]?s?|hija|hijo|familia|herederos?|viuda|heritiers?|famille|fille|fils|veuve)\b.{0,40}\b(call|talk|speak|contact|reach|email|phone|ring|text|message|write|parler|appeler|contacter|joindre|ecrire|telephoner|hablar|llamar|comunicarse|contactar|escribir)\w*\b.{0,30}\b(you|u|your office|ur office|directly|vous|directement|ustedes|directamente|con ustedes)\b/;

/** From a firm: our people asked to sign, appear or represent for its client. */
export const standsForTheirClient = (raw: string) => STANDS_FOR_THEM.test(fold(raw));
/** From a firm: its client (or the client's family) to deal with us directly. */
export const clientCallsUs = (raw: string) => CLIENT_CALLS_US.test(fold(raw));

/** Said for a firm: "for us", "our attorney", "the attorney is stuck" (beside our people asked to stand in). */
export const forAFirm = (raw: string) =>
  /\b(for us|our (attorneys?|lawyers?|clients?|firm|associates?)|the (attorney|lawyer) (is|was|can'?t|cannot))\b/.test(
    fold(raw),
  );

/**
 * From a firm (decision 0087): the client told what its options are ("can your bilingual paralegal explain to our client
 * what her options are", "explicarle al cliente sus opciones"): legal advice, its attorneys'.
 */
const CLIENT_ADVISED =
  /\b(would|will|do|can|could|should) (you|u|y'?all|your \w+) (advise|recommend|suggest|tell) (our|my|the|this) client (to|whether|if)\b|\b(le )?(aconsejarian|aconsejaria|recomendarian|recomendaria|recomiendan|aconsejan) (a )?(nuestro|mi|el|la|nuestra) client[ea]\b|\b(conseilleriez|recommanderiez|conseillez|recommandez)(-vous)? (a )?(notre|mon|le|la) client(e)?\b|\b(explain|walk (him|her|them) through|tell|advise|counsel)\b.{0,40}\b(options|rights|choices|what (to do|she should do|he should do|they should do))\b|\b(explicar\w*|asesorar\w*|orientar\w*|aconsejar\w*)\b.{0,40}\b(opciones|derechos|que (hacer|le conviene|debe hacer))\b|\b(expliquer|conseiller|orienter)\b.{0,40}\b(options|droits|choix|que faire|ce qu'(il|elle) doit faire)\b/;
/** From a firm: a legal judgement asked of us, its client told its options, an outcome or a question of law. */
export const judgementAsked = (raw: string, clientNamed = false) =>
  CLIENT_ADVISED.test(fold(raw)) || OUTCOME_ASKED.test(fold(raw)) || clientsLegalQuestion(raw, clientNamed);

/**
 * From a firm (decision 0100): a yes-or-no question of law about its client, put to us without naming our people
 * ("our client wants to move out of state w/ the kids, does she need dads consent?", "is our clients non compete
 * enforceable in california?", "tenant client has black mold, can she withhold rent??", "nuestro cliente tiene orden de
 * deportación, ¿todavía puede pedir asilo?", "notre client… il doit arrêter d'utiliser le nom ?").
 */
const CLIENT = /\b(client|clients|client's|clients'|cliente|clientes|clienta)\b/;
/** What another party to the client's matter must or may do: "is the district required to hold…", "does the landlord have to". */
const THIRD_PARTY_DUTY =
  /\b(is|are) (the|a|his|her|their) ([\w-]+ ){0,3}(required|obligated|allowed|permitted|entitled|liable|supposed) to\b|\b(does|do|can|could|must) (the|a|his|her|their) ([\w-]+ ){0,2}(landlord|employer|district|school|insurer|insurance company|carrier|court|judge|agency|city|county|state|bank|lender|hospital|police|prosecutor|company|board|hoa|seller|buyer|contractor|ex|spouse|husband|wife|father|mother|dad|mom) (have to|need to|legally|lawfully|get to|still)\b|\b(esta|estan) (el|la|los|las) ([\w-]+ ){0,2}obligad[oa]s? a\b|\b(est|sont) (le|la|les) ([\w-]+ ){0,2}(oblige|obligee|obliges|tenue?s?) (de|a)\b/;
const LAW_QUESTION = new RegExp(
  [
    // (Not "they": in a firm's question to us, that is our people, "can they call our clients".)
    /\b(does|do|did|would|will) (she|he|the client|our client|my client|it) (need|have to|qualify|pass|owe|lose|win|violate|breach|count)\b/,
    /\b(can|could|may|must|should) (she|he|the client|our client|my client) (still )?\w+/,
    /\bis (it|that|this|our|the|his|her|their|my) (\w+ ){0,4}(enforceable|legal|illegal|valid|lawful|binding|allowed|void|discrimination|retaliation|defamation|fraud)\b(?! (admins?|assistants?|secretar\w*|staff|support|team|department|dept|process|services?))/,
    /\bwhat do (i|we) tell (her|him|them|the client)\b/,
    THIRD_PARTY_DUTY,
    /\b(eso|esto) es (represalia|discriminacion|acoso|fraude|difamacion|legal|ilegal)\b|\b(c'est|est-ce) (de la |du |une )?(represailles|discrimination|harcelement|fraude|diffamation|legal|illegal)\b/,
    /\b(todavia|aun|aún) puede\b|\b(puede|debe|tiene que) (pedir|solicitar|demandar|negarse|pagar|firmar|mudarse|irse|quedarse|reclamar)\b|\bes (legal|valido|valida|exigible)\b/,
    /\b(doit|peut|devrait)(-| )(il|elle|ils|elles)\b|\b(il|elle) (doit|peut|devrait) (arreter|payer|signer|refuser|demander|quitter|continuer)\b|\best-ce (legal|valable)\b/,
  ]
    .map((re) => re.source)
    .join("|"),
);
/** Our people or our work named: the firm asks what we do, not a question of law ("can your people do the math"). */
export const ASKS_OF_US = /\b(you|your|ur|u|ustedes|su personal|sus paralegales|vous|vos|votre)\b/;

/** `clientNamed`: the client was named in another sentence of the message ("tenant client, no heat. can she…?"). */
export function clientsLegalQuestion(raw: string, clientNamed = false): boolean {
  const t = fold(raw);
  const asked = raw.includes("?") || /\b(need|quick) answer\b/.test(t);
  // (Named in another sentence, the client is "she" or "he" in this one: "tenant client, no heat. can she…?")
  // (Or another party's duty to the client: "our student client… is the district required to hold a hearing first?")
  const aboutClient =
    CLIENT.test(t) || (clientNamed && (/\b(she|he|her|him|ella|el|elle|il)\b/.test(t) || THIRD_PARTY_DUTY.test(t)));
  return asked && aboutClient && LAW_QUESTION.test(t) && !ASKS_OF_US.test(t);
}

/**
 * From a firm (decision 0094): the outcome or the lawfulness of its matter asked of us ("whats the odds the insurer pays
 * policy limits", "can your person tell him if he should take the plea", "tell us if thats legal in texas", "¿le puede
 * explicar si puede divorciarse…?", "lui dire s'il doit payer"): a legal judgement, its attorneys'.
 */
/** "Just promise me (in writing) your paralegal will win my client's case": an outcome promised, which no one can. */
const OUTCOME_PROMISED =
  /\b(promise|guarantee|swear|in writing|par ecrit|por escrito|promets|promettez|promete|prometeme|prometan|garantiz\w*|garanti\w*)\b.{0,50}\b(win|wins|winning|won|prevail|gagner|gagnera|gagne|ganar|ganara|gane|ganemos)\b/;
/** Our stated success rate asked to be a promise: "vous pouvez me garantir un taux de réussite de 100% ?". */
const SUCCESS_PROMISED =
  /\b(promise|guarantee|garantiz\w*|garanti\w*|promet\w*)\b.{0,50}\b(success rate|succes|reussite|exito|\d+ ?% (success|win|de reussite|de exito))\b|\b(\d+ ?% (de )?(success|exito|reussite)|success rate|tasa de exito|taux de reussite)\b.{0,40}\b(guarantee\w*|garantiz\w*|garanti\w*|promet\w*)\b.{0,20}\b(results?|resultados?|resultats?|outcomes?|win\w*|ganar|gagner)\b/;
export const successPromised = (raw: string) => SUCCESS_PROMISED.test(fold(raw));
export const outcomePromised = (raw: string) => OUTCOME_PROMISED.test(fold(raw)) || successPromised(raw);
const OUTCOME_ASKED = new RegExp(
  [
    /\b(odds|chances?|likelihood|probability|how likely|likely to (win|settle|succeed|pay|be approved|get approved))\b/,
    // "Whats a fair demand amount for something like that?", "¿cuánto deberíamos pedir?": the figure to claim.
    /\b(fair|reasonable|good|right|realistic) (demand|settlement|offer|amount|number|figure)( amount)?\b|\b(how much|what) (should|would|could) (we|i|they|the client|our client) (demand|ask for|seek|settle for)\b|\b(monto|cantidad|cifra) (justa|justo|razonable)\b|\bcuanto (deberiamos|deberia|podriamos) (pedir|reclamar|exigir)\b|\bmontant (juste|raisonnable|realiste)\b|\bcombien (devrions|devrait|pourrions)(-nous|-il|-elle)? (demander|reclamer|exiger)\b/,
    // "What do soft tissue cases like this usually settle for?", "¿por cuánto se suelen arreglar?": a case's value.
    /\b(usually|typically|normally|generally|often|would|could|will|should|do|does) (settle|resolve) for\b|\bsettlement (value|range)\b|\b(se suelen|suelen) (arreglar|resolver|transar)\b|\b(se reglent|se regle|se resolvent) (generalement |en general )?pour combien\b/,
    /\bworth (it|pursuing|fighting|suing|taking|filing|appealing)\b|\b(what'?s|what is|how much is) (a|the|this|our|her|his|their) (claim|case|lawsuit|suit)( like (that|this|ours))? worth\b|\bwhat would (you|u|your \w+) (argue|say|file|ask for|move for)\b.{0,40}\b(hearing|motion|court|trial|judge|deposition)\b|\b(lequel|laquelle) (vous )?(conseillez|recommandez|conseilleriez|recommanderiez)\b|\bcual (nos |me )?(recomiendan|aconsejan|recomendarian|aconsejarian)\b|\bcuanto vale (el|este|su|nuestro) (caso|reclamo)\b|\bcombien vaut (le|ce|notre|son) (dossier|litige)\b|\b(will|would|could) (it|they|we|he|she|the \w+) (win|prevail|settle|succeed|get approved|be approved|get denied|be denied|hold up)\b/,
    /\bshould (he|she|they|we|i|the client|our client|my client|it) (take|accept|sign|settle|plead|pay|file|sue|fight|appeal|agree|reject)\b/,
    /\b(tell|say|advise|explain|let (us|me|him|her|them) know)\b.{0,30}\b(if|whether) (it|that|thats|this|he|she|they|we|the client|our client)\b.{0,25}\b(legal|illegal|allowed|lawful|permitted|can|may|has to|have to|must|should|needs? to|owes?|liable)\b/,
    // "Savoir si le bail a été résilié valablement": whether an act was valid, a legal judgement.
    /\b(valablement|validement|legalement|validly|lawfully|legally|validamente|legalmente) (resilie|resiliee|termine|terminee|rompu|rompue|terminated|rescinded|ended|cancell?ed|fired|dismissed|rescindido|terminado|despedid[oa]|licencie|licenciee)\b|\b(resilie|resiliee|terminated|rescinded|cancell?ed|fired|dismissed|rescindido|terminado|despedid[oa]|licencie|licenciee) (valablement|validly|lawfully|legally|validamente|legalmente)\b/,
    // "There's a 4 month gap in her treatment. does that kill our case?": the case's fate asked.
    /\b(kill|kills|hurt|hurts|sink|sinks|ruin|ruins|tank|tanks|destroy|weaken|weakens|damage|damages|doom)s? (our|my|the|her|his|their|this) (case|claim|lawsuit|suit|defense|appeal)\b|\b(arruina|mata|hunde|perjudica|debilita) (nuestro|el|su|mi) (caso|reclamo)\b|\b(tue|ruine|coule|affaiblit|compromet) (notre|le|son|mon) (dossier|affaire|recours)\b/,
    // "Is he eligible to adjust despite the overstay? quick yes or no": whether the client qualifies.
    /\b(is|are|was|would|will) (he|she|they|the client|our client|my client|him|her) (still |even |actually )?(be )?(eligible|qualified|entitled|deportable|removable|admissible|liable|at fault|guilty|covered|protected)\b(?! (for|to) (the|this|that|a|an|your|our) (job|role|position|opening|rate|tier|discount|multilingual))|\b(es|esta|seria) (elegible|calificad[oa]|responsable|culpable)\b|\b(est|serait)(-| )(il|elle)? ?(eligible|admissible|responsable|coupable)\b/,
    OUTCOME_PROMISED,
    // "4 attempts = lemon under song-beverly right? yes or no": a legal conclusion to confirm.
    /^(?=.*(\b(yes or no|yes\/no|si o no|oui ou non)\b|\b(right|correct|verdad|cierto|n'est-ce pas)\s*\?))(?=.*\b(under|statute|lemon|enforceable|eligible|liable|qualif\w*|ley|loi|segun|selon)\b)/,
    // "Should she go revocable or irrevocable… what would your team recommend": the client's choice, advised.
    /\bshould (he|she|they|we|the client|our client|my client) (go|choose|pick|opt for|use|file under|file for)\b.{0,40}\bor\b|\bwhat would (you|u|your (team|people|paralegals?|staff|person)) (recommend|suggest|advise)\b/,
    // "y tu crees q la jueza le va a dar la custodia principal a la mama?": the judge's ruling foretold.
    /\b(el|la) (juez|jueza|corte|tribunal) (le |les |lo |la )?(va|van) a (dar|conceder|otorgar|negar|aprobar|quitar)\b|\b(le|la) (juge|tribunal) (va|vont) (lui |leur )?(donner|accorder|refuser|retirer)\b/,
    // "would a judge likely grant the relocation? gut feeling": a court's ruling foretold.
    /\b(would|will|could|is|does) (a|the) (judge|court|jury|arbitrator|magistrate|uscis|immigration officer) (be )?(likely |probably |really )?(to )?(grant|approve|deny|rule|side|award|accept|dismiss|buy|agree|allow|let)\b|\bgut (feeling|feel|instinct|check|call)\b/,
    // "Which state has jurisdiction here?", "¿qué ley aplica?": a question of law on the matter.
    /\b(which|what) (state|court|county|country|forum|law|statute) (has|have|gets|would have|applies|governs|controls)\b|\b(has|have) (jurisdiction|venue)\b|\b(que|cual) (estado|tribunal|corte|ley) (tiene|aplica|es competente)\b|\bquel (etat|tribunal|droit) (est competent|s'applique|a competence)\b/,
    // "Is the retaliation claim strong enough to take on contingency?", "il a raison de contester ?", "¿va a ganar?".
    /\b(claim|case|defen[cs]e|position|lawsuit|suit|appeal)( is| was)? (strong|weak|solid|winnable|viable|good) enough\b|\b(is|are|was) (the|our|her|his|their|this|that) ([\w-]+ ){0,2}(claim|case|defen[cs]e|lawsuit|appeal) (strong|weak|solid|winnable|viable)\b|\b(a|ont|avait) raison de (contester|refuser|se plaindre|faire appel|poursuivre|porter plainte)\b|\btienen? razon (en|de|al) (reclamar|pelear|apelar|demandar|impugnar|negarse)\b|\b(va|vont) (gagner|perdre) (son|sa|leur|le|la|notre) (proces|affaire|dossier|recours|appel)\b|\b(va|van) a (ganar|perder) (el|su|este|nuestro) (caso|juicio|pleito|reclamo|apelacion)\b|\b(califica|calificaria|cualifica) (para|a) (el |la |un |una )?(asilo|residencia|visa|ajuste|perdon|cancelacion|proteccion|beneficio|bancarrota|quiebra)\b|\b(qualify|qualifies|qualified) for (asylum|relief|protection|a waiver|cancellation|tps|daca|a green card|a visa|chapter \d+|bankruptcy|ssdi|disability)\b/,
    /\b(el|la|un|una) (juez|jueza|corte|tribunal) (lo |la |le )?(concederia|aprobaria|otorgaria|negaria|daria|fallaria|aceptaria)\b|\b(le|la|un|une) (juge|tribunal|cour) (l'|la |le )?(accorderait|accepterait|refuserait|donnerait|approuverait|autoriserait)\b/,
    /\b(probabilidad(es)?|posibilidades|chances?|vale la pena|le conviene|(deberia|debe) (aceptar|firmar|pagar|demandar|apelar|declararse))\b/,
    // "¿Según ustedes tiene buen caso? ¿Cuánto podría ganar?", "tell us whether to file an I-290B or just refile".
    /\b(tiene|tenemos|hay) (un )?buen caso\b|\bcuanto (podria|puede|va a|podriamos|podra) (ganar|sacar|cobrar|recibir|obtener)\b|\bhow much (could|would|will|can|might) (he|she|they|we|the client|our client) (win|get|recover|be awarded)\b|\b(a|has|have) (a )?(good|strong|solid|winnable) (case|position|claim|defense)\b|\bcombien (il|elle|ils|elles|on|notre client) (pourrait|pourraient|peut|va) (gagner|obtenir|toucher)\b|\b(un )?bon dossier\b/,
    /\b(tell|advise|let) (us|me) (know )?(whether|if) (we|they|he|she|the client|our client) should\b|\b(tell|advise) (us|me) whether to\b.{0,60}\bor\b|\b(decir\w*|indicar\w*)(nos|me) si (debemos|conviene|presentar)\b/,
    /\b(decir\w*|explicar\w*|aconsejar\w*|indicar\w*)\b.{0,30}\bsi (es (legal|ilegal)|puede|debe|tiene que|le conviene)\b/,
    /\bsi (es (legal|ilegal)|puede|debe|tiene que|le conviene)\b.{0,80}\b(decir\w*|explicar\w*|aconsejar\w*|indicar\w*)\b/,
    /\b(chances?|probabilites?|vaut la peine|(doit|devrait)(-| )?(il|elle)? (payer|accepter|signer|plaider|faire appel))\b/,
    /\b(dire|expliquer|conseiller|indiquer)\b.{0,30}\b(s'il|s il|si elle|si c'est|si c est|si (le|notre) client)\b/,
  ]
    .map((re) => re.source)
    .join("|"),
);

/** From a firm: the legal deadline of its matter asked of us ("whats the filing deadline, 180 or 300 days?"). */
const DEADLINE_WORD =
  /\b(deadline|time limit|statute of limitations|limitations period|filing period|plazo|plazos|termino|prescripcion|delai|delais|prescription)\b/;
const WHICH_ONE =
  /\b(what|whats|which|how (many|long)|is it|cual|cuantos|cuanto tiempo|es de|quel|quelle|combien|c'est)\b|\b\d+ (or|o|ou) \d+\b/;
export const legalDeadlineAsked = (raw: string) => DEADLINE_WORD.test(fold(raw)) && WHICH_ONE.test(fold(raw));

/**
 * A claim or dispute of the firm's client, read as a complaint to us ("Notre client, un transporteur, conteste une
 * réclamation de fret"): the client's matter is the work asked for. Not the firm as our client ("we're a current
 * client"), nor one of the people we placed with it ("our legal admin sent one client's invoice to another").
 */
const CLIENTS_CLAIM =
  /\b(claims?|reclamations?|reclamos?|reclamaciones|reclamacion|disputes?|disputed|litiges?|contestee?s?|conteste|contesta|charges?|cargos?|grievances?|complaints?|quejas?|plaintes?|denuncias?|lawsuits?|demandas?|sinistres?)\b/;
const US_AS_CLIENT =
  /\b(we'?re|we are|somos|nous sommes) (a |an |un |une )?(current |existing )?(clients?|clientes?)\b/;
const OUR_PLACED =
  /\b(our|notre|nuestr[oa]) (placed |remote )?(paralegals?|receptionists?|legal admins?|admins?|assistants?|case managers?|coordinators?|intake|secretar(y|ies)|staff|person|asistentes?|recepcionistas?|parajuristes?|assistantes?|secretaires?|gestionnaires?|coordinat\w+)\b/;
export const clientsClaim = (raw: string) =>
  namesClient(raw) && CLIENTS_CLAIM.test(fold(raw)) && !US_AS_CLIENT.test(fold(raw)) && !OUR_PLACED.test(fold(raw));
