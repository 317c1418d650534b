import { useState } from 'react';
import { errorMessage } from '@trini/domain';
import { notify } from '@/components/notice';
import { failureMsg } from '@/lib/messages';

/** What a form's call ended in: `ok` and the text shown (the answer's msg, or the failure's). */
export interface CallOutcome {
  ok: boolean;
  text: string;
}

/** An account call's answer: `success` and the server's `msg`. spec: ordering.md §7 */
interface Answer {
  success: boolean;
  msg: string;
}

/**
 * A form's call and its outcome, shown twice: in the form's message line (`outcome`) and as a
 * toast. `run(call)` awaits the call (an RTK Query `.unwrap()` promise) and resolves with its
 * answer, or null when it failed; a refusal (`success` false) or a failed call shows the readable
 * message `errorMessage` makes of the server's msg, else of `fallback`. `clear()` empties the line.
 */
export function useCallOutcome(fallback: string) {
  const [outcome, setOutcome] = useState<CallOutcome | null>(null);
  const show = (next: CallOutcome) => {
    setOutcome(next);
    notify(next.text, next.ok ? 'success' : 'error');
  };
  const run = async <T extends Answer>(call: () => Promise<T>): Promise<T | null> => {
    try {
      const res = await call();
      show({ ok: res.success, text: res.success ? res.msg : errorMessage(res.msg) });
      return res;
    } catch (err) {
      show({ ok: false, text: errorMessage(failureMsg(err) ?? fallback) });
      return null;
    }
  };
  return { outcome, run, clear: () => setOutcome(null) };
}
