import type * as SonnerModule from 'sonner';
import { TIMING_MS } from '@trini/domain';
import { nextTask } from '@/lib/next-task';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | null = null;
let hosts = 0;
let hostReady: Promise<void> | null = null;
let markHostReady: (() => void) | null = null;
const loadListeners = new Set<(m: Sonner) => void>();

/**
 * Loads the notices library on first use (it is not needed for a first paint) and tells a
 * mounted `NoticeHost` to render its Toaster, a task after the library's evaluation (which
 * inserts its stylesheet): on /cart/{ProductNo} both come right after hydration, back to back,
 * and in one task they would block a phone's main thread for long (docs/decisions/start-path.md).
 */
export function loadNotices(): Promise<Sonner> {
  sonner ??= import('sonner').then(async (m) => {
    await nextTask();
    for (const listener of loadListeners) listener(m);
    return m;
  });
  return sonner;
}

/** For `NoticeHost`: called once the library loaded (at once if it already has). Answers an unsubscribe. */
export function onNoticesLoaded(listener: (m: Sonner) => void): () => void {
  loadListeners.add(listener);
  void sonner?.then((m) => loadListeners.has(listener) && listener(m));
  return () => loadListeners.delete(listener);
}

/** For `NoticeHost`: a host is mounted; notices wait for its Toaster before showing. */
export function noticeHostMounted(): () => void {
  hosts += 1;
  hostReady ??= new Promise((resolve) => (markHostReady = resolve));
  return () => {
    hosts -= 1;
    if (hosts === 0) {
      hostReady = null;
      markHostReady = null;
    }
  };
}

/** For `NoticeHost`: its Toaster is mounted and listening. */
export function noticeHostReady(): void {
  markHostReady?.();
}

/**
 * Shows a top-right notice with an 'Ok' action for 5000 ms (TIMING_MS.NOTICE).
 * `tone` only changes the colour/icon. spec: shopping.md §8
 */
export function notify(message: string, tone: 'info' | 'success' | 'error' = 'info'): void {
  void loadNotices().then(async ({ toast }) => {
    if (hosts > 0 && hostReady) await hostReady;
    const options = {
      duration: TIMING_MS.NOTICE,
      action: { label: 'Ok', onClick: () => undefined },
    };
    if (tone === 'success') toast.success(message, options);
    else if (tone === 'error') toast.error(message, options);
    else toast(message, options);
  });
}
