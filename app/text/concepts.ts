/**
 * Words of English, Spanish and French that mean one thing to Lexi, read as one concept word
 * ("cost", "precio", "tarif" → "xprice"), so an example written in one language or with one word
 * teaches every way of saying it. Folded (no accents, lower case) whole words; a phrase of several
 * words is matched before its words. Only words whose meaning does not shift with context belong
 * here ("position" may be a role or a job, so it is not listed).
 */
const GROUPS: Record<string, string[]> = {
  xprice:
    "price prices pricing priced cost costs costing rate rates fee fees charge charges quote quotes precio precios costo costos coste cuesta cuestan cobran cobra tarifa tarifas valor prix tarif tarifs cout couts coute coutent facturez".split(
      " ",
    ),
  xhowmuch: ["how much", "cuanto", "cuanta", "cuantos", "combien"],
  xcheap: "cheap cheaper cheapest affordable economico economica barato barata baratos moins cher abordable".split(" "),
  xexpensive: "expensive pricier priciest dearest costly caro cara costoso chers cher couteux".split(" "),
  xmonth: [
    "month",
    "months",
    "monthly",
    "meses",
    "mensual",
    "mensuales",
    "mois",
    "mensuel",
    "mensuelle",
    "al mes",
    "por mes",
    "cada mes",
    "el mes",
    "un mes",
    "x mes",
  ],
  xyear: "year years yearly annual annually ano anos anual ans annee annees annuel".split(" "),
  xhour: "hour hours hourly hora horas heure heures".split(" "),
  xweek: "week weeks weekly semana semanas semanal semaine semaines hebdomadaire".split(" "),
  xjob: "job jobs career careers opening openings vacancy vacancies hiring recruiting recruit vacante vacantes empleo empleos emploi emplois recrutez recrutement recrute contratando".split(
    " ",
  ),
  xapply:
    "apply applying application applications postular postulo postularme aplicar postuler candidature candidater".split(
      " ",
    ),
  xresume: "resume cv curriculum".split(" "),
  xsalary: "salary salaries wage wages compensation salario sueldo salaire salaires remuneration".split(" "),
  xlawyer:
    "lawyer lawyers attorney attorneys counsel abogado abogados abogada abogadas avocat avocats avocate avocates".split(
      " ",
    ),
  xoffice: "office offices oficina oficinas bureau bureaux".split(" "),
  xphone: "phone phones telephone telefono telefonos".split(" "),
  xemail: ["email", "mail", "correo", "correo electronico", "courriel"],
  xhello: "hi hello hey hiya howdy hola buenas bonjour salut coucou bonsoir".split(" "),
  xthanks: "thanks thank thx gracias merci".split(" "),
  xbye: ["bye", "goodbye", "adios", "au revoir", "hasta luego"],
  xspeak: "speak speaks speaking spoken habla hablan hablar hablas parle parlent parlez parler".split(" "),
  xspanish: "spanish espanol castellano espagnol".split(" "),
  xfrench: "french frances francais".split(" "),
  xenglish: "english ingles anglais".split(" "),
  xbilingual: "bilingual multilingual bilingue bilingues multilingue hispanohablante francophone hispanophone".split(
    " ",
  ),
  xremote: "remote remotely remoto remota remotos distancia distance".split(" "),
  xlicense: "licensed license licence licenses licencia licenciados".split(" "),
  xhelp: "help ayuda ayudar ayudarme aide aider".split(" "),
  xdata: "data datos donnees information informacion informations".split(" "),
  xdiscount: "discount discounts descuento descuentos remise remises reduction".split(" "),
  xbook: "book booking schedule reservar agendar reserver planifier".split(" "),
  xconsultation: "consultation consultations consulta consultas demo demonstration demostracion".split(" "),
  // "By accident" is a slip, not an accident: read before the trouble word.
  xmistake: ["by accident", "by mistake", "por accidente", "por error", "sin querer", "par accident", "par erreur"],
  // The words of a personal legal trouble, and of the people in one: what a visitor's own matter is made of.
  xtrouble: (
    "evict evicted eviction evicting desalojo desalojar desalojaron echar expulse expulsion expulser " +
    "fired sacked dismissed despidieron licencie " +
    "sued suing sue lawsuit demandaron demanda poursuivi poursuit " +
    "divorce divorcing divorced divorcio divorciar divorciarme divorcer " +
    "custody custodia garde visitation " +
    "deported deportation deport deportar deportado deportacion expulsion " +
    "arrested arrest jail prison charged warrant probation parole dui dwi detenido arrestado carcel preso arrete prison mandat " +
    "ticket tickets citation multa multas amende amendes contravention " +
    "accident crash collision injured hurt injury accidente lesionado herido blesse blessure " +
    "debt debts collector collectors garnish garnished repossessed repossess foreclosure foreclosing deuda deudas cobrador embargo dette dettes huissier saisie " +
    "scammed scam fraud defrauded estafa estafaron arnaque arnaquer escroquerie " +
    "harassed harassment harassing acoso acosan harcele harcelement " +
    "discriminated discrimination discriminacion " +
    "denied rejected negaron rechazado refuse refusee " +
    "abuse abused violence violencia maltrato " +
    "deposit deposito caution " +
    "owes owe owed debe deben doit " +
    "noncompete compete enforceable enforce " +
    "served subpoenaed subpoena summons citacion assignation"
  ).split(" "),
  xrelation: (
    "landlord landlords landlady owner roommate neighbor neighbour ex husband wife spouse boyfriend girlfriend son daughter kids children mom dad mother father brother sister uncle grandmother cousin " +
    "boss employer coworker dealer dealership contractor insurer " +
    "casero casera arrendador vecino esposo esposa marido novio novia hijo hija hijos mama papa madre padre hermano hermana jefe patron " +
    "proprietaire voisin mari femme copain copine fils fille enfants mere pere frere soeur patron employeur"
  ).split(" "),
  xmy: "my mine mi mis mio mia mon ma mes".split(" "),
  xself: "i me myself yo je moi".split(" "),
};

const single = new Map<string, string>();
const phrases: { words: string[]; concept: string }[] = [];
for (const [concept, members] of Object.entries(GROUPS)) {
  for (const member of members) {
    const words = member.split(" ");
    if (words.length === 1) {
      if (!single.has(member)) single.set(member, concept);
    } else phrases.push({ words, concept });
  }
}

/** The concept groups as one string: their words are classifier features, so the model cache's key includes it. */
export const conceptsFingerprint = JSON.stringify(GROUPS);

/** Folded words with every concept word replaced by its concept ("how much" → "xhowmuch"). */
export function toConcepts(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const phrase = phrases.find((p) => p.words.every((w, j) => words[i + j] === w));
    if (phrase) {
      out.push(phrase.concept);
      i += phrase.words.length - 1;
      continue;
    }
    out.push(single.get(words[i]) ?? words[i]);
  }
  return out;
}
