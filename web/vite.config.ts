import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiServer = 'http://127.0.0.1:3000';
const apiProxy = { '/api': apiServer, '/health': apiServer };

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
