import { defineConfig } from 'vitest/config';

/**
 * Two projects:
 * - unit: pure logic and server integration (real PGlite / PostgreSQL, real HTTP on loopback), beside the code;
 * - e2e: the built site and widget served by the real server process, driven in Debian's Chromium.
 * Both make the migrated PGlite template their test databases and servers start from first (harness/pglite-template.ts).
 */
const globalSetup = ['harness/pglite-template-setup.ts'];
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{server,site,widget,demo,common,protocol,bench,tests/checks,tests/integration}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup,
          fileParallelism: false,
        },
      },
    ],
  },
});
