import type { PaymentMethodNo } from '@trini/domain';

/**
 * The order form's values (checkout and direct order): personal details, address (the city as
 * the select's value, '' for none), notes (Remarks), payment method and delivery or pickup. Read
 * by the form (use-order-form.ts), its fields and the draft kept while the shopper is away
 * (order-draft.ts). spec: ordering.md §3 Order, §2 checkout sections 3–7
 */
export interface OrderFormValues {
  CustomerMobile: string;
  CustomerName: string;
  EmailID: string;
  CustomerAddress: string;
  CustomerCityNo: string;
  Remarks: string;
  PMNo: PaymentMethodNo;
  IsPickup: 0 | 1;
}
