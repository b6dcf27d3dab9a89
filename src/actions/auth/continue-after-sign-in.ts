import type { ActionHandler } from '../action-context';
import { postSignInDestination } from '../../flow/navigation';

/** Post-sign-in navigation on its own, after a success message was shown. */
export const continueAfterSignIn: ActionHandler = async ({ query }) => ({ navigate: postSignInDestination(query) });
