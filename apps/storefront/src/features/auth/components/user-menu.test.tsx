import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { sessionFromToken } from '../session';
import { testToken } from '@/test/test-token';
import { UserMenu } from './user-menu';

const session = sessionFromToken(testToken())!;

describe('user menu (ordering.md §2 site shell)', () => {
  it('shows name, mobile, email, the earned coupon and cashback only when above 0; closes on Escape and an outside click', async () => {
    const { user, unmount } = renderWithProviders(<UserMenu session={session} cashback={0} />);
    const button = screen.getByRole('button', { name: /Hi, Kavita/ });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('+1(868) 7000001')).toBeVisible();
    expect(screen.getByText('kavita.ramdial@example.tt')).toBeVisible();
    expect(screen.getByText('TRINI5')).toBeVisible();
    expect(screen.queryByText('Cashback')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    unmount();
    renderWithProviders(<UserMenu session={session} cashback={50} />);
    await user.click(screen.getByRole('button', { name: /Hi, Kavita/ }));
    expect(screen.getByText('TT$50.00')).toBeVisible();
    fireEvent.mouseDown(document.body);
    expect(screen.getByRole('button', { name: /Hi, Kavita/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
