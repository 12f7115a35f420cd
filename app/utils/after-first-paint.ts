/**
 * The page's JavaScript is fetched only once the browser has painted the page. On a slow phone the
 * hundred kilobytes of hydration code would otherwise share the connection with the document and
 * its stylesheet and push the first and largest paints back; the page is whole without it.
 *
 * The server renders Remix's module preloads and its module script inert (`data-after-first-paint`,
 * see after-first-paint.server.ts); this script, run from the head before anything is parsed,
 * brings them to life after the first paint and once the document is parsed. New elements go at
 * the end of <head>, where React's hydration ignores what it did not render. Each goes in its own
 * task: starting a module fetch can take the main thread for several milliseconds, and a slow
 * phone should not see them add up to one long task.
 */
export const startScriptsAfterFirstPaint = `(function () {
  var started = false;
  function revive(held) {
    var element = document.createElement(held.tagName === "LINK" ? "link" : "script");
    if (held.tagName === "LINK") {
      element.rel = "modulepreload";
      element.href = held.getAttribute("href");
    } else {
      element.type = "module";
      element.nonce = held.nonce;
      element.textContent = held.textContent;
    }
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    // The module script first: its own imports start at once, the preloads follow.
    var held = Array.prototype.slice.call(document.querySelectorAll("[data-after-first-paint]")).reverse();
    (function next() {
      if (!held.length) return;
      revive(held.shift());
      setTimeout(next, 0);
    })();
  }
  function whenParsed() {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
    else start();
  }
  var observable = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (observable && observable.indexOf("paint") !== -1) {
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      whenParsed();
    }).observe({ type: "paint", buffered: true });
    // A page loaded in a background tab may never report its paint: it still gets its scripts.
    addEventListener("load", function () {
      setTimeout(start, 3000);
    });
  } else {
    whenParsed();
  }
})();`;
