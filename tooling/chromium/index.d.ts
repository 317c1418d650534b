/**
 * The browser the e2e tests and the bench drive: CHROMIUM_PATH, Playwright's own Chromium, or a
 * system Chromium or Chrome on PATH or at its usual place (found when the module loads).
 */
export declare const chromiumPath: string;
/** Flags for headless Chromium as root on a closed network. */
export declare const chromiumFlags: readonly string[];
/** Lighthouse's mobile profile: CPU slowdown, round trip (ms), bandwidth (bytes/s), viewport (px). */
export declare const phoneProfile: {
  readonly cpuSlowdown: number;
  readonly latencyMs: number;
  readonly downloadBytesPerSecond: number;
  readonly uploadBytesPerSecond: number;
  readonly viewport: { readonly width: number; readonly height: number };
};
/** A Playwright page, as far as throttleLikeAPhone needs it. */
export interface ThrottlablePage {
  context(): {
    newCDPSession(
      page: never,
    ): Promise<{ send(method: string, params?: object): Promise<unknown> }>;
  };
}
/** Applies phoneProfile's CPU and network throttling to a Playwright page (CDP, Chromium only). */
export declare function throttleLikeAPhone(page: ThrottlablePage): Promise<void>;
