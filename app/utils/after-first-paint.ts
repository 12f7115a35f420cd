/**
 * The page's JavaScript is fetched only once the browser has painted the page. On a slow phone the
 * hundred kilobytes of hydration code would otherwise share the connection with the document and
 * its stylesheet and push the first and largest paints back; the page is whole without it.
 *
 * The server renders Remix's module preloads and its module script inert (`data-after-first-paint`,
 * see after-first-paint.server.ts); this script, run from the head before anything is parsed,
 * brings them to life after the first paint and once the document is parsed. New elements go at
 * the end of <body>, where React's hydration ignores what it did not render.
 */
export const startScriptsAfterFirstPaint = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var held = document.querySelectorAll("[data-after-first-paint]");
    for (var i = 0; i < held.length; i++) {
      var element = document.createElement(held[i].tagName === "LINK" ? "link" : "script");
      if (held[i].tagName === "LINK") {
        element.rel = "modulepreload";
        element.href = held[i].getAttribute("href");
      } else {
        element.type = "module";
        element.nonce = held[i].nonce;
        element.textContent = held[i].textContent;
      }
      document.body.appendChild(element);
    }
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
  } else {
    whenParsed();
  }
})();`;
