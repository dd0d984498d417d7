import { useQuery } from '@tanstack/react-query';
import type { PasswordChange, ProfileUpdate } from '@invest/contract/user';
import { resourceApi } from '@invest/contract/api/resource';
import { userApi } from '@invest/contract/api/user';
import { ATTACH_LINK } from '@invest/contract/constants';
import { call } from '../../lib/api';

/** Saves the profile; answers the user info as it now is. Silent: the form shows the message. */
export const updateInfo = (profile: ProfileUpdate) => call(userApi.updateInfo, { body: profile }, { silent: true });

/** All three fields MD5 hex (lib/crypto). Silent: the form shows the message by its field. */
export const updatePassword = (change: PasswordChange) =>
  call(userApi.updatePassword, { body: change }, { silent: true });

/** Uploads an image (multipart field `file`), reporting progress in percent. */
export function uploadImage(file: File, onProgress?: (percent: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file);
  return call(
    resourceApi.putFile,
    { query: { kind: 'image' }, body: form },
    {
      // Uploads take longer than the 10 s of an ordinary call.
      timeout: 120_000,
      signal,
      onUploadProgress: (e) => {
        if (e.total) onProgress?.(Math.round((e.loaded / e.total) * 100));
      },
    },
  );
}

/** The id in one of the console's own attachment links, the only links fetched with the session's headers. */
const attachIdOf = (link: string) => new RegExp(`^${ATTACH_LINK}/(\\d{1,19})$`).exec(link)?.[1];

export const isAttachLink = (link: string) => attachIdOf(link) !== undefined;

/** An attachment's bytes (an <img> cannot send the auth headers, so it shows an object URL). */
const fetchAttachBlob = (link: string) =>
  call(resourceApi.attach, { params: { id: attachIdOf(link)! } }, { silent: true });

/**
 * The object URL of an avatar link ('' for none or a failed load, so the caller shows the
 * built-in logo). One download per link, kept while anything shows it.
 */
export function useAttachImage(link: string | undefined) {
  const enabled = Boolean(link && isAttachLink(link));
  const query = useQuery({
    queryKey: ['attach-image', link],
    queryFn: async () => URL.createObjectURL(await fetchAttachBlob(link!)),
    enabled,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: 1,
  });
  if (!link) return '';
  if (!enabled) return /^(https?:|data:|blob:|\/)/.test(link) ? link : '';
  return query.data ?? '';
}
