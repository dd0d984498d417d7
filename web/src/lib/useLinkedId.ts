import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The record a page shows open, starting from `?id=` of its address (a link from a reminder or
 * another page). Tabs stay mounted, so a later link to another record opens that one.
 */
export function useLinkedId(): [string | undefined, (id: string | undefined) => void] {
  const [params] = useSearchParams();
  const linked = params.get('id') ?? undefined;
  const [openId, setOpenId] = useState(linked);
  const [seenLink, setSeenLink] = useState(linked);
  if (linked !== seenLink) {
    setSeenLink(linked);
    if (linked) setOpenId(linked);
  }
  return [openId, setOpenId];
}
