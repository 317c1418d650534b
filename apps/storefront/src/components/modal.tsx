import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, ReactNode, SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { TIMING_MS } from '@trini/domain';
import styles from './modal.module.css';

/** Each variant's class (looked up, so every class of the module is named in the code). */
const VARIANT_CLASS = { center: styles.center, side: styles.side } as const;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element a dialog's content focuses first: `[data-autofocus]`, else the first focusable. */
function firstFocus(panel: HTMLElement): HTMLElement {
  return (
    panel.querySelector<HTMLElement>('[data-autofocus]') ??
    panel.querySelector<HTMLElement>(FOCUSABLE) ??
    panel
  );
}

/**
 * An accessible modal dialog on the native `<dialog>` opened with `showModal()` (role dialog,
 * aria-modal, labelled by its title): the browser keeps focus inside and makes the rest of the
 * page inert; focus moves to the content's `[data-autofocus]` field (else its first control) on
 * open; Escape (the dialog's cancel event) and a click on the backdrop close it through `onClose`;
 * the page does not scroll behind it; focus returns to the opener. It opens in 150 ms and closes
 * in 75 ms (TIMING_MS.DIALOG_OPEN / DIALOG_CLOSE: the dialog stays open, `data-state="closing"`,
 * while it animates out); `variant` 'side' slides in from the right (the login/register side
 * panel), 'center' is a centred dialog. Same props as before the move to `<dialog>`.
 * spec: ordering.md §2 side panel, dialogs; §9 dialog animation
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  variant = 'center',
  children,
  className,
  focusKey,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  hideTitle?: boolean;
  variant?: 'side' | 'center';
  children: ReactNode;
  className?: string;
  /** When this changes while open (e.g. the content switched mode), focus moves to the new content. */
  focusKey?: string;
}) {
  const [mounted, setMounted] = useState(open);
  const [closing, setClosing] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const openRef = useRef(open);
  openRef.current = open;
  const titleId = useId();
  const active = mounted && !closing;

  useEffect(() => {
    if (open) {
      setMounted(true);
      setClosing(false);
      return undefined;
    }
    setClosing(true);
    const t = window.setTimeout(() => {
      setMounted(false);
      setClosing(false);
    }, TIMING_MS.DIALOG_CLOSE);
    return () => window.clearTimeout(t);
  }, [open]);

  // Open as a modal while mounted (also while animating out); close the native dialog on unmount.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!mounted || !dialog) return undefined;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [mounted]);

  // Each time it opens (again), focus the content as on first open.
  useEffect(() => {
    if (active && panelRef.current) firstFocus(panelRef.current).focus();
  }, [active]);

  // Content switched (focusKey changed): focus its first field, as on open.
  const lastFocusKey = useRef(focusKey);
  useEffect(() => {
    if (lastFocusKey.current === focusKey) return;
    lastFocusKey.current = focusKey;
    if (active && panelRef.current) firstFocus(panelRef.current).focus();
  }, [focusKey, active]);

  if (!mounted) return null;

  // Escape: the browser's cancel event; the state closes it (with its animation) via onClose.
  const onCancel = (e: SyntheticEvent<HTMLDialogElement>) => {
    e.preventDefault();
    if (openRef.current) closeRef.current();
  };
  // Closed by the browser itself (a repeated Escape it does not let us cancel): tell the state.
  const onNativeClose = () => {
    if (openRef.current) closeRef.current();
  };
  // Escape is the dialog's: the page's own Escape handlers (search, menus) do not see it.
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') e.stopPropagation();
  };

  return createPortal(
    <dialog
      ref={dialogRef}
      className={`${styles.modal} ${VARIANT_CLASS[variant]}`}
      aria-modal="true"
      aria-labelledby={titleId}
      data-state={closing ? 'closing' : 'open'}
      style={
        {
          '--modal-open-ms': `${TIMING_MS.DIALOG_OPEN}ms`,
          '--modal-close-ms': `${TIMING_MS.DIALOG_CLOSE}ms`,
        } as CSSProperties
      }
      onCancel={onCancel}
      onClose={onNativeClose}
      onKeyDown={onKeyDown}
    >
      <div
        className={styles.backdrop}
        aria-hidden="true"
        data-testid="modal-backdrop"
        onClick={() => closeRef.current()}
      />
      <div
        ref={panelRef}
        tabIndex={-1}
        className={`${styles.panel}${className ? ` ${className}` : ''}`}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={`Close ${title}`}
            onClick={() => closeRef.current()}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>,
    document.body,
  );
}
