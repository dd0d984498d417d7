import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicConfigQuery } from '../features/system/api';
import { HttpError } from '../lib/httpError';
import { i18n } from '../lib/i18n';
import { useCommon } from '../stores/common';
import { prerenderSignIn, type PrerenderedSignIn } from './prerender';
import { queryClient } from './queryClient';
import { signInElement } from './SignInApp';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The public settings never answer here: the page stays as its first render draws it.
const getData = vi.hoisted(() => vi.fn());
const postData = vi.hoisted(() => vi.fn());
vi.mock('../lib/api', async () => (await import('../test/callViaHttp')).callViaHttp(getData, postData));

let pages: PrerenderedSignIn[];
const roots: Root[] = [];

beforeAll(async () => {
  getData.mockReturnValue(new Promise(() => undefined));
  pages = await prerenderSignIn();
});
afterEach(() => {
  act(() => roots.splice(0).forEach((r) => r.unmount()));
  document.body.innerHTML = '';
});

/** The client's state for a language, as main.tsx starts with it (the stored language). */
async function useLanguage(language: PrerenderedSignIn['language']) {
  await i18n.changeLanguage(language);
  useCommon.setState({ language });
}

/** #root holding the prerendered markup, as boot/sign-in-boot.js leaves it. */
function served(page: PrerenderedSignIn): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = page.html;
  document.body.append(root);
  return root;
}

/** An element's markup with its attributes in name order (React writes them in another order than the DOM keeps). */
function canonical(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attributes = [...node.attributes]
    .map((a) => `${a.name}="${a.value}"`)
    .sort()
    .join(' ');
  return `<${node.localName} ${attributes}>${[...node.childNodes].map(canonical).join('')}</${node.localName}>`;
}

const field = (root: HTMLElement, testId: string) => root.querySelector<HTMLInputElement>(`[data-testid="${testId}"]`)!;

describe('the sign-in page prerendered at build time', { timeout: 30_000 }, () => {
  it('is drawn in both languages, titled in each', () => {
    expect(pages.map((p) => [p.language, p.lang, p.title])).toEqual([
      ['zh', 'zh-CN', '投资项目管理系统'],
      ['en', 'en', 'Investment Project Console'],
    ]);
    expect(pages[0]?.html).toContain('账号登录');
    expect(pages[1]?.html).toContain('Sign in');
  });

  it.each(['zh', 'en'] as const)(
    '%s: is exactly what the client renders, and hydrates without a mismatch',
    async (language) => {
      const page = pages.find((p) => p.language === language)!;
      await useLanguage(language);
      const fresh = document.createElement('div');
      const client = createRoot(fresh);
      roots.push(client);
      await act(async () => client.render(signInElement(() => undefined)));
      // The only difference: React focuses the account field itself instead of writing `autofocus`.
      const prerendered = served(page);
      prerendered.querySelector('[autofocus]')?.removeAttribute('autofocus');
      const inner = (el: Element) => [...el.childNodes].map(canonical).join('');
      expect(inner(prerendered)).toBe(inner(fresh));
      prerendered.remove();

      const root = served(page);
      const problems = vi.spyOn(console, 'error');
      const recoverable = vi.fn();
      await act(async () => {
        roots.push(
          hydrateRoot(
            root,
            signInElement(() => undefined),
            { onRecoverableError: recoverable },
          ),
        );
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(problems).not.toHaveBeenCalled();
    },
  );

  it('keeps what was typed before React arrived, and sends a submit held back meanwhile', async () => {
    // The submit goes by the public settings (tenant and captcha mode): here they answer, after the
    // hydration (the earlier tests' request for them never does).
    queryClient.removeQueries({ queryKey: publicConfigQuery.queryKey });
    getData.mockResolvedValue({ tenantMode: false, captchaMode: false, socialProviders: [], version: '1.0.0' });
    postData.mockRejectedValue(new HttpError('用户名或密码不正确', 400, 'answer', 400, {}));
    await useLanguage('zh');
    const root = served(pages[0]!);
    field(root, 'login-account').value = 'analyst';
    field(root, 'login-password').value = 'secret';
    field(root, 'login-password').focus();
    root.setAttribute('data-submit-queued', '');
    await act(async () => {
      roots.push(
        hydrateRoot(
          root,
          signInElement(() => undefined),
        ),
      );
    });
    await vi.waitFor(() =>
      expect(root.querySelector('[data-testid="login-error"]')?.textContent).toBe('用户名或密码不正确'),
    );
    // Sent once, with both fields filled in (an empty one would have stopped it in the form).
    expect(postData).toHaveBeenCalledTimes(1);
    expect(postData.mock.calls[0]?.[0]).toMatch(/oauth\/token$/);
    expect(field(root, 'login-account').value).toBe('analyst');
    expect(document.activeElement).toBe(field(root, 'login-password'));
    expect(root.hasAttribute('data-submit-queued')).toBe(false);
  });
});
