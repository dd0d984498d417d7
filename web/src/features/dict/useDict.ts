import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dictKeys, fetchDictionary } from './api';
import { useCommon } from '../../stores/common';
import { dictOptions } from './dictLabel';

/**
 * The items of a dictionary code (GET dict/dictionary), fetched once and shared by every select
 * and tag; kept until a dictionary changes or the tab bar's "clear cache" drops them.
 */
export function useDict(code: string) {
  const language = useCommon((s) => s.language);
  const query = useQuery({
    queryKey: [...dictKeys.dictionary, code],
    queryFn: () => fetchDictionary(code),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
  const options = useMemo(() => dictOptions(query.data ?? [], language), [query.data, language]);
  const labelOf = useCallback(
    (key: string | number | null | undefined) => {
      if (key === null || key === undefined) return '';
      return options.find((o) => o.value === String(key))?.label ?? String(key);
    },
    [options],
  );
  return { options, labelOf, loading: query.isLoading, query };
}
