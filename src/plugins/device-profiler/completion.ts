import { observe } from '@legendapp/state';
import { once } from '../../app/workflow/once';
import { markCompleted, workflow$ } from '../../app/workflow/store';
import { requiredFieldsFilled } from './profile-rules';
import { profile$ } from './store';

const PRODUCT_INFO_STEP = 0;

/**
 * Keeps step 0 completed while the required fields are filled, and un-completes it when one is
 * emptied. An empty profile alone does not un-complete it: a later step opened by path completes it.
 */
export function trackProfileCompletion(): () => void {
  const stopCompleting = observe(() => {
    if (requiredFieldsFilled(profile$.steps.get()) && !workflow$.completed.get().includes(PRODUCT_INFO_STEP)) {
      markCompleted(PRODUCT_INFO_STEP);
    }
  });
  const stopUncompleting = profile$.steps.onChange(({ value, getPrevious }) => {
    if (requiredFieldsFilled(getPrevious()) && !requiredFieldsFilled(value)) markCompleted(PRODUCT_INFO_STEP, false);
  });
  return once(() => {
    stopCompleting();
    stopUncompleting();
  });
}
