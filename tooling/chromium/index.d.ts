/**
 * The browser the e2e tests and the bench drive: CHROMIUM_PATH, Playwright's own Chromium, or a
 * system Chromium or Chrome on PATH or at its usual place (found when the module loads).
 */
export declare const chromiumPath: string;
/**
 * The e2e journeys' browser: Chromium's headless shell where one is found
 * (CHROMIUM_HEADLESS_SHELL_PATH, `chromium-headless-shell`), else `chromiumPath`. The screens'
 * pictures are taken in it too; the bench uses `chromiumPath`.
 */
export declare const journeyBrowserPath: string;
/** Flags for headless Chromium as root on a closed network. */
export declare const chromiumFlags: readonly string[];
/** Target phones as host benchmark indexes (DevTools' calibration): mid-tier 1,000, low-tier 264. */
export declare const phoneTiers: { readonly mid: number; readonly low: number };
/**
 * CPU slowdown making a host of benchmark index `hostIndex` behave as the phone of `targetIndex`
 * (default mid-tier): host ÷ target, at least 1; PHONE_CPU_SLOWDOWN fixes it. Throws on a bad
 * PHONE_CPU_SLOWDOWN.
 */
export declare function cpuSlowdownFor(
  hostIndex: number,
  targetIndex?: number,
  fixed?: string,
): number;
/** The host's Lighthouse benchmark index, measured in a page that has not navigated (~1 s). */
export declare function measureBenchmarkIndex(page: {
  evaluate(fn: () => number): Promise<number>;
}): Promise<number>;
/** Lighthouse's mobile profile: round trip (ms), bandwidth (bytes/s), viewport (px). */
export declare const phoneProfile: {
  readonly latencyMs: number;
  readonly downloadBytesPerSecond: number;
  readonly uploadBytesPerSecond: number;
  readonly viewport: { readonly width: number; readonly height: number };
};
/** A Playwright page, as far as throttleLikeAPhone needs it. */
export interface ThrottlablePage {
  evaluate(fn: () => number): Promise<number>;
  context(): {
    newCDPSession(
      page: never,
    ): Promise<{ send(method: string, params?: object): Promise<unknown> }>;
  };
}
/**
 * Measures the host's benchmark index in the page (or takes `hostIndex`, one just measured for
 * another page of the same comparison), then applies the phone's network and the CPU slowdown
 * for `targetIndex` (default mid-tier) through CDP; resolves to both figures.
 */
export declare function throttleLikeAPhone(
  page: ThrottlablePage,
  targetIndex?: number,
  hostIndex?: number,
): Promise<{ benchmarkIndex: number; cpuSlowdown: number }>;
