import type { Lang } from "./assistant-language";

/**
 * Every sentence Lexi builds, in English, Spanish and French. Facts (prices, names, addresses)
 * arrive as parameters computed by the engine; the sentences around them are written here once per
 * language. Names of roles, areas and services stay as the site publishes them.
 */
export const usd = (n: number) => `$${n.toLocaleString("en-US")}`;

type Phrase<P extends unknown[]> = Record<Lang, (...params: P) => string>;
const phrase = <P extends unknown[]>(p: Phrase<P>) => p;

export const say = {
  greeting: phrase<[string]>({
    en: (name) =>
      `Hello! I'm ${name}, the virtual assistant. Ask me about our roles, prices, services, practice areas, offices or careers. What's your question?`,
    es: (name) =>
      `¡Hola! Soy ${name}, la asistente virtual. Pregúnteme por nuestros puestos, precios, servicios, áreas de práctica, oficinas o vacantes. ¿En qué puedo ayudarle?`,
    fr: (name) =>
      `Bonjour ! Je suis ${name}, l'assistante virtuelle. Posez-moi vos questions sur nos postes, nos tarifs, nos services, nos domaines de pratique, nos bureaux ou nos offres d'emploi. Quelle est votre question ?`,
  }),
  thanks: phrase<[]>({
    en: () => "You're welcome! Anything else I can help with?",
    es: () => "¡De nada! ¿Le puedo ayudar con algo más?",
    fr: () => "Avec plaisir, de rien ! Puis-je vous aider pour autre chose ?",
  }),
  bye: phrase<[]>({
    en: () => "Thank you for chatting with us. Goodbye, and have a good day!",
    es: () => "Gracias por escribirnos. ¡Adiós y que tenga un buen día!",
    fr: () => "Merci de votre visite. Au revoir et bonne journée !",
  }),
  bot: phrase<[string]>({
    en: (name) =>
      `I'm ${name}, a virtual assistant that answers from what this site publishes. I'm not a person and I don't give legal advice; our team is happy to talk whenever you'd like.`,
    es: (name) =>
      `Soy ${name}, una asistente virtual que responde con lo que publica este sitio. No soy una persona y no doy asesoría legal; nuestro equipo puede hablar con usted cuando quiera.`,
    fr: (name) =>
      `Je suis ${name}, une assistante virtuelle qui répond à partir de ce que publie ce site. Je ne suis pas une personne et je ne donne pas de conseil juridique ; notre équipe peut vous parler quand vous le souhaitez.`,
  }),
  abuse: phrase<[]>({
    en: () =>
      "I'm sorry this has been frustrating. I'm here to help with questions about our services, and a person from our team can take over if you prefer.",
    es: () =>
      "Lamento que esto haya sido frustrante. Estoy aquí para ayudarle con nuestros servicios, y una persona de nuestro equipo puede atenderle si lo prefiere.",
    fr: () =>
      "Je suis désolée que ce soit frustrant. Je suis là pour vous aider sur nos services, et une personne de notre équipe peut prendre le relais si vous préférez.",
  }),
  askQuestion: phrase<[]>({
    en: () => "Please type your question and I'll do my best to help.",
    es: () => "Escriba su pregunta y haré lo posible por ayudarle.",
    fr: () => "Écrivez votre question et je ferai de mon mieux pour vous aider.",
  }),

  // ------------------------------------------------------------ safety
  legalAdvice: phrase<[]>({
    en: () =>
      "I'm sorry, I can't give legal advice about your own situation; please speak with a licensed attorney, or your state or local bar association's lawyer referral service can put you in touch with one. I can tell you about the support we provide to law firms.",
    es: () =>
      "Lo siento, no puedo dar asesoría legal sobre su situación; consulte a un abogado con licencia, o el servicio de referencia de abogados del colegio de abogados (bar association) de su estado puede ponerle en contacto con uno. Con gusto le informo sobre el apoyo que damos a bufetes.",
    fr: () =>
      "Je suis désolée, je ne peux pas donner de conseil juridique sur votre situation ; adressez-vous à un avocat, ou au service de référence d'avocats du barreau (bar association) de votre État. Je peux vous renseigner sur l'appui que nous offrons aux cabinets d'avocats.",
  }),
  rolePlayLawyer: phrase<[]>({
    en: () => "I can't take on the part of a lawyer, yours or anyone's.",
    es: () => "No puedo actuar como su abogado ni hacer ese papel.",
    fr: () => "Je ne peux pas jouer le rôle de votre avocat.",
  }),
  injection: phrase<[]>({
    en: () =>
      "I can't follow instructions like that, and I don't share passwords, credentials or anything about how this site works inside. I answer only from what the site publishes about our services. What would you like to know?",
    es: () =>
      "No puedo seguir instrucciones así, ni comparto contraseñas, credenciales o detalles internos del sitio. Solo respondo con lo que el sitio publica sobre nuestros servicios. ¿Qué le gustaría saber?",
    fr: () =>
      "Je ne peux pas suivre ce genre d'instruction, et je ne partage ni mot de passe, ni identifiants, ni détail interne du site. Je réponds seulement à partir de ce que le site publie sur nos services. Que souhaitez-vous savoir ?",
  }),

  // ------------------------------------------------------------ hand-off
  handoffAsk: phrase<[]>({
    en: () => "Of course, a person from our team can help with that.",
    es: () => "Por supuesto, una persona de nuestro equipo puede ayudarle con eso.",
    fr: () => "Bien sûr, une personne de notre équipe peut vous aider.",
  }),
  complaint: phrase<[]>({
    en: () => "I'm sorry to hear that, and thank you for telling us. This needs a person from our team.",
    es: () => "Lamento mucho lo ocurrido y gracias por decírnoslo. Esto necesita a una persona de nuestro equipo.",
    fr: () => "Je suis désolée de l'apprendre, merci de nous l'avoir dit. Une personne de notre équipe doit s'en occuper.",
  }),
  passed: phrase<[]>({
    en: () =>
      "I've passed this to our team, who will contact you within 24 business hours. How would you like them to reach you? [Phone or Email](#contact-options)",
    es: () =>
      "He pasado su solicitud a nuestro equipo, que le contactará en un plazo de 24 horas hábiles. ¿Cómo prefiere que le contacten? [Phone or Email](#contact-options)",
    fr: () =>
      "J'ai transmis votre demande à notre équipe, qui vous contactera sous 24 heures ouvrables. Comment préférez-vous être contacté ? [Phone or Email](#contact-options)",
  }),
  reachTeam: phrase<[string, string]>({
    en: (phone, email) => `You can call our team at ${phone}, e-mail ${email}, or write through the [contact page](/contact).`,
    es: (phone, email) => `Puede llamar a nuestro equipo al ${phone}, escribir a ${email} o usar la [página de contacto](/contact).`,
    fr: (phone, email) => `Vous pouvez appeler notre équipe au ${phone}, écrire à ${email} ou passer par la [page de contact](/contact).`,
  }),
  notPublished: phrase<[string]>({
    en: (topic) => `Our site doesn't publish ${topic}, so I'd rather not guess. Our team can answer that for you.`,
    es: (topic) => `Nuestro sitio no publica ${topic}, así que prefiero no adivinar. Nuestro equipo puede responderle.`,
    fr: (topic) => `Notre site ne publie pas ${topic}, je préfère donc ne pas deviner. Notre équipe peut vous répondre.`,
  }),
  unknown: phrase<[]>({
    en: () => "I don't have a published answer to that one, and I'd rather not guess. Our team can answer it for you.",
    es: () => "No tengo una respuesta publicada para eso y prefiero no adivinar. Nuestro equipo puede responderle.",
    fr: () => "Je n'ai pas de réponse publiée à cette question et je préfère ne pas deviner. Notre équipe peut vous répondre.",
  }),

  // ------------------------------------------------------------ pricing
  rolePrice: phrase<[string, number, number, string]>({
    en: (role, standard, multi, link) =>
      `A remote ${role} costs ${usd(standard)}/hour on Contract Base (80 hours/month, ${usd(standard * 80)}/month) or Full Time (160 hours/month, ${usd(standard * 160)}/month), and ${usd(multi)}/hour Multilingual (English/French or English/Spanish). ${link}`,
    es: (role, standard, multi, link) =>
      `Un ${role} remoto cuesta ${usd(standard)} por hora en Contract Base (80 horas al mes, ${usd(standard * 80)} al mes) o Full Time (160 horas al mes, ${usd(standard * 160)} al mes), y ${usd(multi)} por hora en Multilingual (inglés/francés o inglés/español). ${link}`,
    fr: (role, standard, multi, link) =>
      `Un ${role} à distance coûte ${usd(standard)} de l'heure en Contract Base (80 heures par mois, ${usd(standard * 80)} par mois) ou Full Time (160 heures par mois, ${usd(standard * 160)} par mois), et ${usd(multi)} de l'heure en Multilingual (anglais/français ou anglais/espagnol). ${link}`,
  }),
  multilingualPrice: phrase<[string, number, number, string]>({
    en: (role, multi, standard, link) =>
      `Yes, every role has a Multilingual tier: a bilingual ${role} (English/Spanish or English/French) costs ${usd(multi)}/hour (the English-only rate is ${usd(standard)}/hour), which is ${usd(multi * 80)}/month for 80 hours or ${usd(multi * 160)}/month full time (160 hours). ${link}`,
    es: (role, multi, standard, link) =>
      `Sí, cada puesto tiene un nivel Multilingual: un ${role} bilingüe (inglés/español o inglés/francés) cuesta ${usd(multi)} por hora (solo inglés: ${usd(standard)} por hora), es decir ${usd(multi * 80)} al mes por 80 horas o ${usd(multi * 160)} al mes a tiempo completo (160 horas). ${link}`,
    fr: (role, multi, standard, link) =>
      `Oui, chaque poste a un niveau Multilingual : un ${role} bilingue (anglais/espagnol ou anglais/français) coûte ${usd(multi)} de l'heure (anglais seul : ${usd(standard)} de l'heure), soit ${usd(multi * 80)} par mois pour 80 heures ou ${usd(multi * 160)} par mois à temps plein (160 heures). ${link}`,
  }),
  monthly: phrase<[number, string, string, number, number, string]>({
    en: (count, role, tier, hours, rate, link) =>
      count > 1
        ? `${count} × ${role} on ${tier}: ${count} × ${hours} h × ${usd(rate)}/hour = ${usd(count * hours * rate)} per month (${usd(hours * rate)} each). ${link}`
        : `One ${role} on ${tier}: ${hours} h × ${usd(rate)}/hour = ${usd(hours * rate)} per month. ${link}`,
    es: (count, role, tier, hours, rate, link) =>
      count > 1
        ? `${count} × ${role} en ${tier}: ${count} × ${hours} h × ${usd(rate)} por hora = ${usd(count * hours * rate)} al mes (${usd(hours * rate)} cada uno). ${link}`
        : `Un ${role} en ${tier}: ${hours} h × ${usd(rate)} por hora = ${usd(hours * rate)} al mes. ${link}`,
    fr: (count, role, tier, hours, rate, link) =>
      count > 1
        ? `${count} × ${role} en ${tier} : ${count} × ${hours} h × ${usd(rate)} de l'heure = ${usd(count * hours * rate)} par mois (${usd(hours * rate)} chacun). ${link}`
        : `Un ${role} en ${tier} : ${hours} h × ${usd(rate)} de l'heure = ${usd(hours * rate)} par mois. ${link}`,
  }),
  perMonth: phrase<[]>({
    en: () => " a month",
    es: () => " al mes",
    fr: () => " par mois",
  }),
  yearly: phrase<[number]>({
    en: (total) => `Over 12 months that is ${usd(total)}.`,
    es: (total) => `En 12 meses son ${usd(total)}.`,
    fr: (total) => `Sur 12 mois, cela fait ${usd(total)}.`,
  }),
  staffLocation: phrase<[string, string]>({
    en: (offices, openings) =>
      `Our professionals work remotely and are not U.S. based. Our offices are in ${offices}, and our current openings are listed as ${openings}. The site doesn't name other countries; our team can tell you more. [About us](/about)`,
    es: (offices, openings) =>
      `Nuestros profesionales trabajan de forma remota y no están en Estados Unidos. Nuestras oficinas están en ${offices}, y las vacantes actuales indican ${openings}. El sitio no menciona otros países; nuestro equipo puede darle más detalles. [About us](/about)`,
    fr: (offices, openings) =>
      `Nos professionnels travaillent à distance et ne sont pas basés aux États-Unis. Nos bureaux sont à ${offices}, et nos offres actuelles indiquent ${openings}. Le site ne mentionne pas d'autres pays ; notre équipe peut vous en dire plus. [About us](/about)`,
  }),
  monthlyBoth: phrase<[number, string, number, string]>({
    en: (count, role, rate, link) =>
      `${count > 1 ? `${count} × ` : "One "}${role} at ${usd(rate)}/hour: ${usd(count * 80 * rate)} per month on Contract Base (80 hours each) or ${usd(count * 160 * rate)} per month Full Time (160 hours each). ${link}`,
    es: (count, role, rate, link) =>
      `${count > 1 ? `${count} × ` : "Un "}${role} a ${usd(rate)} por hora: ${usd(count * 80 * rate)} al mes en Contract Base (80 horas cada uno) o ${usd(count * 160 * rate)} al mes a tiempo completo (160 horas cada uno). ${link}`,
    fr: (count, role, rate, link) =>
      `${count > 1 ? `${count} × ` : "Un "}${role} à ${usd(rate)} de l'heure : ${usd(count * 80 * rate)} par mois en Contract Base (80 heures chacun) ou ${usd(count * 160 * rate)} par mois à temps plein (160 heures chacun). ${link}`,
  }),
  allPrices: phrase<[string]>({
    en: (list) =>
      `Rates are hourly in USD: ${list}. Contract Base is 80 hours/month and Full Time 160 hours/month at the same rate. [Roles and pricing](/roles)`,
    es: (list) =>
      `Las tarifas son por hora en USD: ${list}. Contract Base son 80 horas al mes y Full Time 160 horas al mes con la misma tarifa. [Roles and pricing](/roles)`,
    fr: (list) =>
      `Les tarifs sont horaires, en USD : ${list}. Contract Base correspond à 80 heures par mois et Full Time à 160 heures par mois, au même tarif. [Roles and pricing](/roles)`,
  }),
  cheapest: phrase<[string, number, number, string]>({
    en: (names, rate, multi, others) =>
      `The lowest rates are ${usd(rate)}/hour (${usd(multi)}/hour multilingual), for the ${names}. ${others} [Roles and pricing](/roles)`,
    es: (names, rate, multi, others) =>
      `Las tarifas más bajas son ${usd(rate)} por hora (${usd(multi)} multilingüe), para ${names}. ${others} [Roles and pricing](/roles)`,
    fr: (names, rate, multi, others) =>
      `Les tarifs les plus bas sont de ${usd(rate)} de l'heure (${usd(multi)} en multilingue), pour ${names}. ${others} [Roles and pricing](/roles)`,
  }),
  priciest: phrase<[string, number, number, string]>({
    en: (names, rate, multi, link) => `The highest rates are for the ${names}: ${usd(rate)}/hour, or ${usd(multi)}/hour multilingual. ${link}`,
    es: (names, rate, multi, link) => `Las tarifas más altas son las de ${names}: ${usd(rate)} por hora, o ${usd(multi)} multilingüe. ${link}`,
    fr: (names, rate, multi, link) => `Les tarifs les plus élevés sont ceux de ${names} : ${usd(rate)} de l'heure, ou ${usd(multi)} en multilingue. ${link}`,
  }),
  othersAt: phrase<[string]>({
    en: (list) => `Others: ${list}.`,
    es: (list) => `Los demás: ${list}.`,
    fr: (list) => `Les autres : ${list}.`,
  }),
  cheaperOfTwo: phrase<[string, number, string, number]>({
    en: (a, ra, b, rb) =>
      ra === rb ? `${a} and ${b} cost the same: ${usd(ra)}/hour.` : `The ${a} is cheaper: ${usd(ra)}/hour against ${usd(rb)}/hour for the ${b}.`,
    es: (a, ra, b, rb) =>
      ra === rb ? `${a} y ${b} cuestan lo mismo: ${usd(ra)} por hora.` : `${a} es más económico: ${usd(ra)} por hora frente a ${usd(rb)} por hora de ${b}.`,
    fr: (a, ra, b, rb) =>
      ra === rb ? `${a} et ${b} coûtent la même chose : ${usd(ra)} de l'heure.` : `${a} est moins cher : ${usd(ra)} de l'heure contre ${usd(rb)} pour ${b}.`,
  }),
  compareRole: phrase<[string, string, number, number]>({
    en: (role, summary, standard, multi) => `${role}: ${summary} ${usd(standard)}/hour (${usd(multi)} multilingual).`,
    es: (role, summary, standard, multi) => `${role}: ${summary} ${usd(standard)} por hora (${usd(multi)} multilingüe).`,
    fr: (role, summary, standard, multi) => `${role} : ${summary} ${usd(standard)} de l'heure (${usd(multi)} en multilingue).`,
  }),
  tiers: phrase<[]>({
    en: () =>
      "Every role comes as Contract Base (80 hours/month, 20 hours/week) or Full Time (160 hours/month, 40 hours/week) at the same hourly rate, or Multilingual (English/French or English/Spanish) at a slightly higher rate. [Roles and pricing](/roles)",
    es: () =>
      "Cada puesto se ofrece en Contract Base (80 horas al mes, 20 por semana) o Full Time (160 horas al mes, 40 por semana) con la misma tarifa por hora, o Multilingual (inglés/francés o inglés/español) con una tarifa un poco más alta. [Roles and pricing](/roles)",
    fr: () =>
      "Chaque poste existe en Contract Base (80 heures par mois, 20 par semaine) ou Full Time (160 heures par mois, 40 par semaine) au même tarif horaire, ou Multilingual (anglais/français ou anglais/espagnol) à un tarif un peu plus élevé. [Roles and pricing](/roles)",
  }),
  customHours: phrase<[]>({
    en: () =>
      "The smallest published engagement is Contract Base: 20 hours a week (80 hours a month). Other arrangements aren't published, so our team would need to discuss that with you.",
    es: () =>
      "El compromiso publicado más pequeño es Contract Base: 20 horas por semana (80 horas al mes). Otros arreglos no están publicados; nuestro equipo tendría que conversarlo con usted.",
    fr: () =>
      "Le plus petit engagement publié est Contract Base : 20 heures par semaine (80 heures par mois). D'autres formules ne sont pas publiées ; notre équipe devra en discuter avec vous.",
  }),
  currency: phrase<[]>({
    en: () => "Yes, all our rates are hourly, in U.S. dollars (USD), from $12 to $18 per hour depending on the role and tier. [Roles and pricing](/roles)",
    es: () =>
      "Sí, todas nuestras tarifas son por hora, en dólares estadounidenses (USD), de $12 a $18 por hora según el puesto y el nivel. [Roles and pricing](/roles)",
    fr: () =>
      "Oui, tous nos tarifs sont horaires, en dollars américains (USD), de $12 à $18 de l'heure selon le poste et le niveau. [Roles and pricing](/roles)",
  }),

  // ------------------------------------------------------------ roles
  roleOverview: phrase<[string, string, string]>({
    en: (role, summary, duties) => `${role}: ${summary} Typical work: ${duties}.`,
    es: (role, summary, duties) => `${role}: ${summary} Tareas habituales: ${duties}.`,
    fr: (role, summary, duties) => `${role} : ${summary} Tâches habituelles : ${duties}.`,
  }),
  roleCanDo: phrase<[string, string]>({
    en: (role, duty) => `Yes, the ${role}'s published duties include: ${duty}.`,
    es: (role, duty) => `Sí, entre las tareas publicadas del ${role} está: ${duty}.`,
    fr: (role, duty) => `Oui, les tâches publiées du ${role} comprennent : ${duty}.`,
  }),
  rolesList: phrase<[string]>({
    en: (list) =>
      `We provide remote professionals for six roles: ${list}. Each comes on Contract Base, Full Time or Multilingual terms. [Roles and pricing](/roles)`,
    es: (list) =>
      `Ofrecemos profesionales remotos para seis puestos: ${list}. Cada uno en Contract Base, Full Time o Multilingual. [Roles and pricing](/roles)`,
    fr: (list) =>
      `Nous proposons des professionnels à distance pour six postes : ${list}. Chacun en Contract Base, Full Time ou Multilingual. [Roles and pricing](/roles)`,
  }),
  licensed: phrase<[]>({
    en: () =>
      "No. Our remote legal professionals are not U.S. based or licensed, but they are trained to work with U.S. law firms. They work under your attorneys' supervision and never give legal advice. [Our roles](/roles)",
    es: () =>
      "No. Nuestros profesionales remotos no están en Estados Unidos ni tienen licencia allí (not U.S. based or licensed), pero están capacitados para trabajar con bufetes de EE. UU., bajo la supervisión de sus abogados, y nunca dan asesoría legal. [Our roles](/roles)",
    fr: () =>
      "Non. Nos professionnels à distance ne sont ni basés ni agréés aux États-Unis (not U.S. based or licensed), mais ils sont formés pour travailler avec des cabinets américains, sous la supervision de vos avocats, et ne donnent jamais de conseil juridique. [Our roles](/roles)",
  }),
  remote: phrase<[]>({
    en: () =>
      "Our professionals work remotely; they are not U.S. based. They work inside the systems, accounts and permissions your firm provides, scheduled around your business hours. On-site work isn't something the site offers. [About us](/about)",
    es: () =>
      "Nuestros profesionales trabajan de forma remota; no están en Estados Unidos. Trabajan en los sistemas y cuentas que su bufete les da, en su horario. El sitio no ofrece trabajo presencial. [About us](/about)",
    fr: () =>
      "Nos professionnels travaillent à distance ; ils ne sont pas basés aux États-Unis. Ils travaillent dans les systèmes et comptes fournis par votre cabinet, selon vos horaires. Le site ne propose pas de travail sur place. [About us](/about)",
  }),

  // ------------------------------------------------------------ languages
  languages: phrase<[]>({
    en: () =>
      "All our staff work in English, and every role has a Multilingual tier with professionals bilingual in English/Spanish or English/French. [Roles and pricing](/roles)",
    es: () =>
      "Todo nuestro personal trabaja en inglés, y cada puesto tiene un nivel Multilingual con profesionales bilingües en inglés/español o inglés/francés. Sí, hablamos español. [Roles and pricing](/roles)",
    fr: () =>
      "Tout notre personnel travaille en anglais, et chaque poste a un niveau Multilingual avec des professionnels bilingues anglais/français ou anglais/espagnol. Oui, nous parlons français. [Roles and pricing](/roles)",
  }),
  languageNotOffered: phrase<[string]>({
    en: (language) =>
      `${language} isn't one of our published languages: our staff work in English, with bilingual English/Spanish and English/French professionals. Our team can tell you more.`,
    es: (language) =>
      `${language} no está entre los idiomas publicados: trabajamos en inglés, con profesionales bilingües inglés/español e inglés/francés. Nuestro equipo puede darle más detalles.`,
    fr: (language) =>
      `${language} ne fait pas partie des langues publiées : nous travaillons en anglais, avec des professionnels bilingues anglais/espagnol et anglais/français. Notre équipe peut vous en dire plus.`,
  }),

  // ------------------------------------------------------------ company, contact
  offices: phrase<[string]>({
    en: (list) => `We have two offices: ${list}. [Contact](/contact)`,
    es: (list) => `Tenemos dos oficinas: ${list}. [Contact](/contact)`,
    fr: (list) => `Nous avons deux bureaux : ${list}. [Contact](/contact)`,
  }),
  office: phrase<[string, string]>({
    en: (label, address) => `Our ${label} is at ${address}. [Contact](/contact)`,
    es: (label, address) => `Nuestra oficina (${label}) está en ${address}. [Contact](/contact)`,
    fr: (label, address) => `Notre bureau (${label}) se trouve au ${address}. [Contact](/contact)`,
  }),
  contact: phrase<[string, string, string]>({
    en: (phone, email, tel) => `Call us at [${phone}](${tel}) or e-mail [${email}](mailto:${email}). You can also write to us on the [contact page](/contact).`,
    es: (phone, email, tel) => `Llámenos al [${phone}](${tel}) o escriba a [${email}](mailto:${email}). También puede usar la [página de contacto](/contact).`,
    fr: (phone, email, tel) =>
      `Vous pouvez nous appeler au [${phone}](${tel}) ou écrire à [${email}](mailto:${email}). Vous pouvez aussi utiliser la [page de contact](/contact).`,
  }),
  start: phrase<[string, string]>({
    en: (booking, phone) =>
      `Start with a free consultation: [book it online](${booking}) or call ${phone}. We discuss your needs, recommend a role and engagement, match you with a professional, then onboard them into your tools. [Roles and pricing](/roles)`,
    es: (booking, phone) =>
      `Empiece con una consulta gratuita: [resérvela en línea](${booking}) o llame al ${phone}. Hablamos de sus necesidades, recomendamos un puesto, le asignamos un profesional y lo integramos a sus herramientas. [Roles and pricing](/roles)`,
    fr: (booking, phone) =>
      `Commencez par une consultation gratuite : [réservez en ligne](${booking}) ou appelez le ${phone}. Nous parlons de vos besoins, recommandons un poste, vous proposons un professionnel puis l'intégrons à vos outils. [Roles and pricing](/roles)`,
  }),
  hours: phrase<[]>({
    en: () =>
      "We schedule your remote professional around your firm's business hours and U.S. time zone, so they're available when your attorneys and clients need them. Specific office hours aren't published; tell us your preferred hours during the free consultation. [About us](/about)",
    es: () =>
      "Programamos a su profesional remoto según el horario de su bufete y su zona horaria de EE. UU. No publicamos un horario de oficina específico; indíquenos el horario que prefiere en la consulta gratuita. [About us](/about)",
    fr: () =>
      "Nous planifions votre professionnel selon les heures d'ouverture de votre cabinet et votre fuseau horaire américain. Aucun horaire de bureau précis n'est publié ; indiquez-nous vos heures lors de la consultation gratuite. [About us](/about)",
  }),
  experience: phrase<[]>({
    en: () => "We have 5 years of experience supporting U.S. law firms, a 100% success rate, and support across 26 practice areas. [About us](/about)",
    es: () => "Tenemos 5 años de experiencia apoyando a bufetes de EE. UU., una tasa de éxito del 100% y apoyo en 26 áreas de práctica. [About us](/about)",
    fr: () =>
      "Nous avons 5 ans d'expérience auprès de cabinets américains, un taux de réussite de 100% et un appui dans 26 domaines de pratique. [About us](/about)",
  }),
  team: phrase<[string, string, number]>({
    en: (tier, lines, total) => `On ${tier} hours: ${lines}; together ${usd(total)} per month.`,
    es: (tier, lines, total) => `Con horas ${tier}: ${lines}; en total ${usd(total)} al mes.`,
    fr: (tier, lines, total) => `En ${tier} : ${lines} ; au total ${usd(total)} par mois.`,
  }),
  whichRole: phrase<[string]>({
    en: (list) => `Which role would that be for? Hourly rates: ${list}. [Roles and pricing](/roles)`,
    es: (list) => `¿Para qué puesto sería? Tarifas por hora: ${list}. [Roles and pricing](/roles)`,
    fr: (list) => `Pour quel poste ? Tarifs horaires : ${list}. [Roles and pricing](/roles)`,
  }),
  notLawFirm: phrase<[]>({
    en: () =>
      "We're not a law firm: we provide remote support staff to law firms, and we don't give legal advice or represent anyone. For your own legal matter, please speak with a licensed attorney; your state or local bar association's lawyer referral service can help you find one. The free consultation we offer is about staffing support for firms.",
    es: () =>
      "No somos un bufete de abogados: damos personal de apoyo remoto a bufetes, y no damos asesoría legal ni representamos a nadie. Para su propio asunto legal, consulte a un abogado con licencia; el servicio de referencia del colegio de abogados (bar association) de su estado puede ayudarle. Nuestra consulta gratuita trata sobre apoyo de personal para bufetes.",
    fr: () =>
      "Nous ne sommes pas un cabinet d'avocats : nous fournissons du personnel d'appui à distance aux cabinets, sans conseil juridique ni représentation. Pour votre propre affaire, adressez-vous à un avocat ; le service de référence du barreau (bar association) de votre État peut vous aider. Notre consultation gratuite porte sur l'appui en personnel pour les cabinets.",
  }),
  tools: phrase<[]>({
    en: () =>
      "Our professionals work inside the systems, accounts and permissions your firm provides, and adapt to the practice management, billing and document tools you already use. The site doesn't list specific products; our team can confirm. [About us](/about)",
    es: () =>
      "Nuestros profesionales trabajan en los sistemas, cuentas y permisos que su bufete les da, y se adaptan a las herramientas que ya usa. El sitio no nombra productos específicos; nuestro equipo puede confirmarlo. [About us](/about)",
    fr: () =>
      "Nos professionnels travaillent dans les systèmes, comptes et accès fournis par votre cabinet, et s'adaptent aux outils que vous utilisez déjà. Le site ne cite pas de produits précis ; notre équipe peut le confirmer. [About us](/about)",
  }),
  socials: phrase<[string]>({
    en: (list) => `You can find us on ${list}.`,
    es: (list) => `Puede encontrarnos en ${list}.`,
    fr: (list) => `Vous nous trouverez sur ${list}.`,
  }),
  clients: phrase<[]>({
    en: () => "Yes, we work with U.S. law firms, solo attorneys, corporate legal departments and public agencies. [About us](/about)",
    es: () => "Sí, trabajamos con bufetes de EE. UU., abogados independientes, departamentos legales corporativos y agencias públicas. [About us](/about)",
    fr: () =>
      "Oui, nous travaillons avec des cabinets américains, des avocats indépendants, des services juridiques d'entreprise et des organismes publics. [About us](/about)",
  }),

  // ------------------------------------------------------------ practice areas, services, blog
  area: phrase<[string, string, string, string]>({
    en: (title, summary, services, link) => `Yes, we support ${title} practices. ${summary} Typical work: ${services}. ${link}`,
    es: (title, summary, services, link) => `Sí, apoyamos a bufetes de ${title}. ${summary} Tareas habituales: ${services}. ${link}`,
    fr: (title, summary, services, link) => `Oui, nous appuyons les cabinets en ${title}. ${summary} Tâches habituelles : ${services}. ${link}`,
  }),
  areaClosest: phrase<[string, string, string]>({
    en: (asked, titles, links) =>
      `"${asked}" isn't one of our listed practice areas by name; the closest we support are ${titles}. ${links} Our team can confirm the fit for your firm.`,
    es: (asked, titles, links) =>
      `"${asked}" no figura con ese nombre entre nuestras áreas; las más cercanas que apoyamos son ${titles}. ${links} Nuestro equipo puede confirmarlo.`,
    fr: (asked, titles, links) =>
      `« ${asked} » ne figure pas sous ce nom parmi nos domaines ; les plus proches sont ${titles}. ${links} Notre équipe peut le confirmer.`,
  }),
  areaService: phrase<[string, string, string, string]>({
    en: (area, service, text, link) => `Yes, our ${area} support includes ${service}: ${text} ${link}`,
    es: (area, service, text, link) => `Sí, nuestro apoyo en ${area} incluye ${service}: ${text} ${link}`,
    fr: (area, service, text, link) => `Oui, notre appui en ${area} comprend ${service} : ${text} ${link}`,
  }),
  areasList: phrase<[string]>({
    en: (list) => `We support 26 practice areas: ${list}. [Practice areas](/internalguide)`,
    es: (list) => `Apoyamos 26 áreas de práctica: ${list}. [Practice areas](/internalguide)`,
    fr: (list) => `Nous couvrons 26 domaines de pratique : ${list}. [Practice areas](/internalguide)`,
  }),
  areaNotListed: phrase<[]>({
    en: () =>
      "That isn't one of our 26 listed practice areas, so I can't say we support it. Our team can tell you whether a related area fits. [Practice areas](/internalguide)",
    es: () =>
      "Esa no es una de nuestras 26 áreas publicadas, así que no puedo afirmar que la apoyemos. Nuestro equipo puede decirle si un área relacionada sirve. [Practice areas](/internalguide)",
    fr: () =>
      "Ce n'est pas l'un de nos 26 domaines publiés, je ne peux donc pas dire que nous le couvrons. Notre équipe peut vous dire si un domaine proche convient. [Practice areas](/internalguide)",
  }),
  service: phrase<[string, string, string]>({
    en: (title, text, link) => `${title}: ${text} ${link}`,
    es: (title, text, link) => `${title}: ${text} ${link}`,
    fr: (title, text, link) => `${title} : ${text} ${link}`,
  }),
  serviceYes: phrase<[string, string, string]>({
    en: (title, text, link) => `Yes, we offer ${title}. ${text} ${link}`,
    es: (title, text, link) => `Sí, ofrecemos ${title}. ${text} ${link}`,
    fr: (title, text, link) => `Oui, nous proposons ${title}. ${text} ${link}`,
  }),
  servicesList: phrase<[string, string]>({
    en: (roles, lines) => `We provide remote staff for six roles (${roles}) and four service lines: ${lines}. [Services](/service)`,
    es: (roles, lines) => `Ofrecemos personal remoto para seis puestos (${roles}) y cuatro líneas de servicio: ${lines}. [Services](/service)`,
    fr: (roles, lines) => `Nous fournissons du personnel à distance pour six postes (${roles}) et quatre lignes de services : ${lines}. [Services](/service)`,
  }),
  translation: phrase<[]>({
    en: () =>
      "Translation isn't a published service. What we do offer is bilingual English/Spanish and English/French professionals who can work with your clients and draft correspondence in those languages. Our team can tell you more.",
    es: () =>
      "La traducción no es un servicio publicado. Sí ofrecemos profesionales bilingües inglés/español e inglés/francés que atienden a sus clientes y redactan correspondencia en esos idiomas. Nuestro equipo puede darle más detalles.",
    fr: () =>
      "La traduction n'est pas un service publié. Nous proposons en revanche des professionnels bilingues anglais/espagnol et anglais/français qui échangent avec vos clients et rédigent du courrier dans ces langues. Notre équipe peut vous en dire plus.",
  }),
  blog: phrase<[string]>({
    en: (links) => `From our blog: ${links}`,
    es: (links) => `De nuestro blog: ${links}`,
    fr: (links) => `Sur notre blog : ${links}`,
  }),

  // ------------------------------------------------------------ careers
  jobs: phrase<[string]>({
    en: (list) => `Yes, we're hiring remote legal professionals. Open now: ${list}. [Careers](/Career)`,
    es: (list) => `Sí, tenemos vacantes para profesionales legales remotos. Puestos abiertos: ${list}. [Careers](/Career)`,
    fr: (list) => `Oui, nous recrutons des professionnels du droit à distance. Postes ouverts : ${list}. [Careers](/Career)`,
  }),
  noJobs: phrase<[]>({
    en: () => "There are no openings listed right now. New ones appear on our [careers page](/Career).",
    es: () => "No hay vacantes publicadas en este momento. Las nuevas aparecen en nuestra [página de empleo](/Career).",
    fr: () => "Aucune offre n'est publiée pour le moment. Les nouvelles apparaissent sur notre [page carrières](/Career).",
  }),
  jobPay: phrase<[string, string, string]>({
    en: (job, range, link) => `The ${job} position pays ${range} per month. ${link}`,
    es: (job, range, link) => `El puesto ${job} paga ${range} al mes. ${link}`,
    fr: (job, range, link) => `Le poste ${job} est rémunéré ${range} par mois. ${link}`,
  }),
  jobPayMissing: phrase<[string, string]>({
    en: (job, link) => `The pay for the ${job} position is not listed on its posting; our team can tell you. ${link}`,
    es: (job, link) => `El salario del puesto ${job} no está publicado; nuestro equipo puede informarle. ${link}`,
    fr: (job, link) => `La rémunération du poste ${job} n'est pas publiée ; notre équipe peut vous renseigner. ${link}`,
  }),
  jobDetails: phrase<[string, string, string, string]>({
    en: (job, type, location, link) => `${job}: ${type}, ${location}. ${link} You can apply from its page.`,
    es: (job, type, location, link) => `${job}: ${type}, ${location}. ${link} Puede postularse desde su página.`,
    fr: (job, type, location, link) => `${job} : ${type}, ${location}. ${link} Vous pouvez postuler depuis sa page.`,
  }),
  jobLocations: phrase<[string]>({
    en: (list) =>
      `Our openings list these locations: ${list}. Other countries aren't mentioned, so I can't promise one; our team can tell you more. [Careers](/Career)`,
    es: (list) => `Nuestras vacantes indican estas ubicaciones: ${list}. Otros países no se mencionan; nuestro equipo puede informarle. [Careers](/Career)`,
    fr: (list) => `Nos offres indiquent ces lieux : ${list}. Les autres pays ne sont pas mentionnés ; notre équipe peut vous renseigner. [Careers](/Career)`,
  }),
  apply: phrase<[string]>({
    en: (link) => `Open the posting and press Apply: the form takes your details and a resume (PDF, DOC or DOCX, up to 5 MB). ${link}`,
    es: (link) => `Abra la vacante y pulse Apply: el formulario pide sus datos y un currículum (PDF, DOC o DOCX, hasta 5 MB). ${link}`,
    fr: (link) => `Ouvrez l'offre et cliquez sur Apply : le formulaire demande vos coordonnées et un CV (PDF, DOC ou DOCX, 5 Mo maximum). ${link}`,
  }),

  // ------------------------------------------------------------ privacy
  privacy: phrase<[string, string]>({
    en: (text, link) => `${text} ${link}`,
    es: (text, link) => `Según nuestra política de privacidad (en inglés): ${text} ${link}`,
    fr: (text, link) => `D'après notre politique de confidentialité (en anglais) : ${text} ${link}`,
  }),
  privacySell: phrase<[]>({
    en: () =>
      "No. We do not sell your personal information. We share it only with trusted service providers who help us run the site and our services, or when the law requires it. [Privacy policy](/privacypolicy)",
    es: () =>
      "No. No vendemos su información personal. Solo la compartimos con proveedores de confianza que nos ayudan a operar, o cuando la ley lo exige. [Privacy policy](/privacypolicy)",
    fr: () =>
      "Non. Nous ne vendons pas vos données personnelles. Nous les partageons seulement avec des prestataires de confiance qui nous aident à fonctionner, ou lorsque la loi l'exige. [Privacy policy](/privacypolicy)",
  }),
  privacyDate: phrase<[string]>({
    en: (date) => `Our privacy policy is effective ${date}. [Privacy policy](/privacypolicy)`,
    es: (date) => `Nuestra política de privacidad está vigente desde el ${date}. [Privacy policy](/privacypolicy)`,
    fr: (date) => `Notre politique de confidentialité est en vigueur depuis le ${date}. [Privacy policy](/privacypolicy)`,
  }),
  confidential: phrase<[]>({
    en: () =>
      "Our staff follow strict confidentiality practices and work only within the systems, accounts and permissions your firm provides and controls. Client information is used only for the work you assign, and we are happy to sign your confidentiality agreements. [About us](/about)",
    es: () =>
      "Nuestro personal sigue prácticas estrictas de confidencialidad y trabaja solo en los sistemas y permisos que su bufete controla. Con gusto firmamos sus acuerdos de confidencialidad (confidentiality agreements). [About us](/about)",
    fr: () =>
      "Notre personnel applique des pratiques strictes de confidentialité et travaille uniquement dans les systèmes et accès que votre cabinet contrôle. Nous signons volontiers vos accords de confidentialité (confidentiality agreements). [About us](/about)",
  }),
  language: phrase<[]>({
    en: () => "Sure, I'll answer in English.",
    es: () => "Claro, le respondo en español.",
    fr: () => "Bien sûr, je vous réponds en français.",
  }),
};

/** "A, B and C" in the answer's language. */
export function joinList(items: string[], lang: Lang): string {
  const and = lang === "es" ? "y" : lang === "fr" ? "et" : "and";
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
}

/** A Markdown-style link the widget renders as a real one. */
export const link = (label: string, href: string) => `[${label.replace(/[[\]]/g, "")}](${href})`;
