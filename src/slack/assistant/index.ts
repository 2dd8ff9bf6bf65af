/**
 * Jaunt in Slack's Agents & Assistants panel: Bolt's `Assistant` with a handler per event (a file
 * each beside this one), its thread context kept in our database, and the panel cards' own
 * controls. Registered after the replay filter, like every listener; works over HTTP and Socket Mode.
 */
import { type App, Assistant } from '@slack/bolt';
import type { SlackContext } from '../context.js';
import { registerCardActions } from './card-actions.js';
import { contextChanged } from './context-changed.js';
import { databaseThreadContextStore } from './thread-context-store.js';
import { threadStarted } from './thread-started.js';
import { userMessage } from './user-message.js';

export const registerAssistant = (app: App, ctx: SlackContext): void => {
  app.assistant(
    new Assistant({
      threadContextStore: databaseThreadContextStore(ctx),
      threadStarted: threadStarted(ctx),
      threadContextChanged: contextChanged(ctx),
      userMessage: userMessage(ctx),
    }),
  );
  registerCardActions(app, ctx);
};
