import { useEffect, useState } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { TIMING_MS } from '@trini/domain';
import { noticeHostMounted, noticeHostReady, onNoticesLoaded } from './notice';

type ToasterComponent = typeof SonnerToaster;

/**
 * The top-right notices (5000 ms, 'Ok' action). The Toaster renders once the first notice loads
 * the library, so first paint does not wait for it. spec: shopping.md §8
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
  return Toaster ? (
    <Toaster
      position="top-right"
      duration={TIMING_MS.NOTICE}
      richColors
      closeButton={false}
      theme="light"
    />
  ) : null;
}
