import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const r = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The staff console (ARCHITECTURE.md, "Staff console"), one app for every staff role, served at /console/:
 *
 *   vite build -c vite.console.config.ts   -> dist/console (index.html + hashed assets)
 *
 * No public page links or loads any of it; each module (leads, team, audit, …) is a lazy chunk.
 */
export default defineConfig({
  root: r('./console'),
  base: '/console/',
  publicDir: false,
  plugins: [react()],
  server: { fs: { allow: [r('.')] } },
  build: {
    outDir: r('./dist/console'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
