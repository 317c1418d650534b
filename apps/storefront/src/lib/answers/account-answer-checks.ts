import { isBool, isText, optional, shapeOf } from './answer-shapes';

/*
 * The account forms' answer checks, each accepting what its domain contract's 200 response schema
 * accepts (compared with the schemas in every-endpoint-answer.test.ts). Imported by
 * account-api.ts only (the account pages' chunk). updateinfo answers `{ success, msg }`: see
 * isSuccessAnswer, changepassword `{ success, msg, jwt? }`: isTokenAnswer, in answer-shapes.ts.
 */

/** returnrequest: `{ success, msg, RmaNo? }` (ReturnResponseSchema). */
export const isReturnAnswer = shapeOf({ success: isBool, msg: isText, RmaNo: optional(isText) });
