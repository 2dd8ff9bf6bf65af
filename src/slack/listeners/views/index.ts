/**
 * Modal submissions: save a location, connect the workspace with a pasted API key, and book.
 * Submissions answer Slack before anything slow: everything before the ack is local work (the
 * database, in milliseconds); no Slack Web API call happens until after it.
 * A handler per file beside this one; this file registers them.
 */
import type { App, ViewSubmitAction } from '@slack/bolt';
import type { SlackContext } from '../../context.js';
import { VIEW } from '../../ids.js';
import { book } from './book-submit.js';
import { connect } from './connect-submit.js';
import { location } from './location-submit.js';

export const register = (app: App, ctx: SlackContext): void => {
  app.view<ViewSubmitAction>(VIEW.location, location(ctx));
  app.view<ViewSubmitAction>(VIEW.connect, connect(ctx));
  app.view<ViewSubmitAction>(VIEW.book, book(ctx));
};
