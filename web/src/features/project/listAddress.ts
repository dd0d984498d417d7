import type { ProjectFilters } from '@invest/contract/project';

/**
 * The query string of the project list's address for these filters (leading `?`, or '' for
 * none): the list writes its own address with it, and the home page's links use it. Commas stay
 * readable, as the contract writes stage lists (`stage=1,2,3`).
 */
export function queryOfFilters(f: ProjectFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(f)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}
