import { forwardRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import { MOBILE } from '@trini/domain';

/**
 * A mobile number input with the fixed +1(868) prefix shown before it; at most 7 characters,
 * numeric keyboard. Pass `id` and label it with a <label htmlFor>. spec: ordering.md §2, §9 mobile
 */
export const MobileInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function MobileInput({ className, ...props }, ref) {
    return (
      <div className="prefixed">
        <span aria-hidden="true">{MOBILE.PREFIX}</span>
        <input
          ref={ref}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE.DIGITS}
          pattern="[0-9]*"
          className={className}
          {...props}
        />
      </div>
    );
  },
);
