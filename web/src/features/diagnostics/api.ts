import { useQuery } from '@tanstack/react-query';
import { systemApi } from '@invest/contract/api/system';
import { call } from '../../lib/api';

export const diagnosticsKeys = { facts: ['diagnostics'] as const };

/** The serving process and its database, asked afresh each time the page is shown or refreshed. */
export function useDiagnostics() {
  return useQuery({ queryKey: diagnosticsKeys.facts, queryFn: () => call(systemApi.diagnostics), staleTime: 0 });
}

/** One signed-in round trip (the latency sample). */
export const pingServer = () => call(systemApi.ping);

/** The console's own build: stamped by vite.config.ts (empty in tests and the dev server's first run). */
export const BUILD = {
  version: String(import.meta.env.VITE_BUILD_VERSION ?? ''),
  commit: String(import.meta.env.VITE_BUILD_COMMIT ?? ''),
  time: String(import.meta.env.VITE_BUILD_TIME ?? ''),
};
