/**
 * Import rules (npm test runs `depcruise`): no cycles but the message-bubble recursion, the browser code never
 * imports the server or Node built-ins, the site reaches the widget only through its contract module, and
 * benchmarks never import test code.
 */
const BROWSER = '^(site/src|widget/src|demo|console|common|protocol)/';
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles, except the intended recursion of a merged (forwarded) message bubble that renders bubbles.',
      severity: 'error',
      from: {},
      to: {
        circular: true,
        // a cycle is allowed only when every module in it is one of the two bubbles
        via: { pathNot: '^widget/src/chat/bubbles/(Bubble|MergerBubble)\\.tsx$' },
      },
    },
    {
      name: 'browser-not-server',
      comment: 'site/, widget/, demo/, console/ and the shared modules never import server code.',
      severity: 'error',
      from: { path: BROWSER },
      to: { path: '^server/' },
    },
    {
      name: 'browser-no-node-builtins',
      comment: 'Browser code (and the modules it shares) never imports Node modules.',
      severity: 'error',
      from: { path: BROWSER, pathNot: '\\.test\\.tsx?$|^site/src/ssr/|^site/vite/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'site-through-widget-contract',
      comment: 'The site reaches the widget only through widget/src/embed.ts.',
      severity: 'error',
      from: { path: '^site/' },
      to: { path: '^widget/', pathNot: '^widget/src/embed\\.ts$' },
    },
    {
      name: 'console-alone',
      comment: 'The staff console is its own app: it never imports the site or the widget, and they never import it.',
      severity: 'error',
      from: { path: '^console/' },
      to: { path: '^(site|widget|demo)/' },
    },
    {
      name: 'public-not-console',
      comment: 'Public pages never load the console code.',
      severity: 'error',
      from: { path: '^(site|widget|demo)/' },
      to: { path: '^console/' },
    },
    {
      name: 'bench-not-tests',
      comment: 'Benchmarks share harness/ with the tests but never import test code.',
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^tests/' },
    },
    {
      name: 'product-not-tests',
      comment: 'Product code never imports tests, benchmarks or the test harness.',
      severity: 'error',
      from: { path: '^(server|site|widget|demo|console|common|protocol)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(tests|bench|harness)/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data|node_modules)/' },
  },
};
