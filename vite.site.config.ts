import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Alias } from 'vite';
import react from '@vitejs/plugin-react';
import { reactRouterTreeShaking } from './site/vite/react-router-tree-shaking.ts';

const r = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const root = r('./site');

/**
 * The corporate site, two builds (ARCHITECTURE.md, "Site"):
 *
 *   vite build -c vite.site.config.ts             -> dist/site  (browser: hydrates the prerendered HTML)
 *   vite build -c vite.site.config.ts --mode ssr  -> dist/ssr/entry-server.js (Node: prerender + request-time render)
 *
 * Every route module and every translation namespace is its own lazy chunk; React, react-dom and react-router go
 * to one vendor chunk and i18next to another, so the app-shell chunk (layout, header, footer) stays small.
 */
export default defineConfig(({ mode }) => {
  if (mode === 'ssr') {
    return {
      root,
      base: '/',
      publicDir: false,
      plugins: [react()],
      // Same asset names as the client build (SVG files keep their hashed URLs).
      build: {
        ssr: r('./site/src/ssr/entry-server.tsx'),
        outDir: r('./dist/ssr'),
        emptyOutDir: true,
        target: 'node22',
        sourcemap: true,
        assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
        rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
      },
    };
  }

  // The browser gets react-router's production build (no dev warnings; ~25 % smaller than the default export).
  const alias: Alias[] = [
    { find: /^react-router$/, replacement: r('./node_modules/react-router/dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: r('./node_modules/react-router/dist/production/dom-export.mjs') },
  ];
  return {
    root,
    publicDir: 'public',
    base: '/',
    plugins: [react(), reactRouterTreeShaking()],
    resolve: { alias },
    server: {
      fs: { allow: [r('.')] }, // common/ and widget/ live beside site/
    },
    build: {
      outDir: r('./dist/site'),
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      // The prerenderer reads it to preload the route chunk, its CSS and its translations of each page.
      manifest: true,
      // Footer QR placeholders are only shown after 800 ms: keep SVGs as files instead of inlining them into JS.
      assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
                priority: 20,
              },
              { name: 'i18n', test: /[\\/]node_modules[\\/]i18next[\\/]/, priority: 10 },
            ],
          },
        },
      },
    },
  };
});
