/**
 * Widget and demo builds.
 *
 *   vite build -c vite.widget.config.ts              -> dist/widget/hy-chat.js (+ hashed lazy chunks)
 *   vite build -c vite.widget.config.ts --mode demo  -> dist/demo/ (QA page, served under /demo/)
 *   vite -c vite.widget.config.ts --mode demo        -> demo dev server; /widget/hy-chat.js is
 *                                                       served from widget/src/element.ts
 *   vitest run -c vite.widget.config.ts              -> widget unit tests (node)
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const r = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Dev only: answer the partner-style <script src="/widget/hy-chat.js"> with the source entry. */
function widgetFromSource(): Plugin {
  return {
    name: 'hy-chat:widget-from-source',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url?.split('?')[0] === '/widget/hy-chat.js') {
          req.url = `${server.config.base}@fs${r('widget/src/element.ts')}`;
        }
        next();
      });
    },
  };
}

export default defineConfig(({ mode }) => {
  const test = {
    name: 'widget',
    root,
    environment: 'node',
    include: ['widget/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'widget/**/*.browser.test.ts'],
  };

  if (mode === 'demo') {
    return {
      root: r('demo'),
      base: '/demo/',
      publicDir: false,
      plugins: [react(), widgetFromSource()],
      server: { fs: { allow: [root] } },
      build: {
        outDir: r('dist/demo'),
        emptyOutDir: true,
        reportCompressedSize: true,
      },
      test,
    };
  }

  return {
    root,
    // Lazy chunks are imported relative to hy-chat.js, wherever a partner loads it from.
    base: './',
    publicDir: false,
    plugins: [react()],
    // Library mode does not replace process.env; React needs it for its production build.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: r('dist/widget'),
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: true,
      reportCompressedSize: true,
      // The entry carries React (partner sites have none): ~70 KB gzip is expected.
      chunkSizeWarningLimit: 320,
      lib: {
        entry: r('widget/src/element.ts'),
        formats: ['es'],
        fileName: () => 'hy-chat.js',
      },
      rolldownOptions: {
        // Modules shared by the entry and the lazy chunks (React...) go to a hashed common chunk
        // that the entry imports statically. We deliberately do not merge them into hy-chat.js
        // ('allow-extension'): lazy chunks would then import "../hy-chat.js", and a partner page
        // that loads "hy-chat.js?v=2" would get a second copy of React.
        output: {
          chunkFileNames: 'chunks/[name]-[hash].js',
          // Library mode keeps whitespace and /* @__PURE__ */ comments for downstream bundlers;
          // this file goes straight to browsers, so minify fully (license comments stay).
          minify: true,
          comments: { legal: true, annotation: false, jsdoc: false },
        },
      },
    },
    test,
  };
});
