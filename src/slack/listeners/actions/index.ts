/**
 * Buttons and form inputs: Details, Book (loading view first, then the form), the form's live
 * re-quote, shelf and search paging (replacing the message in place), Share to channel, set
 * location, Connect Jaunt, plan votes and "Book for the group". Every handler acks first.
 * A handler per file beside this one; this file registers them.
 */
import type { App, BlockAction, ButtonAction, OverflowAction } from '@slack/bolt';
import type { SlackContext } from '../../context.js';
import { ACTION } from '../../ids.js';
import type { PlanUpdater } from '../../plan-polls.js';
import { REMINDERS_TOGGLE } from '../../reminder-messages.js';
import { book } from './book-button.js';
import { cardMore } from './card-more.js';
import { connect } from './connect-button.js';
import { details } from './details.js';
import { disconnect } from './disconnect-button.js';
import { planBook } from './plan-book.js';
import { planVote } from './plan-vote.js';
import { remindersToggle } from './reminders-toggle.js';
import { requote } from './requote.js';
import { searchMore } from './search-more.js';
import { setLocation } from './set-location.js';
import { share } from './share.js';
import { shelfMore } from './shelf-more.js';
import { shelvesBack } from './shelves-back.js';
import { getTickets } from './tickets-button.js';

export const register = (app: App, ctx: SlackContext, deps: { planUpdater: PlanUpdater }): void => {
  app.action<BlockAction<ButtonAction>>(ACTION.details, details(ctx));
  app.action<BlockAction<ButtonAction>>(ACTION.book, book(ctx));

  const onChange = requote(ctx);
  for (const id of [ACTION.bookSession, ACTION.bookTicket, ACTION.bookQuantity]) {
    app.action<BlockAction>({ type: 'block_actions', action_id: id }, onChange);
  }
  // Ticking "Share" needs no re-render, but every action must be acknowledged.
  app.action<BlockAction>({ type: 'block_actions', action_id: ACTION.bookShare }, async ({ ack }) => {
    await ack();
  });

  // "More" and "Show more" replace the message they sit in, instead of stacking new ones.
  app.action<BlockAction<ButtonAction>>(ACTION.shelfMore, shelfMore(ctx));
  app.action<BlockAction<ButtonAction>>(ACTION.shelvesBack, shelvesBack(ctx));
  app.action<BlockAction<ButtonAction>>(ACTION.searchMore, searchMore(ctx));

  app.action<BlockAction<ButtonAction>>(ACTION.share, share(ctx));
  app.action<BlockAction<OverflowAction>>(ACTION.cardMore, cardMore(ctx) as never);
  app.action<BlockAction<ButtonAction>>(ACTION.setLocation, setLocation(ctx));
  app.action<BlockAction<ButtonAction>>(ACTION.connect, connect(ctx));
  app.action<BlockAction<ButtonAction>>(ACTION.disconnect, disconnect(ctx));
  app.action<BlockAction<ButtonAction>>(ACTION.getTickets, getTickets(ctx));
  app.action<BlockAction<ButtonAction>>(ACTION.planVote, planVote(ctx, deps.planUpdater));
  app.action<BlockAction<ButtonAction>>(ACTION.planBook, planBook(ctx));
  app.action<BlockAction<ButtonAction>>(REMINDERS_TOGGLE, remindersToggle(ctx));
};
