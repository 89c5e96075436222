// Builds the console from web/ into dist/web; in development, proxies the backend's routes to the
// single public port (4000) so the browser sees one origin, as in production.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://127.0.0.1:4000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each entry imports (scripts/bench-bundle.ts reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        // React changes less often than the console: its own chunk stays cached across releases. Mantine and Apollo
        // have no group of their own: a group gathers every module of the library that any page uses into the first
        // download, whereas left alone each page's chunks bring only the components it uses (scripts/bench-bundle.ts).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: backend, ws: true, changeOrigin: true },
      '/healthz': backend,
      '/openapi.json': backend,
      '/webhook': backend,
      '/widget': backend,
      '/playground': backend,
    },
  },
});
