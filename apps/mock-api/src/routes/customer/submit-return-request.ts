import { SERVER_MESSAGES, returnSubmittedMessage } from '@trini/domain';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/** 'RMA-000123' for RMA number 123. */
export function formatRmaNo(n: number): string {
  return `RMA-${String(n).padStart(6, '0')}`;
}

/**
 * POST /api/customer/returnrequest — extension, bearer token (401 without a valid one):
 * AgreeTerms must be true, else success false; answers an RMA number like 'RMA-000123'.
 * spec: ordering.md §2 product return form (no call shown)
 */
export const submitReturnRequest: ContractHandlerEntry<'submitReturnRequest'> = {
  handler: async (request) => {
    if (request.body.AgreeTerms !== true) {
      return { status: 200, body: { success: false, msg: SERVER_MESSAGES.RETURN_AGREE_TERMS } };
    }
    const rma = formatRmaNo(request.mock.state.nextRmaNo++);
    return { status: 200, body: { success: true, msg: returnSubmittedMessage(rma), RmaNo: rma } };
  },
};
