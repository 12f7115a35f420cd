import { fold } from "~/text/normalise";

/** A page, form or button of our site, in the visitor's words. */
const SITE_THING =
  /\b(form|booking|book|site|website|web ?site|page|button|checkout|link|upload|formulario|pagina|sitio|web|boton|reserva|reservar|enlace|formulaire|bouton|reservation|reserver|lien)\b/;
/** It failed: "keeps saying 'Something went wrong'", "no funciona", "ça plante". */
const FAILS =
  /\b(something went wrong|(is ?n'?t|is not|does ?n'?t|does not|won'?t|will not|not) (work|working|load|loading|submit|submitting|go through|going through)|keeps? (saying|giving|showing|failing|crashing|erroring)|error( message)?|crash(es|ed|ing)?|broken|glitch\w*|bug(gy|ged)?|frozen|timed out|algo salio mal|no (funciona|carga|sirve|me deja|pasa)|(da|sale|salio|aparece) (un )?error|se (cae|traba|congela)|falla|ne (marche|fonctionne|charge|passe) pas|plante|beugu?e|erreur|une erreur s'est produite|bloque)\b/;

/**
 * Our site failed the visitor while doing something ("tried to book a legal admin 3 times, keeps saying 'Something
 * went wrong'", "el formulario no funciona", "votre site plante quand je réserve"): sorry, and a person of ours to
 * finish it. (Not an application, which the job status answers; not slowness, which is no failure.)
 */
export function reportsSiteTrouble(raw: string): boolean {
  const t = fold(raw);
  return SITE_THING.test(t) && FAILS.test(t) && !/\b(appl\w*|resume|cv|postul\w*|solicitud|candidature)\b/.test(t);
}
