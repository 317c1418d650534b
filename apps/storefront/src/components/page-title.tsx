import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { applyHeadTags, headTags } from '@/lib/head-tags';
import type { PageHead } from '@/lib/head-tags';
import { useServerRender, useSiteOrigin } from '@/lib/render-context';

/**
 * A route's head (see `headTags`): title ('Cart | Trini Online Store'), description, canonical,
 * Open Graph (with the absolute image and, for products, the TTD price) and Twitter card. On the
 * server it is recorded during render and written into the HTML's `<head>`; in the browser it is
 * applied in an effect on each navigation.
 * Renders nothing.
 */
export function PageTitle({ title, description, image, type, price }: PageHead) {
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  const server = useServerRender();
  const tags = useMemo(
    () => headTags({ title, description, image, type, price }, origin, pathname),
    [title, description, image, type, price, origin, pathname],
  );
  if (server) server.head = tags;
  useEffect(() => applyHeadTags(document, tags), [tags]);
  return null;
}
