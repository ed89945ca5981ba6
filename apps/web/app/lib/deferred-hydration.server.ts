// Public pages arrive complete from the server, so React is not needed to read them: the ~130 KB
// of JavaScript that hydrates them loads once the page has finished loading and the browser is idle,
// or as soon as the visitor starts to interact (pointer, touch, key, focus), whichever comes first.
// Until then the page is plain HTML: links navigate, the phone numbers call, forms post to the server,
// and a tap on a menu or accordion button is replayed once React is in charge.
//
// React Router renders the hydration as module preloads plus one inline module script. This rewrite
// drops the preloads and turns that script into a classic one (same element, same nonce, so the
// hydrated tree still matches) that starts the original module script on one of those triggers.

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const moduleScript = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/;

// Runs as a classic script: ES2017 is enough for every browser that runs the module script itself.
const starter = `(function (code, preloads) {
  var nonce = document.currentScript.nonce;
  var intents = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin'];
  var started = false;
  function start() {
    if (started) return;
    started = true;
    intents.forEach(function (type) { removeEventListener(type, start, true); });
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = code;
    document.body.appendChild(script);
  }
  intents.forEach(function (type) { addEventListener(type, start, { capture: true, passive: true }); });
  // A tap on a script-driven button (menu toggle, accordion) before React took over is replayed once
  // it has (the app sets data-hydrated on the root element), so the first tap is not lost. Links and submit
  // buttons need no replay: they work as plain HTML.
  var tapped = null;
  function remember(event) {
    var button = event.target.closest && event.target.closest('button[type="button"]');
    if (!button) return;
    tapped = button;
    // Held back until the replay, so that React (attached but not yet marked done) never sees it twice.
    event.stopPropagation();
  }
  addEventListener('click', remember, true);
  new MutationObserver(function (records, observer) {
    if (!document.documentElement.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    removeEventListener('click', remember, true);
    if (tapped && tapped.isConnected) tapped.click();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  function whenIdle() {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  }
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle);
})`;

// JSON inside an inline script: "<" escaped so that no "</script>" or "<!--" can end or alter it.
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The page's HTML with its hydration deferred; unchanged when it has no hydration script. */
export function deferHydration(html: string): string {
  // React hoists the preloads into the head and the script stays in the body: each pattern scans only
  // its part of the page.
  const headEnd = Math.max(html.indexOf('</head>'), 0);
  const head = html.slice(0, headEnd);
  const body = html.slice(headEnd);
  const script = moduleScript.exec(body);
  if (!script) return html;
  const preloads = [...head.matchAll(modulePreload)].map((m) => m[1]);
  const [whole, nonceAttribute = '', code] = script;
  const replacement = `<script${nonceAttribute}>${starter}(${scriptLiteral(code)}, ${scriptLiteral(preloads)});</script>`;
  return head.replace(modulePreload, '') + body.slice(0, script.index) + replacement + body.slice(script.index + whole.length);
}
