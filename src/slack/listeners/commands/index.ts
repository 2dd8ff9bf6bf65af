/**
 * `/activities [near me | location <place> | plan … | connect | help | <anything>]`. Every branch
 * acknowledges first (within Slack's 3 s, typically a millisecond), then works and answers through
 * the response URL. A replayed signed request (same trigger_id) is acknowledged and ignored.
 * The listener and each verb live in files beside this one; this file registers it.
 */
import type { App } from '@slack/bolt';
import type { SlackContext } from '../../context.js';
import { COMMAND } from '../../ids.js';
import { activities } from './activities-command.js';

export const register = (app: App, ctx: SlackContext): void => {
  app.command(COMMAND, activities(ctx));
};
