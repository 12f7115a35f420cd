/**
 * What a page fetches beyond its document and stylesheet waits until the browser has painted it.
 * On a slow phone anything fetched before the first paint shares the connection with the document
 * and its stylesheet and pushes the first and largest paints back; the page is whole without it.
 *
 * - The page's JavaScript: the server renders React Router's module preloads and its module script
 *   inert (`data-after-first-paint`, see after-first-paint.server.ts); they are brought to life
 *   after the first paint, once the document is parsed. New elements go at the end of <head>,
 *   where React's hydration ignores what it did not render. Each goes in its own task: starting a
 *   module fetch can take the main thread for several milliseconds, and a slow phone should not
 *   see them add up to one long task.
 * - The web app manifest (a browser fetches it on load to see whether the site can be installed).
 * - The heading face (docs/decisions/0351-first-paint-fetches-nothing-else.md): the first page a
 *   tab loads sets its headings in the metric-matched fallback (`html.heading-font-later`, app.css)
 *   and fetches the face once the page has loaded; the next page shown (PageEffects) and every
 *   page the tab loads later use it from their first paint (`font-display: optional`, read from
 *   the cache). A visitor without JavaScript gets the face as the stylesheet asks for it.
 */
export const HEADING_FONT_SEEN_KEY = "nb-heading-font";

export const startScriptsAfterFirstPaint =
  // Written compact on purpose: it is inline in every page's head. In order: the heading face's
  // class when this browser has not fetched the face yet; revive one held element (a <link>
  // becomes a modulepreload, a <script> a module script with the page's nonce); start = revive
  // all, module script first, one per task, then the manifest, then (after load) the face; run
  // start once the document is parsed after the first paint, or 3 s after load when no paint is
  // ever reported.
  "(function(){var d=document,h=d.documentElement,s=0,k=" +
  JSON.stringify(HEADING_FONT_SEEN_KEY) +
  ",f;" +
  'try{f=!sessionStorage.getItem(k)}catch(e){f=1}if(f)h.classList.add("heading-font-later");' +
  'function r(h){var l=h.tagName=="LINK",e=d.createElement(l?"link":"script");' +
  'if(l){e.rel="modulepreload";e.href=h.getAttribute("href")}else{e.type="module";e.nonce=h.nonce;e.textContent=h.textContent}' +
  "d.head.appendChild(e)}" +
  'function face(){d.fonts&&d.fonts.load("650 1em Fraunces").then(function(l){if(l.length)try{sessionStorage.setItem(k,"1")}catch(e){}},function(){})}' +
  'function go(){if(s)return;s=1;var q=[].slice.call(d.querySelectorAll("[data-after-first-paint]")).reverse();' +
  '(function n(){if(q.length){r(q.shift());setTimeout(n,0)}else{var m=d.createElement("link");m.rel="manifest";m.href="/site.webmanifest";d.head.appendChild(m);' +
  'if(f)d.readyState=="complete"?face():addEventListener("load",face)}})()}' +
  'function p(){d.readyState=="loading"?d.addEventListener("DOMContentLoaded",go):go()}' +
  "var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;" +
  'if(t&&t.indexOf("paint")!=-1){new PerformanceObserver(function(l,o){o.disconnect();p()}).observe({type:"paint",buffered:true});' +
  'addEventListener("load",function(){setTimeout(go,3000)})}else p()})();';
