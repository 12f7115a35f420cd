/**
 * What identifies the visitor (their e-mail, phone, name) is removed before anything leaves the
 * server for the optional language model.
 */
export function redactVisitor(text: string, visitor: string[] = []): string {
  let out = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "[e-mail]").replace(/\+?\d[\d\s().-]{6,}\d/g, "[phone]");
  // A name the visitor gives in the message ("I'm Dana", "me llamo Ana", "je m'appelle Luc").
  out = out.replace(
    /\b(my name is|i'm|i am|this is|me llamo|mi nombre es|soy|je m'appelle|je suis|moi c'est)\s+((?:\p{Lu}[\p{L}'-]+\s?){1,3})/gu,
    "$1 [name] ",
  );
  for (const value of visitor
    .flatMap((v) => [v, ...v.split(/\s+/)])
    .map((v) => v.trim())
    .filter((v) => v.length >= 2)) {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out.replace(new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, "giu"), "[name]");
  }
  return out;
}
