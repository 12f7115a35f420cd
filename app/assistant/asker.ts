import { fold } from "~/text/normalise";
import { brandAsYou } from "./brand";
import { claimsDiscount } from "./claimed-price";

/**
 * Who is asking, and what kind of asking it is: the second look at a message after the classifier. The intent classifier
 * reads words, not the speaker, so "how much is a case manager" (a firm pricing a role) and "what does the case manager
 * job pay" (a job seeker) look alike to it, and "we're a family-law firm, need help with custody filings" looks like a
 * custody fight. These cues are about the speaker and the act (buying, applying, complaining, asking for a promise), not
 * about topics, so they hold across phrasings; the topic stays the classifier's.
 */
export type Asker = "firm" | "seeker";

/** A job seeker: applying, openings, pay or salary, a resume, themselves as a candidate. */
const SEEKER = [
  // (Not the practice area: "employment law", "an employment case".)
  /\b(jobs?|job openings?|openings?|vacanc(y|ies)|positions?|careers?|hiring|recruiting|internships?)\b|\bemployment\b(?! (and labou?r |& labou?r )?(law|lawyers?|attorneys?|cases?|claims?|litigation|practice|matters?|disputes?|issues?|page|pages|section)\b)/,
  // (Not a code applied: "apply it to a full time intake specialist", "apply my coupon".)
  /\b(apply(?! (it|this|that|them|(the|a|my|our|this) (code|coupon|discount|promo\w*))\b)|applying|applied|application|applicant|resume|resumes|cv|cover letter|hear back|get hired|be hired|recruiter)\b/,
  /\b(work|working)( \w+){0,2} (for|at|with) (you|u|you guys|your (company|team))\b|\bjoin (your|the) team\b/,
  // "Quiero ser gestora de casos con ustedes", "I want to work with you", "si une firme me recrute", "if a firm books me".
  /\b(i want|i'd like|i would like) to (work|join|apply|be)\b|\b(quiero|quisiera|me gustaria) (ser|trabajar|unirme|postular|aplicar)\b|\bje (veux|voudrais|souhaite|souhaiterais) (travailler|postuler|rejoindre|devenir)\b|\b(hires?|places?|picks?) me\b|\bbooks? me\b(?!( in)? ((for|on|in|at) )?(a |an |the )?(call|consult\w*|meeting|appointment|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|next|this|\d))|\bme (contrata|contratan|recrute|recrutent|embauche|embauchent)\b/,
  /\b(i am|i'm|im) (an? )?(experienced |certified |bilingual |trained |former |junior |senior )?(paralegal|legal assistant|legal secretary|case manager|receptionist|law graduate|law student|student)\b(?! (at|for|in) (a|our|my) (firm|practice))/,
  /\b(empleo|empleos|trabajo|vacantes?|postular(me)?|postulo|postule|postulacion|candidatura|mi solicitud|curriculum|salario|sueldo|contratan|reclutan)\b/,
  /\b(emploi|emplois|offres? d'emploi|postes? (ouverts?|vacants?|disponibles?|a pourvoir)|postuler|candidature|salaire|recrutez|embauchez)\b/,
  /\b(vous avez|avez-vous|y a-t-il|il y a) (des|un) postes?\b|\bje cherche (un |du )?(emploi|travail|poste|boulot)\b|\b(travailler|bosser) (pour|chez) vous\b/,
  /\b(got|get|getting) (hired|the job)\b|\bif i (got|get|am|were) (hired|selected|accepted)\b/,
  // "Do u hire co-case coordinators?": whom we take on, a job seeker's question.
  /\b(do|does|are|r) (you|u|y'?all|you guys|u guys|ya) (hire|hiring|employ|recruit)\b/,
  // "Can i pick mornings only?", "puedo elegir el horario", "je peux choisir mes horaires": one's own hours, a seeker's.
  /\b(can|could|may) i (pick|choose|work|do|set|keep)( only)? (my (own )?)?(mornings?|afternoons?|evenings?|hours|schedule|shifts?|days|nights?)\b|\bpuedo (elegir|escoger|trabajar) (solo )?(mi |el )?(horario|mananas|tardes|turno)\b|\bje (peux|pourrais) (choisir|travailler) (mes |les )?(horaires|matins|le matin|apres-midi)\b/,
];

/** A job seeker asking what a job pays (not what a role costs a firm). */
const PAY = [
  /\b(salary|salaries|wages?|earn|earnings|compensation|paycheck|paid|takes? home)\b/,
  /\bwhat (does|do|would|will) (the |a |an |your |this |that )?[\w /-]{0,40}\bpay\b/,
  /\b(job|position|opening|role)('s)? pays?\b|\bpay (range|rate for the job)\b/,
  // "The lowest monthly pay for your bilingual intake people": pay as a noun, said with what kind.
  /\b(lowest|highest|starting|monthly|base|minimum|average|typical|hourly) (monthly |hourly )?pay\b/,
  /\bhow much (does|do|would|will|can) (the |a |an |your |i |you )?[\w /-]{0,40}\b(make|earn|get paid|be paid)\b/,
  /\bwhat (would|will|do|does|could|can|did) (i|you|they|he|she|a|an|the|your)\b[\w /-]{0,30}\b(make|earn|get paid|be paid|take home)\b/,
  /\b(salario|sueldo|paga|pagan|cu[aá]nto gana|remuneraci[oó]n)\b/,
  /\b(salaire|remuneration|combien gagne|paye|paie|paient)\b|\b(etre|serai|serais|suis|sera|serait|sont|seront) payee?s?\b/,
  // "How much do you pay your paralegals?", "combien vous payez vos assistants ?": what the staff are paid.
  /\b(do|does|would|will) (you|u|they) pay (your|the|their|them|him|her|staff|people)\b|\bpayez (vos|les|votre|vos|un|une|le|la|combien)\b|\bpayez-vous\b/,
  // "Is that the pay?", "their pay": the pay as a noun is always the professional's.
  /\b(the|their|her|his|staff|worker'?s?|employee'?s?) (actual |real )?pay\b/,
  // "So why different pay?", "why do they pay differently": pay compared, the staff's.
  /\b(different|differ\w*|same|more|less|higher|lower) pay\b|\bpay (differs|differently|is different)\b/,
  /\bme (pagar\w*|pagan)\b|\b(ganaria|ganare|cobraria|cobrare)\b/,
  /\b(lo que|eso|cuanto) (gana|ganan|cobra|cobran|recibe|reciben)\b|\b(gana|ganan|recibe|reciben) (ella|el|ellos|ellas|la persona|el profesional|la profesional)\b/,
  /\b(ce qu'(il|elle|ils|elles)|combien (il|elle|ils|elles)) (gagne|gagnent|touche|touchent|recoit|recoivent)\b/,
  // "Il gagne combien, lui ?", "¿ella gana cuánto?": the verb before the question word.
  /\b(il|elle|ils|elles|lui) (gagne|gagnent|touche|touchent|est paye|sont payes) combien\b|\b(gana|ganan|cobra|cobran) cu[aá]nto\b/,
  // "Full time i'd make like 1920 a month right?", "what would i take home": the visitor's own earnings.
  /\b(i'?d|i would|i will|i'?ll|would i|will i|could i) (make|earn|take home|get paid|be paid|be making|be earning)\b|\bje (gagnerais|toucherais|gagnerai|toucherai)\b/,
  /\b(is that|that's|thats|is this|is it) what (i|id|i'd|i would|i will|i'll|they|he|she|the \w+|your \w+) (would |will |actually |really )?(make|makes|earn|earns|get|gets|takes? home|be paid|get paid|is paid|are paid)\b/,
  /\bwhat (i|id|i'd) (make|earn|get paid|take home)\b/,
  // "Do i make $14/hr as the paralegal?": a figure asked as the visitor's own pay.
  /\b(do|would|will|does) (i|they|he|she|the \w+|my \w+|our \w+|your \w+) (actually |really )?(make|earn|take home|get|receive|get paid)\b.{0,12}(\$\s?\d|\d+\s?(\$|dollars|usd|an hour|\/h)|the (whole )?\$?\d+\b(?! (hours?|hrs?|people|paralegals|of them))|all (of )?(the |that )?\$?\d)/,
  // "If i join you full time i make $2,240 a month right?", "si entro al puesto gano 15 la hora?": one's own pay.
  /\bi (make|earn|get|take home|receive)( like| about| around)? \$ ?\d/,
  /\b(gano|gane|recibo|cobro|ganaria|cobraria|recibiria) (\$ ?)?\d/,
  // "Wait so is that 1200 going to me??": the firm's figure asked as the professional's pay.
  /\b(is|does|will) (that|it|this|the) (\$?\d[\d,]* )?(go|going|goes) to (me|them|him|her|the \w+|my \w+)\b|\b(eso|esa plata|ese dinero) (me llega|va para mi|es para mi)\b|\b(ca|cela|c'est) (va|revient) (a moi|pour moi|dans ma poche)\b/,
  /\b(me paierait|me paieriez|je serais paye|serais-je paye|toucherais|toucherai|gagnerais|gagnerai)\b/,
  /\b(do|does) (they|the \w+|your \w+|\w+s) (actually |really )?(make|earn|get paid|take home)\b/,
  // "What does the paralegal actually get out of my 14": what reaches the professional of the rate.
  /\b(do|does|would|will) (they|he|she|the \w+|your \w+) (actually |really )?get (out of|from)\b/,
];

/** A buyer pricing a role: "how much is a…", "what does a … cost", "rate", "per hour", "run us". */
const BUYER_PRICE =
  /\b(cost|costs|costing|price|prices|priced|pricing|rate|rates|fee|fees|quote|quotes|proposal|budget|ballpark|per hour|hourly|run us|set us back|cuesta|cuestan|costo|precio|precios|tarifa|tarifas|presupuesto|cotizaci[oó]n|coute|coutent|cout|prix|tarif|tarifs|devis)\b|\b(how|hw|hwo) (much|mch|muc)\b(?! (time|experience|exp|notice|training|longer|work|of (the|my|your|a) (time|day|week|month)|do (you|they|u|i|we) (pay|make|earn|get)|does (it|the \w+|a \w+) pay|will i|would i|do i))|\bwhat (would|will|do|does|should) (i|we) (pay|be paying)\b|\b(a|the|law|your) firms? (would |will |is |are )?(pay|pays|paying|be paying)\b|\bhow much\s*[?!.]*$|\b(you|they|do|does|would|will) charge\b|\bcharges? per\b|\bcu[aá]nto (es|cuesta|cuestan|costar[ií]a|costar[ií]an|cobran|sale|saldr[ií]a|ser[ií]a|por|para|al|un|una|uno|el|la|x|me|nos)\b|\bcombien\b(?! de langues)|\bcu[aá]nto\s*[?!.]*$|\b(real|actual|final|total|exact|monthly|full[- ]?time|part[- ]?time|bottom[- ]?line|ballpark|all[- ]in) (number|figure|amount)\b|\bwhat('?s| is| would be| will be| does it come to)( the)? (monthly|weekly|total|damage|bill|grand total)\b/;

/** Taking on staff: "need a receptionist", "necesito una recepcionista", "nous cherchons un parajuriste" (with a role named). */
const HIRING =
  /\b(need|needs|needed|hire|hiring|looking for|want|add|adding|get us|staff|necesito|necesitamos|necesitan|busco|buscamos|queremos|contratar|besoin|cherche|cherchons|embaucher|recruter|voudrais|voudrions)\b/;

/** A firm's business with us, not a legal matter: discounts, billing, payment, contracts, trials. */
const BUSINESS =
  /\b(discounts?|invoices?|invoicing|billing cycle|pay (upfront|up front|in advance|annually|monthly|yearly)|prepay\w*|payment terms|contract (length|terms)|cancel\w*|free trial|trial (period|week)|descuentos?|facturas?|facturacion|pagamos|pagar (por )?adelantado|por adelantado|contrato|prueba gratis|remises?|rabais|factures?|facturation|payons|payer d'avance|d'avance|essai gratuit|periode d'essai)\b/;

/** A fault of our staff or service named as such ("your paralegal missed…", "vuestro equipo nunca…"). */

/** Asking whether we do some work: "can you…", "is that something your paralegals do", "¿pueden…?", "vous faites ça ?". */
const CAPABILITY = new RegExp(
  [
    "\\b(can|could|would|will|do|does) (you|u|ya|your (team|people|staff|paralegals?|\\w+s))( guys| all)? (\\w+ ){0,2}",
    "(help|support|assist|do|handle|take|prepare|draft|summari[sz]e|organi[sz]e|manage|cover|provide|offer|pull|put|build|review|work)\\b",
    "|\\bsomething (you|your \\w+) (do|handle|offer)\\b",
    "|\\b(pueden|podrian|puede|podria)( ustedes)? (nos |me )?(ayudar|apoyar|hacer|encargar\\w*|preparar|redactar|resumir|organizar|manejar|llevar|revisar)",
    "|\\b(hacen|ofrecen|manejan|se encargan de)\\b",
    "|\\b(pouvez|pourriez)(-| )vous (nous )?(aider|faire|preparer|rediger|resumer|organiser|gerer|prendre|soutenir|accompagner|charger|occuper|assurer|fournir)",
    "|\\bvous (pouvez|pourriez|pourrez) (nous )?(aider|faire|preparer|rediger|resumer|organiser|gerer|prendre|soutenir|accompagner|assurer|fournir|suivre)\\b",
    "|\\b(pueden|podrian|podran) (con eso|con esto|cubrir|cumplir|atender|suplir|dar abasto)\\b",
    "|\\bvous (faites|proposez|prenez en charge|vous occupez|vous chargez)\\b|\\bs'en charger\\b",
    // "Is that in your wheelhouse?", "¿está a su alcance?", "c'est dans vos cordes ?": an idiom for the same question.
    "|\\b(in|within) (your|ur) (wheelhouse|scope|area|lane)\\b|\\b(a|al) (su|tu) alcance\\b|\\bdans (vos|tes) cordes\\b|\\ba votre portee\\b",
  ].join(""),
);

export function asksCapability(text: string): boolean {
  return CAPABILITY.test(fold(text));
}

/** "¿Se puede?", "is that doable?", "c'est possible ?": whether it can be done at all. */
const POSSIBLE =
  /\b(se puede|es posible|seria posible|c'est possible|ce serait possible|is (that|it|this) (possible|doable)|doable)\b/;
export const asksIfPossible = (text: string) => POSSIBLE.test(fold(text));

/** Asking us to promise something (a guarantee, a discount, a result): never promised. */
const PROMISE =
  /\b(guarantee|guaranteed|guarantees|promise|promised|swear|assure|ensure me|warranty|garantiz\w*|promet\w*|garanti\w*)\b/;

/** The visitor speaks of their own legal trouble ("my landlord", "I was arrested"). */
const OWN_TROUBLE = [
  // (Spanish "al mes", "por mes" is a month, not French "mes".)
  /\b(my|mi|mis|mon|ma|(?<!\b(?:al|el|por|un|cada|este|del|de|per|le|un) )mes) (?!\d)(?!(cv|resume|application|applications|experience|background|skills|qualifications|degree|interview|english|spanish|french|firm|firm's|firma|firmas|clients|client|client's|cliente|clienta|team|equipo|equipe|office|oficina|bureau|practice|company|own|staff|salary|pay|wage|salaire|salario|sueldo|paga|plate|desk|workload|caseload|calendar|inbox|budget|schedule|hands|attorney|lawyer|abogad[oa]|avocate?|licenciad[oa]|partners?|associates?|paralegal|paralegals|attorneys|lawyers|curriculum|solicitud|experiencia|candidature|cabinet|bufete|despacho|clientes|clients|number|numero|phone|telefono|telephone|cell|celular|portable|email|e-mail|mail|correo|courriel|name|nombre|nom|contact|contacto|coordonnees)\b)\w+/,
  /\b(i was|i got|i am being|i'm being|i've been|i have been|i'm getting|i am getting|we were|we got|we are being|we're being|we've been|we have been|we're getting|we are getting) (arrested|sued|fired|charged|evicted|hurt|injured|divorced|served|detained|deported|accused|ticketed|pulled over|denied|laid off|let go|harassed|assaulted|scammed|in an? (car )?accident)\b/,
  /\bme (arrestaron|demandaron|despidieron|desalojan|detuvieron)\b|\bj'ai ete (arrete|licencie|poursuivi|expulse)\b/,
  /\b(fired|sued|suing|evicted|evicting|arrested|charged|hit|hurt|harassed|scammed|deported|detained|ticketed|firing|cheated) me\b/,
  /\b(can|should|could|do) i (sue|file|press charges|get custody|get a divorce|appeal|fight)\b|\bdo i have a case\b|\bpuedo demandar\b|\bje peux (porter plainte|poursuivre)\b/,
  // "Sign an arbitration agreement or get fired, should i sign?", "ils ne remboursent pas", "no me quieren devolver".
  // A trouble coming: "they're going to garnish my wages", "me van a embargar el sueldo", "ils vont saisir mon salaire".
  /\b(going to|gonna|about to|trying to|threatening to|threatens to|want to|wants to) (sue|evict|fire|deport|arrest|garnish|repossess|foreclose on|kick out) (me|us|my)\b|\bgarnish(ing)? (my|our)\b|\b(my|our) (wages?|pay|paycheck|salary|account) (is|are|will be|got|gets|get|being|is being|are being) garnished\b|\bme (van|va|quieren|quiere|estan|esta) (a )?(embargar|desalojar|demandar|despedir|correr|deportar|echar|quitar)\b|\bme (embargan|embargaron|quitaron)\b|\bembarg(ar|an|aron|o) (el|mi|la) (sueldo|salario|cuenta|casa|carro|coche)\b|\b(vont|va|veulent|veut) me (poursuivre|expulser|licencier|virer|saisir)\b|\bsaisie (sur|de) (mon |ma )?(salaire|paie|compte)\b|\b(vont|va) saisir (mon|ma)\b/,
  /\b(or|and) (get|be) (fired|let go|evicted|sued)\b|\b(should|do) i (have to )?sign(?! up)\b|\b(debo|tengo que) firmar\b|\b(dois-je|je dois|faut-il) signer\b|\b(won't|wont|will not|refuse to|refuses to|refused to) (give me (my|a|the) )?(refund|pay me|give (me )?(my|the) (money|deposit) back)\b|\b(ils|elle|il) (ne )?(me )?(remboursent|rembourse) pas\b|\brefuse(nt)? de (me )?rembourser\b|\bno me (quieren |quiere )?(devolver|reembolsar|pagar)\b/,
];

/**
 * A figure quoted back and asked about from the other side: a firm's rate read as a wage ("it says $14
 * an hour, is that what I'd earn?") or a posting's pay read as the price ("the job shows $900-1,300 a
 * month, so that's what we'd pay?"). A figure, a word of the firm's price and a word of a job's pay.
 */
const FIGURE = /\$\s?\d|\d\s?\$|\b\d+(?:[.,]\d+)?\s?(usd|dollars?|dolares)\b|\b\d{2,5}\s?(-|to|a|y|et)\s?\$?\d{2,5}\b/;
const FIRM_PAYS =
  /\b(we|we'd|us|nous|nosotros|nos)\b[^.?!]{0,25}\b(pay|cost|costs|payer\w*|paierions|couter\w*|coute\w*|pagar\w*|costar\w*|costaria)\b|\b(pagariamos|pagamos|pagaremos|paierions|paierons|payerions|payerons|payons)\b|\b(qu'on|on) (paierait|paiera|payerait|payera|paye)\b/;
const HOURLY_FIGURE =
  /\d\s?(usd|dollars?|dolares|\$)?\s?(an|a|per|la|por|de l'|par)\s?(hour|hr|hora|heure)\b|\/\s?h(ou)?r?\b/;
const POSTED = /\b(posting|posted|listed|careers?|job|jobs|opening|vacante|anuncio|affiche\w*|annonce|offre)\b/;

/** What we charge a firm, in words that cannot be a job seeker's ("what you charge us", "lo que nos cobran"). */
const CHARGE =
  /\b(you|they|u) (charge|bill)\b|\bcharges? (us|firms|clients)\b|\b(nos )?cobran\b|\b(vous )?factur(ez|er)\b|\bce que vous (nous )?(facturez|demandez)\b/;

/** A figure of money or a rate is quoted ("$14", "12 dólares la hora", "900-1300"). */
export function quotesFigure(text: string): boolean {
  const t = fold(text);
  return FIGURE.test(t) || HOURLY_FIGURE.test(t);
}

/** "Why is my pay lower", "¿por qué gano menos?", "pourquoi je touche moins ?": the split asked from the pay's side. */
const PAID_LESS =
  /\bwhy (is|would|does) my (pay|salary|wage|paycheck) (be )?(so )?(lower|less|smaller)\b|\b(i'?m|i am|im|i'?d be|i would be) (only )?(getting|making|earning) (like |about |just |only )?(half|a (third|fraction)|less)\b|\b(yo )?(recibo|gano|cobro) (como )?(la mitad|menos)\b|\bje (touche|gagne|recois) (genre |a peu pres )?(la moitie|moins)\b|\bwhy do i (get|make|earn) (so )?(much )?less\b|\bpor que (gano|me pagan|cobro|recibo) (tanto )?menos\b|\bpourquoi (je gagne|je touche|mon salaire est) (beaucoup )?moins\b/;

/** The firm's side said by one buyer: "what does it cost me", "what i pay", "¿cuánto me cuesta?", "ce que je paie". */
const I_PAY =
  /\b(costs? me|cost me|what (do |would |will )?i(?:'d)? (pay|be paying)|i would pay|i'd pay|me (cuesta|costaria|costara|sale)|lo que (yo )?pago|cuanto pago|(me coute|me couterait|ce que je paie|je paierais|combien je paie))\b/;

export function comparesRateAndPay(text: string): boolean {
  const t = fold(text);
  // "What do you pay your receptionists vs what you charge us?", "what does it cost me vs what does she earn": both
  // sides asked, no figure needed.
  if (asksPay(t) && (CHARGE.test(t) || FIRM_PAYS.test(t) || I_PAY.test(t))) return true;
  if (!FIGURE.test(t) && !HOURLY_FIGURE.test(t)) return false;
  const seekerSide = asksPay(t) || POSTED.test(t) || PAID_LESS.test(t) || (isSeeker(t) && !hiresStaff(t));
  const firmSide = asksPrice(t) || FIRM_PAYS.test(t) || HOURLY_FIGURE.test(t);
  return seekerSide && firmSide;
}

/** Asking how the rate is split ("what cut do you keep", "qué parte le llega", "quelle part va au…"), not what a job pays. */
const MARGIN =
  /\b(cut|share|markup|margin|split|percentage|percent|keep|pocket|profit|rest|of (the|that|what|your|my|our) (hourly )?(rate|\$?\d+|we pay)|comision|margen|porcentaje|parte|quedan|reparte|resto|le llega|marge|pourcentage|commission|part(?![\s-]time)|gardez|repartit|reste|revient|difference|diferencia|(where|what) does (the|that|it|the other|the rest) \w* ?go|a donde va|donde va|(elle|ca|il) va ou|ou va)\b/;

/** An employer's costs asked about beside our rate: "payroll taxes on top of the rate", "cargas sociales aparte", "charges sociales en plus". */
const EMPLOYER_COSTS =
  /\b(payroll|benefits|employer taxes|health cover\w*|cargas sociales|prestaciones|nomina|seguro social|charges sociales|cotisations|avantages sociaux|mutuelle)\b/;
const BESIDE_RATE =
  /\b(on top|besides|beyond|in addition|extra|separately|aside from|ademas|aparte|por separado|en plus|en sus|a part|outre)\b/;

export function asksEmployerCosts(text: string): boolean {
  const t = fold(text);
  return EMPLOYER_COSTS.test(t) && BESIDE_RATE.test(t);
}

/** Asking what share of the rate reaches the professional: "how much of my $14…", "¿qué parte de…?", "combien de ça…". */
const SHARE =
  /\b(how much|what part|what share|what percentage|what portion|what cut) of (that|it|this|my|our|the|your|those|each)\b|\bget (out of|from) (that|the|my|our|your) (\$?\d+|rate|hourly rate|fee)\b|\bcu[aá]nto de (eso|esos|lo que|los|mis|nuestros|esa|esta)\b|\bqu[eé] (parte|porcentaje) de\b|\bcombien (de ca|de cela|de ce que|sur (les|ces|mes|nos|vos))\b|\bquelle (part|partie) (de|des|du)\b/;

export function asksShareOfRate(text: string): boolean {
  return SHARE.test(fold(text));
}

export function asksMargin(text: string): boolean {
  return MARGIN.test(fold(text));
}

/** Everyday things far from law and from us: homework, a recipe, a restaurant, the weather, a game, politics. */
const OFF_TOPIC =
  /\b(homework|math|maths|algebra|essay|recipe|movie|cook|cooking|bake|baking|weather|tarea|tareas|deberes|matematicas|receta|pelicula|cocinar|cocinas|hornear|clima|devoirs|recette|cuisiner|cuisines|meteo|horoscope|horoscopo|lottery|loteria|loto|bitcoin|crypto|superbowl|world cup|mundial|coupe du monde|soccer|football|futbol|basketball|baseball|baloncesto|beisbol)\b|\bquel temps (fait|fera)\b/;
/** A place to eat asked for ("a good restaurant", "où manger"), not a restaurant that employs or wronged the visitor. */
const EATING_OUT =
  /\b(good|best|nice|recommend|where|any|bon|bonne|meilleur|ou|buen|buena|mejor|recomienda\w*|donde)\b.{0,25}\b(restaurants?|resto|restaurante|pizza|sushi|burger|food|eat|dinner|comida|comer|cenar|manger|bouffe|diner)\b/;
/** Someone a legal trouble is usually with (not a child whose homework it is): the trouble may be real. */
const ADVERSARY =
  /\b(landlord|landlady|owner|roommate|neighbou?r|ex|husband|wife|spouse|boyfriend|girlfriend|boss|employer|coworker|dealer|contractor|insurer|police|casero|casera|arrendador|dueno|vecino|esposo|esposa|marido|novio|novia|jefe|patron|policia|proprio|proprietaire|voisin|mari|femme|employeur|assureur)\b/;

/** Politics, not "election law" (not "política", "politique": also a policy, "política de privacidad"). */
const POLITICS = /\b(election|elections|politics|political|elecciones|electoral)\b/;
const OF_LAW =
  /\b(law|legal|derecho|droit|firm|firms|practice|bufete|cabinet|abogad\w*|avocat\w*|attorney\w*|lawyer\w*)\b/;

export function speaksOfEverydayThings(text: string): boolean {
  const t = fold(text);
  if (POLITICS.test(t) && !OF_LAW.test(t)) return true;
  return ((OFF_TOPIC.test(t) || EATING_OUT.test(t)) && !ADVERSARY.test(t)) || PASTIME.test(t);
}

/** A poem, a song, a birthday, a tip at dinner: nobody's trouble, whoever they are for ("a poem for my wife"). */
const PASTIME =
  /\b(poem|poems|poetry|song|lyrics|haiku|limerick|birthday|anniversary|tip on|poema|poesia|cancion|cumpleanos|aniversario|propina|poeme|poesie|chanson|anniversaire|pourboire)\b/;

/** Asking us to name a lawyer ("recommend a good immigration lawyer", "¿me recomienda un abogado?"). */
const LAWYER_WANTED = new RegExp(
  [
    "\\b(recommend|refer me to|suggest)\\b.{0,30}\\b(lawyer|attorney|law firm)s?\\b|\\b(which|what|any|a good) (lawyer|attorney|law firm)s? (do|would|can|could) (you|u|y'?all) (recommend|suggest)\\b|\\b(que|cual|cuál) abogad[oa] (me )?(recomienda\\w*)\\b|\\b(quel|quelle) avocate? (me )?(recommand\\w*|conseill\\w*)\\b|\\brecomi?end\\w*\\b.{0,30}\\babogad[oa]s?\\b|\\brecommand\\w*\\b.{0,30}\\bavocat(e|s)?\\b",
    // "ok do u know a good employment lawyer in columbus", "¿conoce un buen abogado?", "vous connaissez un bon avocat ?"
    "\\b(know|knows) (of )?(a|any) (good |decent |cheap |reliable )?(\\w+ )?(lawyer|attorney)s?\\b|\\bconoc\\w* (a )?(un|una|algun|alguna) (buen[oa]? )?abogad[oa]\\b|\\bconnais\\w* (un|une) (bon |bonne )?avocate?\\b",
    // "where do i find a lawyer who speaks french", "ustedes tienen abogados que hablen español?", "ou je trouve un avocat"
    "\\b(where|how) (do|can|could|would|should) (i|we) (find|get|look for)\\b.{0,20}\\b(lawyer|attorney)s?\\b|\\b(do|does) (you|u|y'?all) (guys )?(have|got) (any )?(\\w+ )?(lawyers|attorneys)\\b",
    "\\b(donde|como) (encuentro|consigo|busco|puedo encontrar)\\b.{0,20}\\babogad[oa]s?\\b|\\b(tienen|hay|conocen)\\b.{0,15}\\babogad[oa]s\\b",
    // "any free immigration help in houston", "ayuda legal gratis", "aide juridique gratuite"
    "\\b(free|pro bono|low[- ]cost)( \\w+)?( (legal|law|immigration|tenant|housing|family|divorce|eviction|criminal))( \\w+)? (help|aid|advice|clinic|lawyers?|attorneys?)\\b|\\b(ayuda|asesoria|asistencia) (legal|juridica|de inmigracion)( \\w+)? (gratis|gratuita|sin costo)\\b|\\babogad[oa]s? (gratis|gratuitos?|de oficio)\\b|\\b(aide|assistance|conseil) (juridique|legale|judiciaire)( \\w+)? gratuite?\\b|\\bavocat(e|s)? gratuits?\\b",
    "\\b(ou|comment) (je )?(trouve|trouver|puis-je trouver)\\b.{0,20}\\bavocat(e|s)?\\b|\\b(avez-vous|vous avez|connaissez-vous)\\b.{0,15}\\bavocat(e)?s\\b",
  ].join("|"),
);

/** Asking to talk to someone of ours: "who do I talk to about…", "¿con quién puedo hablar?", "parler à quelqu'un". */
const OUR_PERSON =
  /\b(i|we) (need|want|would like|'d like|d like) (to (talk|speak) (to|with) )?(an? )?((actual|real|live) (human|person|human being)|human being|human)\b|\b(get|give) me (an? )?(actual |real |live )?(human|human being|real person)\b|\b(necesito|quiero) (a )?(una persona (real|de verdad)|un humano|un ser humano)\b|\bje (veux|voudrais) (un humain|une vraie personne|une personne reelle)\b|\b(talk|speak|chat) (to|with) (someone|somebody|a person|a human|a real person|an actual person|an actual human|a live person|a real human|anyone|a rep|your (team|sales|staff|people|office)|sales)\b|\b(talk|speak|chat|meet) (to|with) (the|your|ur) (owner|owners|founder|founders|ceo|president|director|manager|management|boss|head of \w+|partnerships? (team|person|manager))\b(?! of\b)|\b(the|your|ur) (owner|ceo|founder|director|manager|boss|supervisor|account manager) (to )?(call|email|contact|phone|ring)\b|\b(call|email|contact|phone) me (back )?(today|asap|now|tomorrow)\b|\bwho (do|should|can|would) (i|we) (talk|speak) (to|with)\b|\b(is there|have you got) (someone|somebody|a person|anyone) (i|we) (can|could) (talk|speak)\b|\b(con|a) quien (hablo|puedo hablar|podemos hablar|debo hablar|me dirijo|nos dirigimos)\b|\bhablar con (alguien|una persona|un humano|su equipo|ventas)\b|\b(is there|are there) (an? )?(actual|real|live)? ?(human|person|people)\b|\bhay (una persona|un humano|alguien) (real|de verdad)\b|\b(y a-t-il|il y a|est-ce) (une personne|un humain|quelqu'un) (reel(le)?|pour de vrai|de vrai)\b|\b(parler|discuter) (a|avec) (quelqu'un|une personne|un humain|votre equipe|un conseiller)\b|\ba qui (dois-je|je dois|puis-je|peut-on|on doit) (m'adresser|parler|nous adresser)\b|\b(parler|m'adresser|discuter) (a|avec) (un|une|le|la|votre) (responsable|directeur|directrice|gerant|gerante|superviseur|superviseure|manager|patron|patronne)\b|\bhablar con (un|una|el|la|su) (responsable|encargad[oa]|gerente|supervisor[a]?|jef[ea]|director[a]?|dueno|duena)\b/;

/** "Can someone text me", "que alguien me llame", "quelqu'un pour me rappeler": to be reached by one of ours. */
const REACH_ME =
  /\b(quiero|quisiera|necesito|prefiero) que me (llamen|llame|contacten|escriban)\b|\b(llamenme|contactenme|escribanme)\b|\bje (veux|voudrais|souhaite) (qu'on|que vous) (me rappeliez|m'appeliez|me rappelle|m'appelle|me contactiez|me contacte)\b|\b(someone|somebody|a person|a human|one of you|your team) (to )?(call|text|email|e-mail|phone|ring|contact|reach) me\b|\b(que )?alguien (me llame|me escriba|me contacte)\b|\bque me (llame|llamen|escriba|escriban|contacte|contacten) (alguien|ustedes|su equipo)\b|\b(quelqu'un|une personne) (pour )?(m'appeler|m'ecrire|me contacter|me rappeler)\b|\b(quelqu'un|une personne) (qui )?(m'appelle|m'ecrive|me contacte|me rappelle)\b|\b(can|could|would|will) (you|u|ya|y'all|your team|one of you) (please )?(call|ring|phone|text|email|e-mail) me( back)?\b|\b(me|nos) (pueden|puede|podrian|podria) (volver a )?(llamar|escribir|contactar|marcar)\b|\b(pueden|puede|podrian|podria) (volver a )?(llamarme|escribirme|contactarme|llamarnos|contactarnos)\b|\b(pouvez-vous|pourriez-vous|vous pouvez|vous pourriez|pouvez vous|pourriez vous) (me|nous) (rappeler|appeler|contacter|recontacter|ecrire)\b/;

/** The visitor asks to be called, texted or written to by one of ours. */
export const asksToBeReached = (text: string) => REACH_ME.test(fold(text));

/** A person of ours asked for; `roles` are the roles the part names (asking to be called about a team is a question of it). */
export function asksForOurPerson(text: string, roles = 0): boolean {
  const t = fold(text);
  return (OUR_PERSON.test(t) || (!roles && REACH_ME.test(t))) && !LAWYER_WANTED.test(t);
}

export function asksForLawyer(text: string): boolean {
  return LAWYER_WANTED.test(fold(text));
}

/**
 * The visitor's own job or workplace, spoken of as their situation ("quit my job", "my old employer",
 * "mientras estaba en el trabajo", "mon travail"): not a search for one of ours. A locked-out tenant "at
 * work" or a non-compete "at my old job" is not a job seeker.
 */
const OWN_WORK =
  /\b(my|mi|mon|ma|our|his|her|su) (old |former |last |new |current |previous |antiguo |nuevo |ancien |nouveau |actuel )?(job|employment|employer|trabajo|empleo|empleador|emploi|employeur|travail|boulot)\b|\b(at|en el|au) (work|trabajo|travail|boulot)\b|\b(quit|lost|left|fired from|let go from) (the |a )?job\b/g;

export function isSeeker(text: string): boolean {
  const t = brandAsYou(fold(text)).replace(OWN_WORK, " ");
  return SEEKER.some((re) => re.test(t));
}

/** Asks what a job pays (a job seeker), not what a role costs. */
/** The firm paying ("est-ce que je paie…", "on paie 14 $", "what would we pay then"), not a professional's pay. */
const FIRM_PAYING =
  /\b(je|j'|on|nous) (paie|paye|payons|paierai|paierais|paierions|payerai)\b|\b(would|will|do|should|could|must|did) (we|i) (pay|be paying)\b|\b(we|i)('d|'ll| would| will)? (pay|be paying)\b|\bse (paga|pagan|cobra|factura)\b|\b(pagamos|pagariamos|pagaria|pago) (con|por|en|mensual\w*|cada)\b/g;

export function asksPay(text: string): boolean {
  const t = fold(text).replace(FIRM_PAYING, " ");
  return PAY.some((re) => re.test(t));
}

export function asksPrice(text: string): boolean {
  return BUYER_PRICE.test(fold(text));
}

export function hiresStaff(text: string): boolean {
  return HIRING.test(fold(text));
}

export function asksBusiness(text: string): boolean {
  return BUSINESS.test(fold(text));
}

/**
 * Free time claimed or asked to be confirmed: "so the first 3 months are free, right?", "¿el primer mes es gratis?",
 * "les trois premiers mois sont offerts". (The consultation is free; "feel free", "free time" are no claim; nor is
 * free work beside the law or a trouble: "my first month of work is unpaid, free training, is that legal?".)
 */
const FREE =
  /\b(free|gratis|gratuit|gratuits|gratuite|gratuites|offert|offerts|offerte|offertes|sin costo|sin cargo|no charge|at no cost|complimentary)\b/;
const FREE_TIME =
  /\b(trial|months?|weeks?|days?|first|mes|meses|semanas?|dias|primer|primeros?|primeras?|prueba|mois|semaines?|jours?|premiers?|premieres?|essai)\b/;
const NOT_A_CLAIM = /\bconsult\w*|\bfeel free\b|\bfree time\b|\btiempo libre\b|\btemps libre\b|\b(sign ?up|register)\b/;

export function claimsFreeTime(text: string): boolean {
  const t = fold(text);
  if (claimsDiscount(t)) return true;
  return FREE.test(t) && FREE_TIME.test(t) && !NOT_A_CLAIM.test(t) && !namesTheLaw(text) && !tellsOfTrouble(text);
}

/** Praise of our people for a person of ours to hear: "our paralegal Maria has been incredible… pass that on". */
const PRAISE =
  /\b(incredible|amazing|fantastic|wonderful|excellent|outstanding|awesome|great job|great work|a lifesaver|so helpful|really helpful|superstar|the best|increible|excelente|maravillos[oa]|fantastic[oa]|estupend[oa]|buenisim[oa]|incroyable|formidable|exceptionnel\w*|remarquable|au top)\b/;
const FOR_SOMEONE_TO_HEAR =
  /\b(pass (that|this|it) (on|along)|let (her|him|them|your team) know|tell (her|his|their|your) (manager|supervisor|boss|team)|(her|his|their) (manager|supervisor|boss)|feedback|shout ?out|kudos|our (paralegal|receptionist|case manager|case coordinator|legal admin|intake \w+|secretary)|your (paralegal|receptionist|case manager|case coordinator|legal admin|intake \w+|secretary)|felicit\w*|hacerle saber|digan(le)?|su (jefe|jefa|supervisor|supervisora)|nuestr[oa] (paralegal|recepcionista|asistente|gestor\w*)|transmett\w*|dites-le|faites-lui savoir|son (responsable|superviseur)|notre (parajuriste|receptionniste|assistante?|gestionnaire))\b/;
const FAULT =
  /\b(rude|late|missed|mistakes?|wrong|bad|worst|terrible|awful|unacceptable|pero|mais|but|not (working|happy|good|great)|isn'?t (working|good|great))\b/;

export function praisesOurPeople(text: string): boolean {
  const t = fold(text);
  return PRAISE.test(t) && FOR_SOMEONE_TO_HEAR.test(t) && !FAULT.test(t);
}

/** A sentence of praise, or of the request to pass it on ("can u pass that on to her supervisor?"). */
export function partOfPraise(text: string): boolean {
  const t = fold(text);
  return PRAISE.test(t) || FOR_SOMEONE_TO_HEAR.test(t);
}

/** A competitor's price to be matched or beaten: "will u match?", "¿igualan ese precio?", "vous vous alignez ?". */
const MATCH_PRICE =
  /\b(price ?match|match (their|that|the|this|a|his|her) (price|rate|quote|offer)|(will|would|can|could) (u|you|ya|y'all) (match|beat)( (it|that|them|this|their|the))?|beat (their|that|the|this) (price|rate|quote)|igualar?(an|ian)? (el|su|ese|este) (precio|tarifa|presupuesto)|igualan|mejoran (ese|el|su) precio|vous (vous )?alignez|s'aligner sur|egaler (leur|ce|son) (prix|tarif))\b/;

export const asksToMatchPrice = (text: string) => MATCH_PRICE.test(fold(text));

/** The visitor says they are no law firm nor lawyer: "i run a landscaping company, not a law firm". */
const NO_LAW_FIRM =
  /\b(not a (law )?firm|not a lawyer|not an attorney|no (somos|soy) (un |una )?(bufete|despacho|abogad[oa])|(nous ne sommes|je ne suis) pas (un |une )?(cabinet|avocate?))\b/;
/** Legal work asked of us for the visitor: "can you write me a service contract", "rédiger notre contrat". */
const LEGAL_WORK_FOR_THEM =
  /\b(write|draft|prepare|review|redline|file)\w* (me|us|my|our)\b|\b(redactar|preparar|revisar|hacer)(me|nos)?\b.{0,30}\b(contratos?|acuerdos?|cartas?|demandas?)\b|\b(rediger|preparer|relire|faire)\b.{0,30}\b(contrats?|lettres?|accords?)\b/;

/** Someone who is no law firm asking us for legal work of their own. */
export function asksLegalWorkAsNoFirm(message: string, part: string): boolean {
  // (A company's own lawyers are our buyers too: "somos el depto legal de una cadena de clínicas, no un bufete".)
  const m = fold(message);
  return NO_LAW_FIRM.test(m) && !IN_HOUSE.test(m) && LEGAL_WORK_FOR_THEM.test(fold(part));
}
const IN_HOUSE =
  /\b(legal (department|dept|team)|in-?house|general counsel|counsel|depto\.? legal|departamento (legal|juridico)|asesor\w* (legal|juridic\w*)|service juridique|direction juridique|juristes?)\b/;

export function asksPromise(text: string): boolean {
  return PROMISE.test(fold(text)) || claimsFreeTime(text) || asksToMatchPrice(text);
}

export function speaksOfOwnTrouble(text: string): boolean {
  const t = fold(text);
  return OWN_TROUBLE.some((re) => re.test(t));
}

/** A trouble said in so many words ("I was fired", "they sued me", "do I have a case"), not just "my" something. */
export function tellsOfTrouble(text: string): boolean {
  const t = fold(text);
  return OWN_TROUBLE.slice(1).some((re) => re.test(t));
}

/**
 * The words of the law itself ("is it legal", "my rights", "a warrant", "the judge"), beside which a
 * question may be one of law even with no trouble named (decision 0043).
 */
const LAW_WORDS = new RegExp(
  `\\b(?:${[
    "legal|legally|illegal|lawful|unlawful|statute|limitations|court|courts|judge|rights|entitled|warrant|pregnant",
    "sue|plead|guilty|innocent|expunge|green card|visa|citizenship|asylum|testament|inherit|inheritance|prenup|valid",
    "binding|arraignment|child support|pro bono|for individuals|notice to (quit|vacate|pay)|represent (me|us|my)",
    "(my|mi|mon|ma) (case|caso|cas|dossier|affaire|situation|situacion)|tengo un caso|j'ai une affaire|lied|lying|seller",
    "accused|charges|suspended|suspendida|suspendu|stole|stolen|identity theft|robo de identidad|vol d'identite",
    "file my|presentar mi|deposer (mon|ma)|dispute|disputar|contester|in my name|a mi nombre|a mon nom",
    "ilegal|legalmente|corte|juez|jueza|derechos|demandar|embarazada|asilo|ciudadania|residencia|herencia|testamento",
    "valido|valida|manutencion|lectura de cargos|libertad condicional|representarme|representarnos|me representen",
    "para (personas|particulares)|acusaron|acusado|delito|atropello|atropellaron|desalojando|desalojan|dueno",
    "legale?s?|illegale?s?|tribunal|juge|droits|poursuivre|plainte|asile|citoyennete|heritage|valide|prescription",
    "comparution|peines?|alcool au volant|licencier|licenciement|me representer|pour (les )?particuliers|accuse",
    "delit|renverse|virer|vire|viree|enceinte|have a case|recours|tengo (un )?caso|mise en demeure|minimo|minimum wage",
    "defend (me|us)|defenderme|demandando|demandan|declararme|quiebra|bancarrota|faillite|settlement|acuerdo",
    "change my name|cambiarme el nombre|cambiar mi nombre|changer de nom|arbitration|arbitraje|arbitrage",
    "illegally|ilegalmente|illegalement|wrongful|wrongfully",
    "(the|a|his|her|their|dad's|mom's) will|stepmom|stepdad|stepmother|stepfather|madrastra|padrastro|belle-mere|beau-pere",
    "student loans?|prestamo estudiantil|pret etudiant|recouvrement|cobranza|collection agency|debt collector",
  ].join("|")})\\b`,
);

/** "Legal" in a role's or our work's name ("i meant legal admin full time") names no law. */
const LEGAL_IN_A_NAME =
  /\blegal (admins?|administrative|administrators?|assistants?|secretar(y|ies)|intake|support|staff|process)\b/g;

export function namesTheLaw(text: string): boolean {
  return LAW_WORDS.test(fold(text).replace(LEGAL_IN_A_NAME, " "));
}
