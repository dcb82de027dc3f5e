import { WIDGET_TAG } from '../../../widget/src/embed.ts';
import { PAGE_EVENTS, TOOLBAR_EVENTS } from '../lib/widget-host.ts';
import { scriptJson } from './head.ts';
import { HYDRATING_ATTRIBUTE } from '../lib/before-hydration.ts';

/**
 * The page's scripts are requested after its first paint. A prerendered page is complete without JavaScript (the
 * scripts only hydrate it), so its first frame needs the document, its inline styles and the banner image alone.
 * Requested from the head, the entry and its module preloads (about 125 KB gzip on home) shared the first
 * round trips with the image, and Lighthouse's simulated mobile load counts every request that finished before the
 * largest paint as blocking it: the LCP it estimated was the time to download all the scripts on slow 4G.
 *
 * The built tags (the entry `<script type="module">` and the `<link rel="modulepreload">`s of the entry and the
 * page) are replaced by one inline loader that adds the same elements once the page has loaded (the document and its
 * eager images, the banner's first slide among them) and the browser has shown its first paint (reported by the
 * paint timing entry: the main thread's paint task ends before the frame is shown, and a big Chinese page can
 * paint after its load event), or after 4 s at the latest (an image that hangs, or a tab opened in the
 * background, which paints only when shown, does not hold hydration back). The
 * loader also holds a form submitted, and the clicks on `data-replay` controls, before hydration (site/src/lib/before-hydration.ts), and the visitor's first
 * interaction for the chat widget (site/src/lib/widget-host.ts loads the widget on it, and replays a click on the
 * toolbar the server drew): any interaction brings the scripts in at once. The
 * server sends the loader's hash in the page's Content-Security-Policy like every inline script
 * (server/web/document-headers.ts).
 */
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Plain ES5, since it runs before any module. `k` counts the two conditions: the page loaded, the first paint shown.
 * Once both are in, it waits one more frame: the first paint can come before the banner image is drawn (a light
 * first frame), and the frame after the load event draws it. The preloads (in Vite's order, so the big chunks'
 * downloads start first), then the entry script, are added one per task: each element starts a request, and the
 * eight in one task made a long task on a slow phone.
 */
const LOADER = `(function(s,p){var d=document,k=0,n=0;function go(){if(n++)return;
var q=p.map(function(h){return["link",h]}).concat(s.map(function(h){return["script",h]}));
(function add(){var x=q.shift(),e=d.createElement(x[0]);e.crossOrigin="";
if(x[0]=="link"){e.rel="modulepreload";e.href=x[1]}else{e.type="module";e.src=x[1]}
d.head.appendChild(e);if(q.length)setTimeout(add)})()}
function one(){if(++k==2)requestAnimationFrame(function(){setTimeout(go)})}
function early(){return!d.documentElement.hasAttribute("${HYDRATING_ATTRIBUTE}")}
d.addEventListener("submit",function(e){if(early()){e.preventDefault();window.__heldSubmit=e.target}},true);
d.addEventListener("click",function(e){var t=early()&&e.target.closest&&e.target.closest("[data-replay]");if(t){(window.__heldClicks=window.__heldClicks||[]).push(t);go()}},true);
function held(t){if(window.__heldTool==null||t)window.__heldTool=t||"";go()}
var c=d.querySelector("${WIDGET_TAG}"),r=c&&c.shadowRoot;if(r){r.addEventListener("click",function(e){var t=e.target.closest&&e.target.closest("[data-tool]");held(t&&t.getAttribute("data-tool"))});
${JSON.stringify(TOOLBAR_EVENTS)}.forEach(function(y){r.addEventListener(y,function(){held()})})}
${JSON.stringify(PAGE_EVENTS)}.forEach(function(y){addEventListener(y,function(){held()},{capture:true,passive:true,once:true})});
if(d.readyState=="complete")one();else addEventListener("load",one);
try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();one()}}).observe({type:"paint",buffered:true})}catch(x){one()}
setTimeout(go,4000)})`.replace(/\n/g, '');

export function loadScriptsAfterFirstPaint(html: string): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  const rest = html
    .replace(ENTRY, (_, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(PRELOAD, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  if (entries.length === 0) return html;
  const loader = `<script>${LOADER}(${scriptJson(entries)},${scriptJson(preloads)})</script>`;
  return rest.replace('</body>', () => `  ${loader}\n  </body>`);
}

/**
 * The page as a visitor without JavaScript gets it: the loader `loadScriptsAfterFirstPaint` added taken out again,
 * so no script of the page is requested (the inline data scripts stay; they only assign JSON). bench:site's control
 * loads (bench/site/controls.ts) time the prerendered page's own first render with it.
 */
export function withoutScriptLoader(html: string): string {
  const start = html.indexOf(`<script>${LOADER}(`);
  if (start < 0) return html;
  const end = html.indexOf('</script>', start) + '</script>'.length;
  return html.slice(0, start).replace(/\s+$/, '') + html.slice(end);
}
