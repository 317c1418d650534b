import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ORDER_DEFAULTS, ROUTES, buildOrder } from '@trini/domain';
import type { Cart, OrderOptions, PaymentMethodNo } from '@trini/domain';
import { useAppDispatch } from '@/app/hooks';
import { cartCleared } from '@/features/cart/cart-slice';
import type { CustomerFields } from './components/customer-fields';
import { usePlaceOrder } from './use-place-order';

/** Empty personal details and address of an order form. */
export const EMPTY_CUSTOMER_FIELDS: CustomerFields = {
  CustomerMobile: '',
  CustomerName: '',
  EmailID: '',
  CustomerAddress: '',
  CustomerCityNo: 0,
};

/** The logged-in customer's details an order form is prefilled with (null for a guest). */
export interface OrderFormSession {
  Mobile: string;
  LoginName: string;
  EmailID: string;
}

/**
 * The state both order pages share (checkout and direct order): personal details and address,
 * notes and payment method; mobile, name and email prefilled from the session and refilled after
 * a login or registration; `place(cart, options)` builds the order with the domain's `buildOrder`
 * (fields trimmed) and submits it through `usePlaceOrder` (busy flag, error, notices). A saved
 * order clears the cart and goes to /success (both pages). spec: ordering.md §2 checkout and direct order, §4 (refill after login, submit)
 */
export function useOrderForm({ session }: { session: OrderFormSession | null }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const onSaved = useCallback(() => {
    dispatch(cartCleared());
    void navigate(ROUTES.SUCCESS);
  }, [dispatch, navigate]);
  const [fields, setFields] = useState<CustomerFields>(EMPTY_CUSTOMER_FIELDS);
  const [notes, setNotes] = useState('');
  const [pmNo, setPmNo] = useState<PaymentMethodNo>(ORDER_DEFAULTS.PMNo);
  const { submit, busy, error } = usePlaceOrder({ onSaved });

  useEffect(() => {
    if (!session) return;
    setFields((f) => ({
      ...f,
      CustomerMobile: session.Mobile,
      CustomerName: session.LoginName,
      EmailID: session.EmailID,
    }));
  }, [session]);

  const set = useCallback(<K extends keyof CustomerFields>(key: K, value: CustomerFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
  }, []);

  const place = (cart: Cart, options: Omit<OrderOptions, 'PMNo' | 'Remarks'>) =>
    submit(
      buildOrder(
        cart,
        {
          CustomerMobile: fields.CustomerMobile.trim(),
          CustomerName: fields.CustomerName.trim(),
          EmailID: fields.EmailID.trim(),
          CustomerAddress: fields.CustomerAddress.trim(),
          CustomerCityNo: fields.CustomerCityNo,
        },
        { ...options, PMNo: pmNo, Remarks: notes },
      ),
    );

  return { fields, set, notes, setNotes, pmNo, setPmNo, busy, error, place };
}
