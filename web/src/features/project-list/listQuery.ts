import dayjs, { type Dayjs } from 'dayjs';
import type { ProjectFilters } from '@invest/contract/project';

/** Written with the list's address (the home page's links share it). */
export { queryOfFilters } from '../project/listAddress';

/** The search form's values: stages as a list, the created dates as a range. */
export type ProjectSearchValues = Omit<ProjectFilters, 'stage' | 'createTimeFrom' | 'createTimeTo'> & {
  stage?: string[];
  created?: [Dayjs, Dayjs] | null;
};

const TEXT_KEYS = ['keyword', 'name', 'companyName', 'industry', 'round'] as const;
const ID_KEYS = ['fundId', 'managerId'] as const;
const AMOUNT_KEYS = ['amountFrom', 'amountTo'] as const;
const DATE_KEYS = ['createTimeFrom', 'createTimeTo'] as const;
const ID = /^[1-9]\d{0,18}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 'YYYY-MM-DD';

/**
 * The filters a list URL asks for (`/project/list?stage=1,2&fundId=…`: the home page's links, a
 * shared link). Malformed values are left out, so a bad link shows the list rather than an error.
 */
export function filtersFromQuery(query: URLSearchParams): ProjectFilters {
  const f: ProjectFilters = {};
  const get = (key: string) => query.get(key)?.trim() ?? '';
  for (const key of TEXT_KEYS) if (get(key)) f[key] = get(key).slice(0, 100);
  for (const key of ID_KEYS) if (ID.test(get(key))) f[key] = get(key);
  if (/^\d+(,\d+)*$/.test(get('stage'))) f.stage = get('stage');
  if (get('isKey') === '0' || get('isKey') === '1') f.isKey = Number(get('isKey'));
  for (const key of AMOUNT_KEYS) {
    const n = Number(get(key));
    if (get(key) && Number.isFinite(n) && n >= 0) f[key] = n;
  }
  for (const key of DATE_KEYS) if (DATE.test(get(key))) f[key] = get(key);
  return f;
}

export function searchValuesOf(f: ProjectFilters): ProjectSearchValues {
  const { stage, createTimeFrom, createTimeTo, ...rest } = f;
  return {
    ...rest,
    stage: stage ? stage.split(',') : undefined,
    created: createTimeFrom && createTimeTo ? [dayjs(createTimeFrom), dayjs(createTimeTo)] : undefined,
  };
}

export function filtersOfSearch(v: ProjectSearchValues): ProjectFilters {
  const { stage, created, ...rest } = v;
  return {
    ...rest,
    stage: stage?.length ? stage.join(',') : undefined,
    createTimeFrom: created?.[0]?.format(DAY),
    createTimeTo: created?.[1]?.format(DAY),
  };
}
