import { definePlugin } from '../host/define-plugin';
import { openPlansCommand } from './commands';
import { watchPaymentsAvailability } from './payments-availability';

/** Plans and payments: the plans page's command, shown while the server sells plans. */
export const plansPlugin = definePlugin({
  id: 'plans',
  activate(api) {
    api.registerCommand(openPlansCommand);
    watchPaymentsAvailability(api);
  },
});
