import { useEffect, useState } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { TIMING_MS } from '@trini/domain';
import { noticeHostMounted, noticeHostReady, onNoticesLoaded } from './notice';

type ToasterComponent = typeof SonnerToaster;

/** Gap between the header's bottom edge (or the top of the window) and a notice, px. */
const NOTICE_GAP_PX = 8;

/**
 * Keeps `--notice-top` on the document at the header's visible bottom edge plus a gap (px), so a
 * notice shows just below the header and never over its controls (the cart link, the account
 * buttons); once the header has scrolled away, at the top of the window. Follows scrolling and
 * resizing, once a frame at most. Answers a stop function.
 */
function keepNoticesBelowHeader(): () => void {
  let frame = 0;
  const place = () => {
    frame = 0;
    const bottom = document
      .querySelector('body > #root header, header')
      ?.getBoundingClientRect().bottom;
    const top = Math.max(0, Math.round(bottom ?? 0)) + NOTICE_GAP_PX;
    document.documentElement.style.setProperty('--notice-top', `${top}px`);
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(place);
  };
  place();
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    removeEventListener('scroll', schedule);
    removeEventListener('resize', schedule);
  };
}

/** Where sonner puts its notices: right (or both sides on a phone) and below the header. */
const OFFSET = { top: 'var(--notice-top, 8px)', right: 16 } as const;
const MOBILE_OFFSET = { top: 'var(--notice-top, 8px)', right: 12, left: 12 } as const;

/**
 * The top-right notices (5000 ms, 'Ok' action), placed below the header so they never cover its
 * controls (the spec's top right, under the site's own top bar). The Toaster renders once the
 * first notice loads the library, so first paint does not wait for it. spec: shopping.md §8
 */
export function NoticeHost() {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => {
    const unmount = noticeHostMounted();
    const unsubscribe = onNoticesLoaded((m) => setToaster(() => m.Toaster));
    return () => {
      unsubscribe();
      unmount();
    };
  }, []);
  // After the Toaster's own effects (it subscribes to new toasts there), release waiting notices.
  useEffect(() => {
    if (Toaster) noticeHostReady();
  }, [Toaster]);
  useEffect(() => (Toaster ? keepNoticesBelowHeader() : undefined), [Toaster]);
  return Toaster ? (
    <Toaster
      position="top-right"
      offset={OFFSET}
      mobileOffset={MOBILE_OFFSET}
      duration={TIMING_MS.NOTICE}
      richColors
      closeButton={false}
      theme="light"
    />
  ) : null;
}
