/** Registers every listener, by kind (as Slack's Bolt starter template does). Receiver-agnostic. */
import type { App } from '@slack/bolt';
import { registerAssistant } from '../assistant/index.js';
import type { SlackContext } from '../context.js';
import type { PlanUpdater } from '../plan-polls.js';
import { register as actions } from './actions/index.js';
import { chargeCaller } from './charge-caller.js';
import { register as commands } from './commands/index.js';
import { register as events } from './events/index.js';
import { register as shortcuts } from './shortcuts/index.js';
import { register as views } from './views/index.js';

export const registerListeners = (app: App, ctx: SlackContext, deps: { planUpdater: PlanUpdater }): void => {
  app.use(chargeCaller(ctx));
  commands(app, ctx);
  shortcuts(app, ctx);
  actions(app, ctx, deps);
  views(app, ctx);
  events(app, ctx);
  registerAssistant(app, ctx);
};
