import { observe } from '@legendapp/state';
import { contextKeys$ } from '../../../commands/context';
import { PROFILE_REQUIRED_FILLED_KEY } from '../../common/profile-requests';
import { scenarioBoard$ } from '../board/board-state';
import { classification$ } from '../store';

/**
 * SPEC section 4: classification runs automatically once, when the profile's required fields are filled, the
 * scenario list is empty and the first-invoke-once flag allows it. The flag is set as the run starts, so a
 * failed or refused run is not retried automatically (the refresh button runs it again); "Clear all cache"
 * resets the flag with the store. It also waits for the saved list (list/scenario-sync.ts): a new browser must not
 * classify before the user's scenarios arrived, nor after they failed to load. Returns the stop function.
 */
export function runClassificationOnce(run: () => Promise<void>): () => void {
  return observe(() => {
    if (scenarioBoard$.load.status.get() !== 'loaded') return;
    const requiredFilled = contextKeys$[PROFILE_REQUIRED_FILLED_KEY]!.get() === true;
    if (!requiredFilled || classification$.scenarios.get().length > 0 || classification$.firstInvokeDone.get()) return;
    classification$.firstInvokeDone.set(true);
    // Outside this reaction; the flow reports its own failures and refusals need no toast here.
    queueMicrotask(() => void run().catch(() => {}));
  });
}
