import type { Dayjs } from 'dayjs';
import type { ClientLogFilters } from './api';

/** The search form of the client error log: the time range is one field. */
export type ClientLogSearch = Omit<ClientLogFilters, 'createTimeFrom' | 'createTimeTo'> & {
  range?: [Dayjs | null, Dayjs | null] | null;
};

/** Times on the wire (contract dateTimeSchema). */
const WIRE = 'YYYY-MM-DD HH:mm:ss';

/** The form's values as the list's filters: the range as two wire-format times, either end open. */
export function toClientLogFilters({ range, ...rest }: ClientLogSearch): ClientLogFilters {
  return {
    ...rest,
    createTimeFrom: range?.[0]?.format(WIRE),
    createTimeTo: range?.[1]?.format(WIRE),
  };
}
