import type { Contract } from '@trini/domain';
import type { z } from 'zod';

/** Most issues reported for one request or answer. */
const ISSUES_SHOWN = 5;

/** A zod failure as `path: message` lines (at most 5), '(whole)' for the value itself. */
export function issueLines(error: z.core.$ZodError): string[] {
  return error.issues
    .slice(0, ISSUES_SHOWN)
    .map((i) => `${i.path.map(String).join('.') || '(whole)'}: ${i.message}`);
}

/** JSON text as a value; text that is not JSON stays text (an answer's schema then names it). */
export function parseAnswer(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * How an answer breaks its contract: [] when its status is documented and its body parses with
 * that status's schema; else the undocumented status or the zod issues. Shared by the drift check
 * (`verifyBackend`) and the validating proxy.
 */
export function answerIssues(contract: Contract, status: number, data: unknown): string[] {
  const schema = contract.responses[status];
  if (!schema) return [`status ${status} is not one the contract documents`];
  const parsed = schema.safeParse(data);
  return parsed.success ? [] : issueLines(parsed.error);
}
