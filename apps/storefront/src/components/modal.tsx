import { useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TIMING_MS } from '@trini/domain';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal dialog (role dialog, aria-modal, labelled by its title): focus moves in on
 * open and is trapped (Tab / Shift+Tab cycle), Escape and a backdrop click close it, focus returns
 * to the opener. It opens in 150 ms and closes in 75 ms (TIMING_MS.DIALOG_OPEN / DIALOG_CLOSE);
 * `variant` 'side' slides in from the right (the login/register side panel), 'center' is a
 * centred dialog. spec: ordering.md §2 side panel, dialogs; §9 dialog animation
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
  const panelRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<Element | null>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
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

  useEffect(() => {
    if (!active) return undefined;
    openerRef.current = document.activeElement;
    const panel = panelRef.current;
    const first =
      panel?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Keep focus inside: anything focused outside (except the notices) brings it back.
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target as Element | null;
      if (!panel || !target || panel.contains(target) || target.closest?.('[data-sonner-toaster]'))
        return;
      (panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = previousOverflow;
      const opener = openerRef.current;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [active]);

  // Content switched (focusKey changed): focus its first field, as on open.
  const lastFocusKey = useRef(focusKey);
  useEffect(() => {
    if (lastFocusKey.current === focusKey) return;
    lastFocusKey.current = focusKey;
    const panel = panelRef.current;
    if (!active || !panel) return;
    (
      panel.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.querySelector<HTMLElement>(FOCUSABLE) ??
      panel
    ).focus();
  }, [focusKey, active]);

  if (!mounted) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      closeRef.current();
      return;
    }
    if (e.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => !el.hasAttribute('inert'),
    );
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const firstItem = items[0]!;
    const lastItem = items[items.length - 1]!;
    if (
      e.shiftKey &&
      (document.activeElement === firstItem || document.activeElement === panelRef.current)
    ) {
      e.preventDefault();
      lastItem.focus();
    } else if (!e.shiftKey && document.activeElement === lastItem) {
      e.preventDefault();
      firstItem.focus();
    }
  };

  return createPortal(
    <div
      className={`modal modal--${variant}`}
      data-state={closing ? 'closing' : 'open'}
      style={
        {
          '--modal-open-ms': `${TIMING_MS.DIALOG_OPEN}ms`,
          '--modal-close-ms': `${TIMING_MS.DIALOG_CLOSE}ms`,
        } as CSSProperties
      }
    >
      <div className="modal__backdrop" aria-hidden="true" onClick={() => closeRef.current()} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal__panel${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
      >
        <div className="modal__head">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
            {title}
          </h2>
          <button
            type="button"
            className="modal__close"
            aria-label={`Close ${title}`}
            onClick={() => closeRef.current()}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
