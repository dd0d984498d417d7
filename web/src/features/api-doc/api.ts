import { useQuery } from '@tanstack/react-query';
import { systemApi } from '@invest/contract/api/system';
import { call } from '../../lib/api';

/** The generated OpenAPI document; it changes only with a new server, so it is kept for the session. */
export function useApiDocument() {
  return useQuery({
    queryKey: ['api-document'],
    queryFn: () => call(systemApi.apiDocument),
    staleTime: Infinity,
  });
}
