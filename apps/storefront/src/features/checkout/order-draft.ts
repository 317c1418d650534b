import { PAYMENT_METHOD, TEXT_LIMITS } from '@trini/domain';
import type { PaymentMethodNo } from '@trini/domain';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';
import type { OrderFormValues } from './order-form-values';

/**
 * The session-storage key of the checkout's draft (an extension: the spec keeps no draft). In
 * session storage, so it lives as long as the tab and never outlasts the shopper's visit.
 */
export const ORDER_DRAFT_KEY = 'trini_checkout_draft';

/**
 * The longest draft kept, in characters of its JSON: the fields' own limits (TEXT_LIMITS) add up
 * to under 2,000; anything longer was not written by this form and is not read.
 */
export const ORDER_DRAFT_MAX_CHARS = 4000;

/** Each text field of the draft and its longest kept value, in characters (TEXT_LIMITS). */
const TEXT_FIELDS = {
  CustomerMobile: TEXT_LIMITS.PHONE,
  CustomerName: TEXT_LIMITS.NAME,
  EmailID: TEXT_LIMITS.EMAIL,
  CustomerAddress: TEXT_LIMITS.ADDRESS,
  CustomerCityNo: TEXT_LIMITS.CODE,
  Remarks: TEXT_LIMITS.NOTE,
} as const satisfies Partial<Record<keyof OrderFormValues, number>>;

const PAYMENT_METHODS: readonly number[] = Object.values(PAYMENT_METHOD);

/**
 * The draft read back as order-form values: only the fields that are well formed (text within its
 * limit, a known payment method, pickup 0 or 1). Anything else in storage (not JSON, too long, not
 * an object) answers an empty draft and is removed, so a corrupt draft never reaches the form.
 */
export function readOrderDraft(): Partial<OrderFormValues> {
  const text = readStorage('session', ORDER_DRAFT_KEY);
  if (text === null) return {};
  let raw: unknown;
  try {
    raw = text.length <= ORDER_DRAFT_MAX_CHARS ? JSON.parse(text) : undefined;
  } catch {
    raw = undefined;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    clearOrderDraft();
    return {};
  }
  const stored = raw as Record<string, unknown>;
  const draft: Partial<OrderFormValues> = {};
  for (const [field, limit] of Object.entries(TEXT_FIELDS)) {
    const value = stored[field];
    if (typeof value === 'string' && value.length <= limit)
      draft[field as keyof typeof TEXT_FIELDS] = value;
  }
  if (typeof stored.PMNo === 'number' && PAYMENT_METHODS.includes(stored.PMNo))
    draft.PMNo = stored.PMNo as PaymentMethodNo;
  if (stored.IsPickup === 0 || stored.IsPickup === 1) draft.IsPickup = stored.IsPickup;
  return draft;
}

/**
 * Keeps the order form's values as the checkout's draft, each text cut to its field's limit; a
 * draft longer than ORDER_DRAFT_MAX_CHARS is not kept (and an older one is removed).
 */
export function writeOrderDraft(values: Partial<OrderFormValues>): void {
  const draft: Record<string, unknown> = {};
  for (const [field, limit] of Object.entries(TEXT_FIELDS)) {
    const value = values[field as keyof typeof TEXT_FIELDS];
    if (typeof value === 'string') draft[field] = value.slice(0, limit);
  }
  if (values.PMNo !== undefined) draft.PMNo = Number(values.PMNo);
  if (values.IsPickup !== undefined) draft.IsPickup = Number(values.IsPickup);
  const json = JSON.stringify(draft);
  if (json.length > ORDER_DRAFT_MAX_CHARS) clearOrderDraft();
  else writeStorage('session', ORDER_DRAFT_KEY, json);
}

/** Forgets the checkout's draft: an order placed or paid. */
export function clearOrderDraft(): void {
  removeStorage('session', ORDER_DRAFT_KEY);
}
