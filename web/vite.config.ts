import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// `npm run dev:web` beside the API (`npm start`): the same PORT finds it, as the API's own default does.
const apiServer = `http://127.0.0.1:${process.env.PORT || 3000}`;
// What the API serves beside the client's own files: its routes, expert photos and the feeds.
const apiProxy = Object.fromEntries(['/api', '/health', '/uploads', '/rss.xml', '/sitemap.xml', '/robots.txt'].map((prefix) => [prefix, apiServer]));
// A feature's public file: web/src/features/<name>/index.ts.
const featureIndex = /[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: { '@contracts': fileURLToPath(new URL('../src/contracts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to preload the chunk of the screen a page opens on (src/http/seo/route-chunks.ts).
    manifest: true,
    rolldownOptions: {
      // A feature's public file (features/<name>/index.ts) only re-exports. Told so, the bundler links each
      // import to the file that defines it, and a screen's chunks hold only what the screen uses, not
      // everything the public file names.
      treeshake: { moduleSideEffects: (id: string) => !featureIndex.test(id) },
      output: {
        // React and the router change rarely: one long-cached chunk every screen shares.
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The contracts live outside web/, so the dev server must be allowed to read them.
  server: { proxy: apiProxy, fs: { allow: [repoRoot] } },
  preview: { proxy: apiProxy },
});
