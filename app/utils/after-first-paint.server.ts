/**
 * Makes React Router's module preloads and its module script inert in a rendered document, so that
 * nothing is fetched for hydration before the first paint; `startScriptsAfterFirstPaint` (in the
 * document's head) starts them. The elements keep their place, so hydration still matches.
 */
export function holdScriptsUntilFirstPaint(html: string): string {
  return html
    .replaceAll('<link rel="modulepreload" ', '<link data-after-first-paint="" ')
    .replace(/<script([^>]*) type="module"([^>]*)>/, '<script$1 type="text/plain" data-after-first-paint=""$2>');
}
