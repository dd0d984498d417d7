import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { afterSignInMeta } from './build/afterSignInFiles.ts';
import { antdStyleFunctions } from './build/antdStyleFunctions.ts';
import { compileHints } from './build/compileHints.ts';
import { contractEndpoints } from './build/contract-endpoints.ts';
import { firstScreenAntd } from './build/firstScreenAntd.ts';
import { firstScreenChunk } from './build/firstScreenChunk.ts';
import { prerenderSignIn } from './build/prerenderSignIn.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The build's identity for the diagnostics screen: product version, commit (when built from git), time. */
function buildInfo() {
  const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
    .version;
  let commit = process.env.BUILD_COMMIT ?? '';
  if (!commit) {
    try {
      commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    } catch {
      // Built outside a git checkout (a source archive): the screen says "unknown".
    }
  }
  return { version, commit, time: new Date().toISOString() };
}
const build = buildInfo();

/** Libraries every screen needs, in one long-cached chunk; the rest splits along the lazy routes. */
const REACT_CORE = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** The router in a chunk of its own: the sign-in page draws without it (main.tsx). */
const ROUTER = /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * The screen after sign-in (the console's providers, the shell, the home page): what these import
 * statically, in one chunk, instead of the ~90 small chunks the lazy routes would split it into.
 * Chromium reaches the server over six HTTP/1.1 connections, and the calls after the token queued
 * behind those downloads. What the entry (the sign-in page) imports stays where it is.
 */
const idOf = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const firstScreen = firstScreenChunk({
  entry: idOf('src/main.tsx'),
  roots: ['src/app/App.tsx', 'src/layout/ShellLayout.tsx', 'src/features/dashboard/pages/HomePage.tsx'].map(idOf),
  signInLazy: ['src/lib/http.ts', 'src/features/dashboard/api.ts'].map(idOf),
});

export default defineConfig({
  root,
  // Brotli and gzip copies of every text file next to it, made once at build time: the server sends
  // them as they are instead of compressing each file on every first load.
  plugins: [
    contractEndpoints(),
    // antd's style functions, which its zero-runtime mode never calls, left out of every chunk.
    antdStyleFunctions(),
    react(),
    prerenderSignIn(),
    // The files of the screen after sign-in, named in index.html for the sign-in page to fetch once drawn.
    afterSignInMeta(),
    // Fails the build when that screen takes in an antd component it does not draw.
    firstScreenAntd(),
    compression({ threshold: 1024 }),
    // Those files marked for compiling as they load (after the compression: it makes their copies again).
    compileHints(),
  ],
  define: {
    'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(build.version),
    'import.meta.env.VITE_BUILD_COMMIT': JSON.stringify(build.commit),
    'import.meta.env.VITE_BUILD_TIME': JSON.stringify(build.time),
  },
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
    // first-screen (the console, the shell and the home page in one chunk) is 0.7 MB raw, 0.18 MB brotli.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Its report of slow plugin callbacks printed as a warning on most builds (Vite's own import
      // analysis and the compression take most of a build): `npm start` should print only the
      // address and the first sign-in. Profile a build with `node --cpu-prof` instead.
      checks: { bundlerTimings: false },
      treeshake: {
        // Its package does not say so, but its modules only define values. Unsaid, the first screen
        // (which keeps the colour class antd's theme code uses) imported the rest of it for its
        // effects: a chunk of the colour picker's, which ran first and reached back for that class.
        moduleSideEffects: [{ test: /[\\/]@rc-component[\\/]color-picker[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT_CORE, priority: 3 },
            { name: 'router', test: ROUTER, priority: 3 },
            { name: firstScreen, debugName: 'first-screen', priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
