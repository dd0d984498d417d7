/**
 * Why a call failed: an answer with a non-200 code, no answer at all, or a cancelled call. Apart
 * from lib/http so a screen can tell failures apart without loading the HTTP client (axios is a
 * chunk of its own, fetched after the sign-in page shows).
 */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly kind: 'answer' | 'network' | 'cancel',
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The refusal's stable message key (`oldPasswordWrong`, `requiredField`…), when the server gave one. */
  get key(): string | undefined {
    const key = bodyField(this.body, 'key');
    return typeof key === 'string' ? key : undefined;
  }

  /** The input field the refusal is about (`oldPassword`, `items.0.name`), for a form to show it there. */
  get field(): string | undefined {
    const field = bodyField(this.body, 'field');
    return typeof field === 'string' ? field : undefined;
  }
}

export function bodyField(body: unknown, field: 'code' | 'msg' | 'error_description' | 'key' | 'field'): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
}
