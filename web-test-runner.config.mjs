/**
 * Browser tests of the <hy-chat> widget in real Chromium.
 *
 *   node_modules/.bin/node node_modules/@web/test-runner/dist/bin.js --config web-test-runner.config.mjs
 *
 * The tests run against the built bundle (dist/widget/hy-chat.js), i.e. exactly what partner
 * sites load: React's CommonJS packages, `?inline` CSS and JSON resources are all handled by
 * Vite, so the test server needs no bundling of its own. This config builds the bundle first;
 * set HY_WTR_SKIP_BUILD=1 to test an existing dist/widget as is.
 * Test files are TypeScript; their types are stripped with Node's built-in stripper (Node >= 22.13).
 */
import { stripTypeScriptTypes } from 'node:module';
import { chromeLauncher } from '@web/test-runner-chrome';

if (!process.env.HY_WTR_SKIP_BUILD) {
  const { build } = await import('vite');
  await build({ configFile: 'vite.widget.config.ts', logLevel: 'warn' });
}

/** Serves *.ts test files as JavaScript with their type annotations removed (no JSX/enums). */
function stripTypes() {
  return {
    name: 'hy-strip-ts',
    resolveMimeType(context) {
      if (context.path.endsWith('.ts')) return 'js';
    },
    transform(context) {
      if (context.path.endsWith('.ts') && typeof context.body === 'string') {
        return { body: stripTypeScriptTypes(context.body, { mode: 'strip' }) };
      }
    },
  };
}

export default {
  files: ['tests/widget/**/*.browser.test.ts'],
  nodeResolve: true,
  concurrency: 1, // focus, hover and scrolling tests need the only active page
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
  ],
  plugins: [stripTypes()],
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 120000,
};
