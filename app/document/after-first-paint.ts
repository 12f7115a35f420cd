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
 * - The web app manifest (a browser fetches it on load to see whether the site can be installed):
 *   held as `<link data-after-first-paint="manifest">` (root.tsx).
 * - The icon sprite (the page's own icons are in the page, see <IconSymbols>).
 * - The heading face (docs/decisions/0021-first-paint-fetches-nothing-else.md): the first page a
 *   tab loads sets its headings in the metric-matched fallback (`html.heading-font-later`, app.css)
 *   and fetches the face once the page has loaded; the next page shown (PageEffects) and every
 *   page the tab loads later use it from their first paint (`font-display: optional`, read from
 *   the cache). A visitor without JavaScript gets the face as the stylesheet asks for it.
 */
export const HEADING_FONT_SEEN_KEY = "nb-heading-font";

/**
 * The page's head script: marks the document as scripted before the first paint (so motion never
 * hides content without JavaScript), and gives a new history entry the key and index React Router
 * would write (`{ key, idx: 0 }`, as its history does): `history.replaceState` can take a slow phone
 * tens of milliseconds, and written here, before the first paint, it is not written again by
 * <ScrollRestoration>'s script or by the router as it hydrates, where it counted as blocking time
 * (decision 0042). Then it holds what follows until after that paint. Once the page has loaded,
 * the whole icon sprite (its versioned URL on the page's <IconSymbols>, written by the server)
 * joins the symbols the server wrote into the page, for what the browser renders later.
 */
export const pageHeadScript =
  // Written compact on purpose: it is inline in every page's head. In order: the history entry's
  // key and index when it has none; the heading face's class when this tab has not fetched the
  // face yet; revive one held element (a <link> becomes what its data-after-first-paint names, by
  // default a modulepreload; a <script> a module script with the page's nonce); after load, the
  // sprite and (first page of a visit) the face;
  // start = revive all, module script first, one per task, then wait for load; run start once
  // the document is parsed after the first paint, or 3 s after load when no paint is reported.
  "(function(){var d=document,c=d.documentElement.classList,s=0,k=" +
  JSON.stringify(HEADING_FONT_SEEN_KEY) +
  ',f;c.add("js");try{history.state||history.replaceState({key:Math.random().toString(36).slice(2,10),idx:0},"")}catch(e){}' +
  'try{f=!sessionStorage[k]}catch(e){f=1}f&&c.add("heading-font-later");' +
  'function r(h){var l=h.tagName=="LINK",e=d.createElement(l?"link":"script");' +
  'if(l){e.rel=h.getAttribute("data-after-first-paint")||"modulepreload";e.href=h.getAttribute("href")}else{e.type="module";e.nonce=h.nonce;e.textContent=h.textContent}' +
  "d.head.appendChild(e)}" +
  'function later(){var y=d.getElementById("icon-symbols"),u=y&&y.getAttribute("data-sprite");' +
  'u&&fetch(u).then(function(r){return r.ok?r.text():""}).then(function(t){y.insertAdjacentHTML("beforeend",t)},function(){});' +
  'if(f&&d.fonts)try{d.fonts.load("650 1em Fraunces").catch(function(){});sessionStorage[k]=1}catch(e){}}' +
  'function go(){if(s)return;s=1;var q=[].slice.call(d.querySelectorAll("[data-after-first-paint]")).reverse();' +
  '(function n(){if(q.length){r(q.shift());setTimeout(n,0)}else d.readyState=="complete"?later():addEventListener("load",later)})()}' +
  'function p(){d.readyState=="loading"?d.addEventListener("DOMContentLoaded",go):go()}' +
  "var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;" +
  'if(t&&t.indexOf("paint")!=-1){new PerformanceObserver(function(l,o){o.disconnect();p()}).observe({type:"paint",buffered:true});' +
  'addEventListener("load",function(){setTimeout(go,3000)})}else p()})();';
