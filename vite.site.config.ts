import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('./site', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/site', import.meta.url));

/**
 * The corporate site: `site/` -> `dist/site`. Every route module and every translation namespace is its own
 * lazy chunk; the shared libraries go to two vendor chunks so the app-shell chunk (layout, header, footer)
 * stays small and cache-friendly.
 */
export default defineConfig({
  root,
  publicDir: 'public',
  base: '/',
  plugins: [react()],
  server: {
    fs: { allow: [fileURLToPath(new URL('.', import.meta.url))] }, // common/ and widget/ live beside site/
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Footer QR placeholders are only shown after 800 ms: keep SVGs as files instead of inlining them into JS.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 20 },
            { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
