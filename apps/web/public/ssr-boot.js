/*
 * Starts the app on a server-rendered page once the browser has painted it (apps/server/src/seo/shell-render.ts
 * writes <script defer src="/ssr-boot.js" data-entry="…" data-preload="…"> in place of the module
 * script). The page is already readable from its HTML; fetching the scripts only after the first
 * paint keeps them from competing with the HTML and stylesheets on a slow connection.
 * Plain ES5, no module: it must run in every browser that gets the page.
 */
(function () {
  var boot = document.currentScript;
  var entry = boot.getAttribute("data-entry");
  var preloads = (boot.getAttribute("data-preload") || "").split(" ");
  function start() {
    // The entry first: it imports nothing statically, so it runs as soon as it arrives, while the
    // page's chunks download (a browser opens only six connections to a host over HTTP/1.1). One
    // insertion for all: each insertion into the document costs the main thread on its own.
    var fragment = document.createDocumentFragment();
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    fragment.appendChild(script);
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = preloads[i];
      fragment.appendChild(link);
    }
    document.head.appendChild(fragment);
  }
  // A frame callback runs before the next paint; a task queued from it runs after that paint.
  if (typeof requestAnimationFrame === "function") {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  } else {
    setTimeout(start, 0);
  }
})();
