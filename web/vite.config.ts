import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Libraries every screen needs, in one long-cached chunk; the rest splits along the lazy routes. */
const REACT_CORE = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  root,
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_PROXY || 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: process.env.API_PROXY || 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT_CORE, priority: 3 },
            // Only what the entry itself imports (the sign-in page's needs); the shell's libraries
            // stay in the lazy chunks that use them.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
          ],
        },
      },
    },
  },
});
