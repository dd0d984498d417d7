import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { contractEndpoints } from './build/contract-endpoints.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [contractEndpoints()],
  test: {
    name: 'web',
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost/' } },
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/browser-shims.ts', 'src/test/reactWarnings.ts'],
    restoreMocks: true,
  },
});
