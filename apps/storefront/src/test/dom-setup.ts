import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// CI runs every package's suite at once on two cores: give findBy/waitFor room beyond 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  toast.dismiss();
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

// jsdom lacks matchMedia and media playback.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
Object.defineProperty(HTMLMediaElement.prototype, 'play', {
  configurable: true,
  value: () => Promise.resolve(),
});
Object.defineProperty(HTMLMediaElement.prototype, 'pause', {
  configurable: true,
  value: () => undefined,
});

// jsdom lacks HTMLDialogElement's show/showModal/close (components/modal.tsx and the slide menu
// open native <dialog>s): they set or remove `open` and fire `close` as browsers do, and Escape on
// a modal dialog fires a cancelable `cancel` that closes it unless prevented. Focus trapping and
// the inert page behind are the browser's and are not imitated.
if (!HTMLDialogElement.prototype.showModal) {
  const modals: HTMLDialogElement[] = [];
  Object.defineProperties(HTMLDialogElement.prototype, {
    show: {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
    },
    showModal: {
      configurable: true,
      value(this: HTMLDialogElement) {
        if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
        this.setAttribute('open', '');
        modals.push(this);
      },
    },
    close: {
      configurable: true,
      value(this: HTMLDialogElement, returnValue?: string) {
        if (!this.open) return;
        if (returnValue !== undefined) this.returnValue = returnValue;
        this.removeAttribute('open');
        const i = modals.indexOf(this);
        if (i >= 0) modals.splice(i, 1);
        this.dispatchEvent(new Event('close'));
      },
    },
  });
  window.addEventListener(
    'keydown',
    (e) => {
      const top = modals.filter((d) => d.isConnected && d.open).at(-1);
      if (e.key !== 'Escape' || !top) return;
      if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
    },
    true,
  );
}
