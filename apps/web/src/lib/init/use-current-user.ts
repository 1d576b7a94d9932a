import type { TCurrentUser } from '@deckhand/contract';
import { useInit } from './get-init';

export type TCurrentUserState = {
  user: TCurrentUser | null;
  /** True until init has answered (or failed). */
  isPending: boolean;
};

/** The current user from the init query; null when anonymous or when init failed. */
export function useCurrentUser(): TCurrentUserState {
  const init = useInit();
  return { user: init.data?.user ?? null, isPending: init.isPending };
}
