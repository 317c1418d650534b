import { isBool, isId, isInt, isText, listOf, oneOf, optional, shapeOf } from './answer-shapes';

/*
 * The ordering answers' checks, each accepting what its domain contract's 200 response schema
 * accepts (compared with the schemas in every-endpoint-answer.test.ts). An answer
 * that fails is that call's error: the checkout keeps its form, the direct order its default shop.
 * Imported by order-api.ts only (the ordering pages' chunk).
 */

/**
 * GetCityList: `[{ ODeliverCityNo, ODeliverCityName, ODeliverCountryNo? (1 or 2) }]`
 * (CitySchema).
 */
export const isCityList = listOf(
  shapeOf({
    ODeliverCityNo: isId,
    ODeliverCityName: isText,
    ODeliverCountryNo: optional(oneOf(1, 2)),
  }),
);

/** GetShop: `{ ShopNo, ShopName? }` (ShopSchema). */
export const isShop = shapeOf({ ShopNo: isInt, ShopName: optional(isText) });

/** SaveOrder: `{ success, msg, OrderNo? }` (SaveOrderResponseSchema). */
export const isSaveOrderAnswer = shapeOf({ success: isBool, msg: isText, OrderNo: optional(isId) });

/** GetWipayUrl: `{ success, url?, msg }` (WipayUrlResponseSchema). */
export const isWipayUrlAnswer = shapeOf({ success: isBool, url: optional(isText), msg: isText });

/** WipayReceive: `{ status, msg?, OrderNo? }` (WipayReceiveResponseSchema). */
export const isWipayReceiveAnswer = shapeOf({
  status: isText,
  msg: optional(isText),
  OrderNo: optional(isId),
});
