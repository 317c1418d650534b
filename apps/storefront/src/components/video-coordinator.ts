/**
 * Only one card video plays at a time: starting one stops the others (pause and rewind).
 * spec: shopping.md §2 product card
 */
let stopCurrent: (() => void) | null = null;

/** Registers `stop` as the playing video's stopper, stopping the previous one first. */
export function claimPlayback(stop: () => void): void {
  if (stopCurrent && stopCurrent !== stop) stopCurrent();
  stopCurrent = stop;
}

/** Forgets `stop` if it is the playing one. */
export function releasePlayback(stop: () => void): void {
  if (stopCurrent === stop) stopCurrent = null;
}
