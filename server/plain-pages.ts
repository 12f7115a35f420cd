import { getSettings } from "../app/config/site-settings.server";

/**
 * Pages the server answers itself, before or instead of React Router: whole, without scripts or
 * stylesheets, each with a title, a plain sentence, the phone number and the way home.
 */
function plainPage(title: string, text: string): string {
  const { brand, phone } = getSettings();
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} | ${brand}</title></head><body><main><h1>${title}</h1><p>${text} You can also call us at <a href="${phone.href}">${phone.display}</a>.</p><p><a href="/">Back to Home</a></p></main></body></html>`;
}

export const formNotAcceptedPage = () =>
  plainPage(
    "Form not accepted",
    "This form was sent from another website, so we did not accept it. Please open our site directly and send it from there.",
  );

export const unavailablePage = () =>
  plainPage("Temporarily unavailable", "The site is briefly unavailable. Please try again in a moment.");
