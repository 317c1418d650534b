import * as z from 'zod/mini';
import { RETURN_REASONS, TEXT_LIMITS as MAX } from '../constants.js';
import { limitedText } from './common.js';

/** Login body. spec: ordering.md §3 Login model */
export const LoginModelSchema = z.object({
  Mobile: limitedText(MAX.PHONE, 'Mobile'),
  Password: limitedText(MAX.PASSWORD, 'Password'),
});
/** `{ Mobile, Password }` */
export type LoginModel = z.infer<typeof LoginModelSchema>;
/** Login answer: a signed JWT. spec: ordering.md §3 Login response */
export const LoginResponseSchema = z.object({ Token: z.string() });
/** `{ Token }` */
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
/**
 * Login failure body: msg, and whether the mobile is registered. The spec's backend sends
 * `isRegistered`; the mock leaves it out, answering every refused login alike (so a login never
 * tells whether a mobile is registered). spec: ordering.md §7, §8
 */
export const LoginErrorSchema = z.object({
  msg: z.string(),
  isRegistered: z.optional(z.boolean()),
});
/** `{ msg, isRegistered? }` */
export type LoginError = z.infer<typeof LoginErrorSchema>;

/**
 * Registration body. The side panel sends Mobile1, CustomerName, EmailID, NewPassword and
 * ConfirmPassword; Address is optional. Texts have the TEXT_LIMITS lengths.
 * spec: ordering.md §3 Registration model, §7
 */
export const RegistrationModelSchema = z.object({
  CustomerName: limitedText(MAX.NAME, 'CustomerName'),
  Address: z.optional(limitedText(MAX.ADDRESS, 'Address')),
  Mobile1: limitedText(MAX.PHONE, 'Mobile1'),
  EmailID: limitedText(MAX.EMAIL, 'EmailID'),
  NewPassword: limitedText(MAX.PASSWORD, 'NewPassword'),
  ConfirmPassword: limitedText(MAX.PASSWORD, 'ConfirmPassword'),
});
/** A registration. */
export type RegistrationModel = z.infer<typeof RegistrationModelSchema>;
/** Registration answer: jwt on success. spec: ordering.md §3 */
export const RegistrationResponseSchema = z.object({
  success: z.boolean(),
  msg: z.string(),
  jwt: z.optional(z.string()),
});
/** `{ success, msg, jwt }` */
export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;

/**
 * The customer token's claims the storefront reads; `exp` is seconds since the epoch.
 * `custom_CouponCode` (extension) carries an earned coupon code shown in the user menu.
 * spec: ordering.md §3 Token claims, §4 login
 */
export const TokenClaimsSchema = z.object({
  custom_id: z.coerce.string(),
  custom_Email: z.string(),
  custom_mobile: z.coerce.string(),
  custom_CustomerName: z.string(),
  custom_CouponCode: z.optional(z.string()),
  exp: z.number(),
});
/** Token claims. */
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

/** A purchased product line of the account's order history. Money in TT$. spec: ordering.md §3 Purchase line */
export const PurchaseLineSchema = z.object({
  ProductName: z.string(),
  ImageFilePath: z.string(),
  Barcode: z.string(),
  ProductStyle: z.string(),
  Quantity: z.number(),
  Rate: z.number(),
  Amount: z.number(),
  InvoiceBillNumber: z.string(),
  InvoiceDateFormatted: z.string(),
});
/** A purchase line. */
export type PurchaseLine = z.infer<typeof PurchaseLineSchema>;

/** The account summary: customer, totals in TT$ and purchases. spec: ordering.md §3 Customer summary */
export const CustomerSummarySchema = z.object({
  CustomerName: z.string(),
  CountryCode: z.string(),
  Mobile1: z.string(),
  Address: z.string(),
  TotalPurchases: z.number(),
  TotalCashback: z.number(),
  Purchases: z.array(PurchaseLineSchema),
});
/** The account summary. */
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;

const reasonValues = RETURN_REASONS.map((r) => r.value);

/**
 * A product return (RMA) request, the return form's fields. The spec shows no call; the submit
 * call is an extension. ReturnReason is 1 to 5 (RETURN_REASONS), ProductOpened 1 yes / 0 no.
 * spec: ordering.md §2 product return form
 */
export const ReturnRequestSchema = z.object({
  FirstName: limitedText(MAX.NAME, 'FirstName'),
  LastName: limitedText(MAX.NAME, 'LastName'),
  EmailID: limitedText(MAX.EMAIL, 'EmailID'),
  Telephone: limitedText(MAX.PHONE, 'Telephone'),
  OrderId: limitedText(MAX.CODE, 'OrderId'),
  OrderDate: limitedText(MAX.CODE, 'OrderDate'),
  ProductName: limitedText(MAX.PRODUCT_NAME, 'ProductName'),
  ProductCode: limitedText(MAX.CODE, 'ProductCode'),
  Quantity: z.int(),
  ReturnReason: z.number().check(
    z.int(),
    z.refine((v) => reasonValues.includes(v as 1), 'Unknown return reason'),
  ),
  ProductOpened: z.union([z.literal(0), z.literal(1)]),
  Details: z._default(limitedText(MAX.NOTE, 'Details'), ''),
  AgreeTerms: z.boolean(),
});
/** A return request. */
export type ReturnRequest = z.infer<typeof ReturnRequestSchema>;
/** Return request answer (extension): the RMA number on success. */
export const ReturnResponseSchema = z.object({
  success: z.boolean(),
  msg: z.string(),
  RmaNo: z.optional(z.string()),
});
/** `{ success, msg, RmaNo }` */
export type ReturnResponse = z.infer<typeof ReturnResponseSchema>;

/** Edit information body (extension; the spec saves nothing). spec: ordering.md §2 edit information */
export const AccountInfoSchema = z.object({
  FirstName: limitedText(MAX.NAME, 'FirstName'),
  LastName: limitedText(MAX.NAME, 'LastName'),
  EmailID: limitedText(MAX.EMAIL, 'EmailID'),
  Telephone: limitedText(MAX.PHONE, 'Telephone'),
});
/** Account information. */
export type AccountInfo = z.infer<typeof AccountInfoSchema>;

/**
 * Change password body (extension; the spec submits nothing): the new password twice and the
 * current one (`CurrentPassword`), so that a token alone (a shared computer, a stolen token) cannot
 * take the account over. spec: ordering.md §2 change password
 */
export const ChangePasswordSchema = z.object({
  CurrentPassword: limitedText(MAX.PASSWORD, 'CurrentPassword'),
  Password: limitedText(MAX.PASSWORD, 'Password'),
  PasswordConfirm: limitedText(MAX.PASSWORD, 'PasswordConfirm'),
});
/** `{ CurrentPassword, Password, PasswordConfirm }` */
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/**
 * Change password answer (extension): `{ success, msg }`, plus on success a fresh `jwt` for the
 * browser that changed it, since the change ends every earlier token of the customer.
 */
export const ChangePasswordResponseSchema = z.object({
  success: z.boolean(),
  msg: z.string(),
  jwt: z.optional(z.string()),
});
/** `{ success, msg, jwt? }` */
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

/**
 * The storefront's settings holder. spec: shopping.md §1, ordering.md §3 Session settings
 */
export const SettingsSchema = z.object({
  API_URL: z.string(),
  Icon_URL: z._default(z.string(), ''),
  MEDIA_URL: z.string(),
  REPORT_URL: z._default(z.string(), ''),
  IsDevMode: z._default(z.boolean(), false),
  UseWipay: z._default(z.boolean(), false),
  CustomerNo: z._default(z.string(), ''),
  LoginName: z._default(z.string(), ''),
  EmailID: z._default(z.string(), ''),
  Mobile: z._default(z.string(), ''),
  COUPONCODE: z._default(z.string(), ''),
});
/** Settings. */
export type Settings = z.infer<typeof SettingsSchema>;
