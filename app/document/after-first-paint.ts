/**
 * The page's JavaScript is fetched only once the browser has painted the page. On a slow phone the
 * hundred kilobytes of hydration code would otherwise share the connection with the document and
 * its stylesheet and push the first and largest paints back; the page is whole without it.
 *
 * The server renders React Router's module preloads and its module script inert (`data-after-first-paint`,
 * see after-first-paint.server.ts); this script, run from the head before anything is parsed,
 * brings them to life after the first paint and once the document is parsed. New elements go at
 * the end of <head>, where React's hydration ignores what it did not render. Each goes in its own
 * task: starting a module fetch can take the main thread for several milliseconds, and a slow
 * phone should not see them add up to one long task.
 */
export const startScriptsAfterFirstPaint =
  // Written compact on purpose: it is inline in every page's head. In order: revive one held
  // element (a <link> becomes a modulepreload, a <script> a module script with the page's nonce);
  // start = revive all, module script first, one per task; run start once the document is parsed
  // after the first paint, or 3 s after load when no paint is ever reported.
  "(function(){var d=document,s=0;" +
  'function r(h){var l=h.tagName=="LINK",e=d.createElement(l?"link":"script");' +
  'if(l){e.rel="modulepreload";e.href=h.getAttribute("href")}else{e.type="module";e.nonce=h.nonce;e.textContent=h.textContent}' +
  "d.head.appendChild(e)}" +
  'function go(){if(s)return;s=1;var q=[].slice.call(d.querySelectorAll("[data-after-first-paint]")).reverse();' +
  "(function n(){if(q.length){r(q.shift());setTimeout(n,0)}})()}" +
  'function p(){d.readyState=="loading"?d.addEventListener("DOMContentLoaded",go):go()}' +
  "var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;" +
  'if(t&&t.indexOf("paint")!=-1){new PerformanceObserver(function(l,o){o.disconnect();p()}).observe({type:"paint",buffered:true});' +
  'addEventListener("load",function(){setTimeout(go,3000)})}else p()})();';
