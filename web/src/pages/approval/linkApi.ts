import { flowApi } from '@invest/contract/api/flow';
import { call } from '../../lib/api';
import { md5Hex } from '../../lib/crypto';
import { HttpError } from '../../lib/httpError';

/**
 * The approval link's calls: public (no session), and silent, since the page itself says what
 * went wrong (a used or expired link is a page of its own, a wrong password a field error).
 */
const PUBLIC = { authorization: false, silent: true } as const;

export const readLink = (token: string) => call(flowApi.linkTask, { query: { token } }, PUBLIC);

export const decideByLink = (input: { token: string; password: string; flag: 'ok' | 'reject'; comment: string }) =>
  call(flowApi.linkComplete, { body: { ...input, password: md5Hex(input.password) } }, PUBLIC);

/** Why a link cannot be used, each with a page of its own; `failed` for anything else. */
export type LinkProblem = 'invalid' | 'expired' | 'used' | 'taskDone' | 'failed';

const PROBLEM_OF_KEY: Record<string, LinkProblem> = {
  flowLinkInvalid: 'invalid',
  flowLinkExpired: 'expired',
  flowLinkUsed: 'used',
  flowTaskDone: 'taskDone',
};

export function linkProblem(error: unknown): LinkProblem {
  return (error instanceof HttpError && error.key && PROBLEM_OF_KEY[error.key]) || 'failed';
}

/** A wrong password answers this key: the form says so under the field and the link stays usable. */
export const isWrongPassword = (error: unknown) => error instanceof HttpError && error.key === 'flowLinkPassword';
