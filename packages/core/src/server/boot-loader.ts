import { createHash } from 'node:crypto';
import { scrollStorageKey } from '../router/scroll-positions.js';

/** Until the app is ready: the reader's first input, kept and handed to the app once it is. */
const firstInput = [
  // q: the search asked for (null: not asked) and the keys typed into it; entered: Enter pressed after
  // them (the search runs, later keys are the page's); pressed: the buttons clicked.
  'var h=document.documentElement,q=null,entered=0,pressed=[],mac=/Mac|iP/.test(navigator.platform);',
  // A character typed: with AltGr (Ctrl+Alt on Windows) or, on a Mac, with Option; not a shortcut.
  "function typed(e,k){return k.length===1&&!e.metaKey&&(e.getModifierState&&e.getModifierState('AltGraph')||!e.ctrlKey&&(!e.altKey||mac))}",
  "function ready(){return h.hasAttribute('data-ready')}",
  'function field(t){var f=t&&t.closest&&t.closest("input,textarea,select,[contenteditable]");return f&&f.getAttribute("contenteditable")!=="false"}',
  // Left/Right/Home/End on a tab: the tab it moves to is focused, and selected once the app is ready.
  "function tab(e,k){var t=e.target,l=t&&t.closest&&t.closest('#root [role=tablist]');if(!l||t.getAttribute('role')!=='tab'||e.ctrlKey||e.metaKey||e.altKey)return;",
  // On a right-to-left page the next tab is on the left.
  "var b=[].slice.call(l.children),n=b.length,i=b.indexOf(t),d=l.closest('[dir]'),f=d&&d.getAttribute('dir')==='rtl'?'ArrowLeft':'ArrowRight';",
  "i=k===f?(i+1)%n:/^Arrow(Left|Right)$/.test(k)?(i+n-1)%n:k==='Home'?0:k==='End'?n-1:-1;",
  'if(i<0)return;b[i].focus();pressed.push(b[i]);return 1}',
  'function key(e){if(ready()||entered||e.defaultPrevented||e.isComposing)return;var k=e.key||"",c=e.ctrlKey!==e.metaKey;',
  "if(c&&!e.altKey&&!e.shiftKey&&k.toLowerCase()==='k'){q=q===null?'':null}",
  "else if(q===null){if(tab(e,k))return e.preventDefault();if(k!=='/'||e.ctrlKey||e.metaKey||e.altKey||field(e.target))return;q=''}",
  "else if(k==='Escape')q=null;else if(k==='Backspace')q=q.slice(0,-1);else if(k==='Enter'){if(q.trim())entered=1}",
  'else if(typed(e,k))q+=k;else return;e.preventDefault()}',
  // A paste (Ctrl/⌘+V) into the search asked for, line breaks dropped as the search input drops them.
  "function paste(e){if(ready()||entered||q===null||e.defaultPrevented)return;var d=e.clipboardData;q+=(d&&d.getData('text/plain')||'').replace(/[\\r\\n]/g,'');e.preventDefault()}",
  'function click(e){if(ready())return;var t=e.target;if(!t||!t.closest)return;',
  // Any other button of the app (not the colour toggle, which the theme's bootstrap script switches).
  "if(t.closest('.mdd-search-button')){if(q===null)q=''}else{t=t.closest('#root button[type=button]:not(.mdd-color-mode-toggle)');if(!t)return;pressed.push(t)}",
  'e.preventDefault();e.stopPropagation()}',
  "addEventListener('keydown',key,true);addEventListener('click',click,true);addEventListener('paste',paste,true);",
  'if(window.MutationObserver)new MutationObserver(function(l,o){if(!ready())return;o.disconnect();',
  "removeEventListener('keydown',key,true);removeEventListener('click',click,true);removeEventListener('paste',paste,true);",
  // One click a task: the app renders each before the next, so a toggle pressed twice ends where it began.
  '(function next(){var b=pressed.shift();if(b){if(b.isConnected)b.click();setTimeout(next)}',
  "else if(q!==null)document.dispatchEvent(new CustomEvent('mdd:search',{detail:{query:q,enter:entered===1}}))})()",
  "}).observe(h,{attributes:true,attributeFilter:['data-ready']});",
].join('');

/**
 * The current page's entry of a long sidebar, scrolled into view before the first paint (a third of
 * the way down the part of the sidebar on screen, which ends at the window's bottom).
 */
const sidebarEntry = [
  "var n=document.querySelector('.mdd-sidebar'),a=n&&n.querySelector('[aria-current=\"page\"]');",
  'if(a&&n.scrollHeight>n.clientHeight){var nb=n.getBoundingClientRect(),ab=a.getBoundingClientRect(),',
  'end=Math.min(nb.bottom,innerHeight);if(ab.top<nb.top||ab.bottom>end)n.scrollTop+=ab.top-nb.top-(end-nb.top)/3}',
].join('');

/**
 * The tab of each `Tabs` that the URL names (`data-query`), that the reader chose before in its group
 * (`data-group`, kept under the theme's `tabsStorageKey`) or, without a group, that the history entry
 * kept (`history.state.mddTabs`, the theme's `tabsEntryStateKey`, by the block's place among the
 * page's), selected before the first paint as the app will select it, so that nothing below moves
 * once it is ready.
 */
const storedTabs = [
  "[].forEach.call(document.querySelectorAll('.mdd-tabs'),function(t,n){",
  "var b=t.firstElementChild.children,g=t.getAttribute('data-group'),k=t.getAttribute('data-query'),s,i,j;",
  // Without state kept by the entry, reading it throws: nothing to select.
  "try{s=g?localStorage.getItem('mdd:tabs:'+g):history.state.mddTabs[n]}catch(e){}",
  "[k&&new URLSearchParams(location.search).get(k),s].forEach(function(v){for(j=0;v&&i==null&&j<b.length;j++)if(b[j].getAttribute('data-value')===v)i=j});",
  "if(i!=null)for(j=0;j<b.length;j++){b[j].setAttribute('aria-selected',i==j);b[j].tabIndex=i==j?0:-1;t.children[j+1].hidden=i!=j}})",
].join('');

/**
 * A reload, or a return to an entry whose document was gone: the position the router kept for the
 * entry, restored before the first paint when the page is already that long (else the router
 * restores it once the app runs, trying again as the page grows).
 */
const keptScroll = [
  'try{var E=history.state&&history.state.mddKey,',
  `T=E&&JSON.parse(sessionStorage.getItem('${scrollStorageKey}')||'{}')[E];`,
  'if(typeof T==="number"&&T<=h.scrollHeight-innerHeight)scrollTo(0,T)}catch(e){}',
].join('');

/** Starts the app shell once the page has loaded and painted its largest content. */
const start =
  "var s=document.currentScript,u=s&&s.getAttribute('data-entry');if(!u)return;var started=0,loaded=document.readyState==='complete',painted=0;function go(){if(started)return;started=1;var d=document.head,p=s.getAttribute('data-preload');if(p)p.split(' ').forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.href=f;d.appendChild(l)});var m=document.createElement('script');m.type='module';m.src=u;d.appendChild(m)}if(document.visibilityState!=='visible'||!window.requestAnimationFrame)return go();function check(){if(loaded&&painted)requestAnimationFrame(function(){setTimeout(go,0)})}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('largest-contentful-paint')>=0)new P(function(l,o){o.disconnect();painted=1;check()}).observe({type:'largest-contentful-paint',buffered:true});else painted=1;if(!loaded)addEventListener('load',function(){loaded=1;check()});check();setTimeout(go,3000)";

/**
 * Inline in the head of each page, so it runs before anything is shown (a key typed on the top of a
 * long page still arriving is kept; the `defer` loader below runs only once the whole document has
 * arrived). It keeps the reader's first input until the app is ready (`<html data-ready>`): Ctrl/⌘+K,
 * `/` or a click on the search button and the keys typed (or the text pasted) after it, and clicks on
 * any other button of the app (`#root button[type=button]`: code tabs, copy, the menu, a
 * disclosure…); then clicks those buttons again, in order, one a task so that the app renders each
 * click before the next (a toggle pressed twice ends where it began, as it does once the app is
 * ready; those still in the page; Left/Right/Home/End on a tab focus the tab they move to and count
 * as its click), and opens the search with what was typed (an `mdd:search` event; `enter` when Enter
 * followed the text, which then runs the search, as it does in the dialog), so nothing pressed before
 * hydration is lost. Links work without the app and are left alone, and the colour toggle works from
 * the theme's bootstrap script.
 */
export const firstInputScript = `(function(){${firstInput}})();`;

/**
 * The classic script each page references (`defer`, with the app's entry in `data-entry`). It runs
 * as the page is first shown and:
 * - selects the tab of each `Tabs` that the URL names, that the reader chose before (localStorage)
 *   or that the history entry kept, as the app will, scrolls the current page's entry of a long
 *   sidebar into view, and on a reload opens the page where the reader left it (the router's kept
 *   position);
 * - starts the app shell once the page has loaded and painted its largest content (where the browser
 *   reports it; elsewhere right after the load event), so the page's text and styles get the network
 *   and the main thread to themselves on a slow connection and the app hydrates a moment later. The
 *   chunks of a site's own page (`data-preload`) are fetched then too, beside the entry.
 *   Pages in background tabs (where frames do not run) start at once; 3 s after the script runs,
 *   the app starts whatever happened.
 */
export const bootLoaderSource = `(function(){var h=document.documentElement;${storedTabs};${sidebarEntry}${keptScroll}${start}})();
`;

let minified: Promise<{ file: string; source: string }> | undefined;

/**
 * The loader as the build writes it: minified by esbuild (60 bytes less gzip on every page than
 * the source above), with its content-hashed file name.
 */
export function bootLoader(): Promise<{ file: string; source: string }> {
  minified ??= import('esbuild')
    .then(({ transform }) => transform(bootLoaderSource, { minify: true, target: 'es2015' }))
    .then(({ code }) => ({
      file: `assets/boot-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`,
      source: code,
    }));
  return minified;
}
