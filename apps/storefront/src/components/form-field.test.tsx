import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

describe('FormField', () => {
  it('labels its input, and reads its hint and error with it', () => {
    render(<FormField label="Name" required hint="Name is required." error="Too short" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Name is required. Too short');
    // The required mark is seen, not read: the label's accessible name stays 'Name'.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is valid and undescribed without an error; `invalid` marks it without a message', () => {
    const { rerender } = render(<FormField label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    rerender(<FormField label="Password" type="password" invalid />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a mobile field shows the +1(868) prefix and takes at most 7 digits', () => {
    render(<FormField label="Mobile" mobile />);
    expect(screen.getByText('+1(868)')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('maxlength', '7');
  });
});
