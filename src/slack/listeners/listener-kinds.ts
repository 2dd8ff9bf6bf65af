/** The listener shapes a handler file exports (a factory over the SlackContext returns one). */
import type {
  BlockAction,
  ButtonAction,
  Middleware,
  SlackActionMiddlewareArgs,
  SlackCommandMiddlewareArgs,
  SlackViewMiddlewareArgs,
  ViewSubmitAction,
} from '@slack/bolt';

/** A button's listener. */
export type ButtonListener = Middleware<SlackActionMiddlewareArgs<BlockAction<ButtonAction>>>;
/** Any block action's listener (selects, checkboxes). */
export type BlockActionListener = Middleware<SlackActionMiddlewareArgs<BlockAction>>;
/** A modal submission's listener. */
export type ViewSubmitListener = Middleware<SlackViewMiddlewareArgs<ViewSubmitAction>>;
/** A slash command's listener. */
export type CommandListener = Middleware<SlackCommandMiddlewareArgs>;

/** The workspace a payload came from: its team, or the user's for org-wide apps. */
export const teamOf = (body: { team: { id: string } | null; user: { team_id?: string } }): string =>
  body.team?.id ?? body.user.team_id ?? '';
