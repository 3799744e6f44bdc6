/**
 * What went wrong on the account page, as a message of the dictionary (`Problem`): a refusal of the server
 * (account-api.ts maps its reasons to keys) or anything else, with its text. `useAccountAction` is the
 * shared busy/error handling of a button or form (client/shared/use-action.ts) with these messages.
 */
import type { MessageKey } from '../i18n/dictionary';
import { useAction, type Action } from '../shared/use-action';
import { AccountRequestError } from '../api/account-api';

export interface Problem {
  key: MessageKey;
  params: Record<string, string | number>;
}

export const problemOf = (error: unknown): Problem =>
  error instanceof AccountRequestError
    ? { key: error.key, params: error.params }
    : { key: 'account.error.other', params: { message: String((error as Error)?.message ?? error) } };

/** A button's or form's action on the account API: busy while it runs, and the problem when it fails. */
export const useAccountAction = (describe: (error: unknown) => Problem = problemOf): Action<Problem> =>
  useAction(describe);
