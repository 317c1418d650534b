/** Debian's Chromium binary: CHROMIUM_PATH, or /usr/bin/chromium. */
export declare const chromiumPath: string;
/** Flags for headless Chromium as root on a closed network. */
export declare const chromiumFlags: readonly string[];
