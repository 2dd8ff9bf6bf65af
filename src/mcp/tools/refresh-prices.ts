/** `refresh_prices`: re-reads one activity's booking page now and answers its current prices. */
import type { z } from 'zod';
import { ActivityPath } from '../../contract/params.js';
import { PricesResponse } from '../../contract/partner.js';
import { guarded, money, ok, type RegisterTool } from './tool-kit.js';

export const registerRefreshPrices: RegisterTool = (server, { services }) => {
  server.registerTool(
    'refresh_prices',
    {
      title: 'Refresh prices from the booking page',
      description:
        "Re-reads one activity's booking page now and returns its current sessions, ticket types and prices (activity currency, fees included in totals). Use it when the user is about to book and the prices from get_activity may be stale, or when they ask whether tickets are still available. scrape_status says how it went: success (fresh prices), no_prices (the page shows none; the last known prices are kept) or error (the page could not be read; the last known prices are returned). A refresh within the last 10 minutes answers from the stored result.",
      inputSchema: ActivityPath,
      outputSchema: PricesResponse,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    },
    guarded(async (args: z.output<typeof ActivityPath>) => {
      const { body } = await services.prices.refresh(args.activity_id);
      const sessions = body.ticket_price?.sessions ?? [];
      const currency = body.ticket_price?.currency;
      const lines = sessions.map(
        (s) =>
          `- ${s.date ?? 'any date'} ${s.time ?? ''}: ${s.tickets
            .map(
              (t) =>
                `${t.name} ${currency ? money(t.total, currency) : t.total}${t.available ? '' : ' (unavailable)'}`,
            )
            .join('; ')}`,
      );
      const head = {
        success: 'Prices read from the booking page just now.',
        no_prices: 'The booking page shows no prices; these are the last known ones.',
        error: 'The booking page could not be read; these are the last known prices.',
      }[body.scrape_status];
      return ok(
        [`${head} [${body.activity_id}]`, ...(lines.length > 0 ? lines : ['No prices known.'])].join('\n'),
        body,
      );
    }),
  );
};
