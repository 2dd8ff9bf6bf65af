/** Book: the loading view first, then the Book form. */
import type { SlackContext } from '../../context.js';
import type { ButtonListener } from '../listener-kinds.js';
import { openBookForm } from './book-form.js';
import { originOf } from './origin.js';

export const book =
  (ctx: SlackContext): ButtonListener =>
  async ({ ack, body, action, client }) => {
    await ack();
    await openBookForm(ctx, body, client, originOf(body, action.value ?? ''));
  };
