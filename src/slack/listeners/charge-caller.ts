/**
 * The limiter step on Slack (issue 34): every command, shortcut, button and submission that does
 * discovery or booking work is charged, before its listener runs, to the key the workspace is bound
 * to, through the same `limits.chargeCaller` as the Partner API and MCP: one key, one count, whichever
 * door. One charge per user-visible operation (a search, a shelf page, Details, opening the Book form,
 * submitting it), never per Web API call; the Book form's live re-quote is part of the Book operation
 * (charged when the form opened) and is not charged again.
 *
 * Over a limit the listener does not run and the user is told, privately and in their language, that
 * the workspace's plan limit is reached and when to try again: in the command's ack, in a Book form
 * submission's field error, else through the response URL, a small modal, or (last) a DM.
 */
import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import type { ChargeOutcome } from '../../access/index.js';
import { isValidTimeZone } from '../../platform/time.js';
import { CARD_MORE } from '../blocks/activities.js';
import { slackDate } from '../blocks/kit.js';
import { parseCommand } from '../command-text.js';
import { postDm, type SlackContext } from '../context.js';
import { userLanguage } from '../discover.js';
import { fill } from '../i18n.js';
import { ACTION, COMMAND, SHORTCUT_FIND_FROM_MESSAGE, VIEW } from '../ids.js';
import { limitWordsFor } from '../limit-words.js';

/** The parts of a Slack payload this step reads (commands, shortcuts, block actions, submissions). */
interface Payload {
  command?: string;
  text?: string;
  type?: string;
  callback_id?: string;
  actions?: { action_id?: string; selected_option?: { value?: string } }[];
  view?: { type?: string; callback_id?: string; blocks?: { type?: string; block_id?: string }[] };
  team_id?: string;
  team?: { id?: string } | null;
  user?: { id?: string; team_id?: string };
  user_id?: string;
  trigger_id?: string;
}

/** The middleware arguments this step uses (Bolt gives ack and respond only where they apply). */
interface StepArgs {
  body: Payload;
  client: WebClient;
  next: () => Promise<void>;
  ack?: (response?: unknown) => Promise<void>;
  respond?: (message: unknown) => Promise<unknown>;
}

/** Buttons that fetch, page or book (Details, Book, shelf and search pages, tickets, a plan's Book). */
const CHARGED_ACTIONS: ReadonlySet<string> = new Set([
  ACTION.details,
  ACTION.book,
  ACTION.shelfMore,
  ACTION.shelvesBack,
  ACTION.searchMore,
  ACTION.getTickets,
  ACTION.planBook,
]);
const CHARGED_VERBS: ReadonlySet<string> = new Set(['near', 'location', 'plan', 'search']);

type Operation = 'command' | 'shortcut' | 'action' | 'submission';

/** Which kind of charged operation a payload is, or null when it does no discovery or booking work. */
export const chargedOperation = (body: Payload): Operation | null => {
  if (body.command === COMMAND)
    return CHARGED_VERBS.has(parseCommand(body.text ?? '').verb) ? 'command' : null;
  if (body.type === 'message_action')
    return body.callback_id === SHORTCUT_FIND_FROM_MESSAGE ? 'shortcut' : null;
  if (body.type === 'block_actions') {
    const action = body.actions?.[0];
    // The card's ⋯ menu is Details (charged, as the button) or Share (not charged, as the button).
    if (action?.action_id === ACTION.cardMore)
      return action.selected_option?.value?.startsWith(CARD_MORE.details) ? 'action' : null;
    return CHARGED_ACTIONS.has(action?.action_id ?? '') ? 'action' : null;
  }
  if (body.type === 'view_submission') return body.view?.callback_id === VIEW.book ? 'submission' : null;
  return null;
};

/** The refusal's words: `text` for mrkdwn (the reader's own time as a Slack date token), `plain` for fields. */
export const refusalText = async (
  ctx: SlackContext,
  teamId: string,
  userId: string,
  outcome: ChargeOutcome & { allowed: false },
): Promise<{ text: string; plain: string; title: string }> => {
  const [lang, tz] = await Promise.all([
    userLanguage(ctx, teamId, userId),
    ctx.services.workspaces.userTz(teamId, userId).catch(() => null),
  ]);
  const at = new Date(ctx.clock().getTime() + outcome.retryAfterS * 1000);
  const shown = new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: tz && isValidTimeZone(tz) ? tz : 'UTC',
    timeZoneName: 'short',
  }).format(at);
  const epoch = Math.ceil(at.getTime() / 1000);
  const words = limitWordsFor(lang);
  const sentence = outcome.exceeded === 'daily' ? words.overDaily : words.overRate;
  return {
    text: `:hourglass: ${fill(sentence, { when: slackDate(epoch, shown) })}`,
    plain: fill(sentence, { when: shown }),
    title: words.title,
  };
};

const noticeModal = (title: string, text: string) => ({
  type: 'modal' as const,
  title: { type: 'plain_text' as const, text: title },
  close: { type: 'plain_text' as const, text: 'OK' },
  blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }],
});

/** Tells the user, never silently: where Slack lets us answer for this kind of payload. */
const refuse = async (
  args: StepArgs,
  op: Operation,
  words: { text: string; plain: string; title: string },
  userId: string,
): Promise<void> => {
  const { body, client, ack, respond } = args;
  if (op === 'command') return void (await ack?.({ response_type: 'ephemeral', text: words.text }));
  if (op === 'submission') {
    const field = body.view?.blocks?.find((b) => b.type === 'input' && b.block_id)?.block_id;
    await ack?.(
      field
        ? { response_action: 'errors', errors: { [field]: words.plain } }
        : { response_action: 'push', view: noticeModal(words.title, words.text) },
    );
    return;
  }
  await ack?.();
  if (respond) {
    await respond({ response_type: 'ephemeral', replace_original: false, text: words.text });
    return;
  }
  // A button in App Home or in a modal has no response URL: a small modal (over the modal), else a DM.
  try {
    if (!body.trigger_id) throw new Error('no trigger');
    const view = noticeModal(words.title, words.text);
    if (body.view?.type === 'modal') await client.views.push({ trigger_id: body.trigger_id, view });
    else await client.views.open({ trigger_id: body.trigger_id, view });
  } catch {
    await postDm(client, userId, { text: words.text });
  }
};

/**
 * One charge to the key `teamId` is bound to, through `limits.chargeCaller`; null when there is no
 * key to charge (an unbound workspace: its listener says how to connect) or the lookup failed (the
 * limiter itself fails open, as on the Partner API). For Slack surfaces that are not Bolt
 * commands, shortcuts, actions or submissions, which call it once per operation themselves.
 */
export const chargeWorkspace = async (ctx: SlackContext, teamId: string): Promise<ChargeOutcome | null> => {
  try {
    const ws = await ctx.services.workspaces.workspace(teamId);
    const credential = ws?.apiKeyId ? await ctx.services.credentials.byId(ws.apiKeyId) : null;
    return credential ? await ctx.services.limits.chargeCaller(credential, { quota: true }) : null;
  } catch (err) {
    ctx.log.warn({ err, team: teamId }, 'slack charge failed');
    return null;
  }
};

/** The global middleware: charge, then run the listener, or refuse and stop. */
export const chargeCaller =
  (ctx: SlackContext): Middleware<AnyMiddlewareArgs> =>
  async (raw) => {
    const args = raw as unknown as StepArgs;
    const { body } = args;
    const op = chargedOperation(body);
    if (!op) return args.next();
    const teamId = body.team_id ?? body.team?.id ?? body.user?.team_id ?? '';
    const userId = body.user_id ?? body.user?.id ?? '';
    const outcome = await chargeWorkspace(ctx, teamId);
    if (!outcome || outcome.allowed) return args.next();
    ctx.log.info({ team: teamId, op, exceeded: outcome.exceeded }, 'slack operation over the plan limit');
    try {
      await refuse(args, op, await refusalText(ctx, teamId, userId, outcome), userId);
    } catch (err) {
      ctx.log.warn({ err, team: teamId }, 'slack limit refusal could not be shown');
    }
  };
