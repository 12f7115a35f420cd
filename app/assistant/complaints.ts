import { fold } from "~/text/normalise";
import { claimsDiscount } from "./claimed-price";
import type { PartReading } from "./types";

/**
 * A complaint about our service or our people, by its words: the visitor unhappy with us, a professional we placed
 * not there or at fault, money back claimed. Never a legal complaint to draft or file, nor the visitor's own matter.
 */
const PLACED_ROLE =
  "(paralegal|assistant|receptionist|case manager|coordinator|admin|secretary|intake( specialist)?|parajuriste|assistante?|secretaire|receptionniste|gestionnaire|asistente|recepcionista|secretari[oa]|gestor[a]?|coordinador[a]?)";
const OUR_FAULT = [
  // What one of ours told a firm's caller or client: "your intake person told one of our callers they 'definitely have
  // a case'".
  /\b(your|ur|yr|the) ([\w-]+ )?(paralegal|assistant|staff|receptionist|case manager|coordinator|admin|secretary|intake|person|employee|worker|professional|specialist|lady|guy)s? (told|said to|promised|assured|advised|gave)\b.{0,60}\b(case|advice|win|won|guarantee\w*|lawsuit|owe|entitled|should|refund)\b/,
  // One of our own professionals unpaid by us: "i work for you guys as a case coordinator, my pay didn't come".
  /\b(i|i'm|im) (already |currently )?(work|working|placed) (for|with|through) (you|u|you guys|ustedes|vous)\b.{0,80}\b(pay|paycheck|salary|wages?|payment)\b.{0,20}\b(didn'?t|did not|hasn'?t|has not|never|not|late|missing)\b|\b(trabajo|trabaje) (para|con) ustedes\b.{0,80}\b(no me (han )?(pagado|pagaron|llego)|pago atrasado)\b|\b(je travaille|j'ai travaille) (pour|avec) vous\b.{0,80}\b(pas (ete )?payee?|paie (n'est pas|pas) (arrivee|tombee|versee))\b/,
  // A remote professional of ours not there, or a slip of theirs, as the firm calls them: "our receptionist didn't log
  // in today", "notre parajuriste a envoyé un dossier client à la mauvaise adresse".
  new RegExp(
    `\\b(our|my|nuestr[oa]|mi|notre|ma|mon) ${PLACED_ROLE}s? (didn'?t|did not|hasn'?t|has not|never|no|n'?(a|est) pas|ne s'est pas) (log(ged)? (in|on)|show(ed)? up|turn(ed)? up|clock(ed)? in|sign(ed)? in|se (conecto|presento)|connecte|present[ee]?)\\b|\\b(our|nuestr[oa]|notre) ${PLACED_ROLE}s? (sent|emailed|forwarded|a envoye|envoie|mando|envio|reenvio)\\b.{0,60}\\b(wrong|mauvaise?|equivocad[oa]|incorrect[oa]?|erronee?)\\b`,
  ),
  // The professional we placed, to be changed or not up to it: "la recepcionista que nos asignaron no habla bien
  // español, queremos cambiarla", "the assistant you sent us isn't working out, we want another one".
  /\b(you|u) (placed|assigned|sent|gave)( (us|me|to us))?\b.{0,80}\b(replace|change|swap|another one|someone else|somebody else|isn'?t working|not working out|doesn'?t speak|can'?t speak|not good enough|missed|forgot|lost|messed up|keeps)\b|\bque (nos|me) (asignaron|asignaste|mandaron|enviaron|dieron|pusieron)\b.{0,80}\b(cambiar\w*|reemplaz\w*|sustitu\w*|otra persona|otro|otra|no habla|no sabe|no funciona|perdio|olvido|no se presento|se equivoco|dejo pasar)\b|\bqu(e |')(vous nous avez|vous m'avez|on nous a|on m'a) (place|placee|assigne|assignee|envoye|envoyee)\b.{0,80}\b(changer|remplacer|quelqu'un d'autre|une autre|un autre|ne parle pas|ne convient pas|a rate|a manque|a oublie|a perdu|s'est trompee?|n'est pas venue?)\b/,
  /\b(your|ur|yr|the) (paralegal|assistant|staff|receptionist|case manager|coordinator|admin|secretary|intake|team|person|employee|worker|professional)s? (missed|lost|forgot|ignored|messed|made|was rude|is rude|never|keeps|didn't|did not|doesn't|does not|hasn't|has not)\b/,
  /\b(you|your|u|ur)\b.{0,60}\b(rude|hung up|hangs up|hanging up|ignored|ignores|ignoring|mistakes|errors|messed up|screwed up|lost (our|my|the|two|three|\w+ files?)|missed (our|my|the|a|two|\w+ )?\w* ?deadlines?|never (called|answered|responded|showed)|overcharged|double.charged)\b/,
  /\b(su|sus|vuestr[oa]|votre|vos) (asistente|paralegal|recepcionista|secretari[oa]|gestor[a]?|personal|equipo|empleado|empleada|assistante?|parajuriste|secretaire|receptionniste|gestionnaire|personnel|equipe|employee?)s? ((juridique|juridica|legal|judicial) )?(no |n'|ne )?(a |ha |han |ont )?(rate|perdu|oublie|ignore|perdio|olvido|ignoro|se equivoco|dejo|manque|fallo|raccroche|cuelga|nunca|jamais|repond|contesta|responde|rappelle|devuelve)\b/,
];

/** A complaint about our service (the hand-off to the team as a complaint, no canned answer). */
const COMPLAINT = [
  /\b(complain|complaint|complaints|unacceptable|terrible|awful|horrible|worst|disappointed|disappointing|unhappy|not happy|fed up|frustrated|ridiculous|poor service|bad service)\b/,
  // "We want a refund" (asking whether there is one is a question about the terms, not a complaint).
  /\b(want|demand|demanding|expect|deserve|need) (a |an |our |my )?(refund|money back|credit)\b|\brefund (us|me)\b|\b(refund|credit) us\b|\b(queremos|quiero|exigimos|exijo|pedimos) (un |una |el )?(reembolso|credito|nota de credito|devolucion)\b|\b(voulons|veux|exigeons|exige|demandons|reclamons) (un |le |notre )?(avoir|remboursement)\b/,
  // "Nos devuelven la diferencia de lo que pagamos?", "vous nous remboursez la différence ?": money back claimed.
  /\b(nos )?(devuelven|devuelvan|devolveran|reembolsan|reembolsen|reembolsaran) (la diferencia|el dinero|lo que pagamos|lo pagado)\b|\b(vous )?(nous )?(remboursez|rembourser|rembourserez) (la difference|ce que nous avons paye|notre argent)\b/,
  // Refusing to pay for what was missed: "we're not paying for the days she missed", "no vamos a pagar esos días".
  /\b(not|never|won't|wont|aren't|arent|refuse to) (be )?(pay|paying) for (the |those |these |her |his |their )?(days?|hours?|time|weeks?|shifts?)\b|\bno (vamos a|pensamos|queremos) pagar (los |esos |estos |las |esas )?(dias|horas|semanas)\b|\b(on ne|nous ne) (va|paiera|paierons|payerons|payons) pas (les |ces )?(jours|heures|semaines)\b/,
  /\b(no ?one|nobody) (has )?(called|answered|responded|replied|got back|contacted|emailed|reached out|followed up)\b|\bnadie (me |nos )?(ha |han )?(respondio|contesto|llamo|escribio|respondido|contestado|llamado|escrito)\b|\bpersonne ne (m'a|nous a|m a|nous) (repondu|rappele|rappelee|contacte|contactee|ecrit|appele|appelee)\b/,
  /\b(queja|quejas|reclamo|reclamaci[oó]n|p[eé]simo|terrible|decepcionad[oa]|inaceptable|inadmisible|mal servicio|no estamos content[oa]s|harto|hartos)\b/,
  /\b(plainte|r[eé]clamation|inacceptable|inadmissible|d[eé][cç]u|d[eé][cç]us|d[eé]plorable|nul|pas contente?s?|pas satisfaite?s?|m[eé]contente?s?|insatisfaite?s?|mauvais service|en a marre|ras le bol)\b/,
  // Lexi's own answers found no help: "vos réponses m'aident pas", "your answers aren't helping", "no me sirven".
  /\b(your|ur|these|the|vos|tes|ces|sus|tus|estas) (answers?|responses?|replies|reponses|respuestas)\b.{0,12}\b(don'?t|do not|doesn'?t|aren'?t|are not|not|n'|ne|no)\b.{0,12}\b(help\w*|useful|m'aident|aident|sirven|ayudan|utiles?)\b|\b(vos|tes|ces) reponses (ne )?(m'|m |me |nous )?(aident|servent) (pas|a rien|plus)\b/,
  ...OUR_FAULT,
];

/** A complaint that is a court document or a report to the police ("draft the complaint", "porter plainte"), not one about us. */
const LEGAL_COMPLAINT =
  /\b(draft|drafting|drafted|file|filing|filed|prepare|preparing|write|writing|amend|amended|answer|serve|served|respond to) (a |an |the |my |our |their |his |her )?([\w-]+ )?complaints?\b|\b(criminal|civil|eeoc|small claims|police) complaints?\b|\b(porter|deposer|deposé|depose) (une )?plainte\b|\b(complaints?|charges?) (with|to|before|at) (the )?(eeoc|agency|board|department|commission|state|court|attorney general)\b|\b(queja|quejas|denuncia|reclamo|reclamacion) (ante|con|en) (la |el )?(eeoc|agencia|departamento|comision|junta|tribunal|corte|juzgado|fiscal\w*|policia|procuradur\w*)\b|\b(preparar|presentar|redactar|radicar|interponer) (la |una |su )?(queja|denuncia)\b|\bplaintes? (aupres|devant|a la|au|a l'|de la|eeoc)\b/g;

/** Unhappiness supposed, not felt: "a full refund if I'm not satisfied", "si no quedamos contentos", "si je ne suis pas satisfait". */
const SUPPOSED =
  /\b(if|in case|should|si|au cas ou)\b[^.?!,;]{0,30}\b(not happy|unhappy|not satisfied|dissatisfied|disappointed|pas satisfaite?s?|pas contente?s?|insatisfaite?s?|dec[ue]s?|no (estoy|estamos|quedo|quedamos|queda|quedan) (satisfech|content|conforme)\w*|insatisfech\w*)\b|\b(if|in case|y si|si|et si|au cas ou)\b[^.?!;]{0,40}\b(devuelven|devuelvan|devolveran|reembolsan|reembolsaran|refund|money back|remboursez|rembourserez|rembourser)\b[^.!;]*\?/g;

/** Laughter beside a mild word: "mdr c'était nul" of a joke, "lol that was terrible", a verdict on it, no complaint. */
const LAUGHED_OFF =
  /\b(mdr|ptdr|lol|lmao|haha\w*|jaja\w*|jeje\w*)\b.{0,20}\b(nul|nulle|terrible|awful|horrible|worst|pesimo|malisimo)\b|\b(nul|nulle|terrible|awful|horrible|worst|pesimo|malisimo)\b.{0,20}\b(mdr|ptdr|lol|lmao|haha\w*|jaja\w*|jeje\w*)\b/g;

export function isComplaint(text: string): boolean {
  const t = fold(text).replace(LEGAL_COMPLAINT, " ").replace(SUPPOSED, " ").replace(LAUGHED_OFF, " ");
  return COMPLAINT.some((re) => re.test(t) && (!OUR_FAULT.includes(re) || !claimsDiscount(text)));
}

/** A complaint that names our staff's or our service's fault: never the visitor's own legal matter. */
export function complainsOfUs(text: string): boolean {
  // (Not a discount claimed from a salesperson: "your sales guy told me we get 40% off, so a … case coordinator is…".)
  if (claimsDiscount(text)) return false;
  const t = fold(text).replace(LEGAL_COMPLAINT, " ");
  return OUR_FAULT.some((re) => re.test(t));
}

const SELF = /\b(i|i'm|im|me|my|mine|yo|mi|mis|je|j'ai|moi|mon|ma|mes)\b/;

/**
 * "Complaint. your intake person told one of our callers they 'definitely have a case'. thats legal advice": beside a
 * complaint of us, words of the law are the complaint's, not a matter of the visitor's, unless they speak of
 * themselves.
 */
export function lawBesideComplaint(parts: Pick<PartReading, "raw" | "safety" | "maybeLegal">[], text: string): void {
  if (!complainsOfUs(text)) return;
  for (const p of parts) if (!SELF.test(fold(p.raw))) [p.safety, p.maybeLegal] = [undefined, false];
}
