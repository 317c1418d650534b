import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TIMING_MS } from '@trini/domain';
import { Modal } from './modal';

function Opener({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Register"
      >
        <button type="button">First</button>
        <input aria-label="Mobile" data-autofocus />
      </Modal>
    </>
  );
}

const closed = async () => {
  await act(() => new Promise((r) => setTimeout(r, TIMING_MS.DIALOG_CLOSE + 20)));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
};

describe('Modal on the native <dialog> (ordering.md §2 dialogs, §9 dialog animation)', () => {
  it('opens a modal <dialog> (showModal) labelled by its title, focuses [data-autofocus], locks the page scroll', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Mobile' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Close Register' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it("Escape (the dialog's cancel event) closes it through onClose, after its closing animation; focus returns to the opener", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('data-state', 'closing');
    await closed();
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a click on the backdrop or on the close button closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await closed();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close Register' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await closed();
  });

  it('a click inside the panel does not close it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Register' })).toHaveAttribute('open');
  });
});
