/** `search_activities`: a natural-language search, ranked results with an id and a one-line reason each. */
import { z } from 'zod';
import { SearchQuery } from '../../contract/params.js';
import { SearchResult } from '../../contract/partner.js';
import { guarded, ok, type RegisterTool } from './tool-kit.js';

const CompactResult = SearchResult.pick({
  activity_id: true,
  name: true,
  why: true,
  venue: true,
  next_datetime: true,
  entity_type: true,
});
/** The structured result: the search's message and compact results (ids, names, reasons). */
export const SearchOutput = z.object({ message: z.string(), results: z.array(CompactResult) });

const compactResult = (r: SearchResult): z.output<typeof CompactResult> => ({
  activity_id: r.activity_id,
  name: r.name,
  why: r.why,
  venue: r.venue,
  next_datetime: r.next_datetime,
  entity_type: r.entity_type,
});

const SearchInput = SearchQuery;

export const registerSearchActivities: RegisterTool = (server, { services, actor }) => {
  server.registerTool(
    'search_activities',
    {
      title: 'Search activities',
      description:
        'Find local activities (events, places, tours, classes) from a natural-language request such as "jazz tonight" or "rainy-day things with kids". Use it when the user describes what they want to do; pass `location` when they name a city or area (without it the search is global). Returns up to `limit` (default 10) ranked results, each with an activity_id and a one-line reason. Use get_activity with an activity_id for sessions and prices. Never invent activity ids. Takes a few seconds.',
      inputSchema: SearchInput,
      outputSchema: SearchOutput,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args: z.output<typeof SearchInput>) => {
      const limit = args.limit ?? 10;
      const answer = await services.search.search(actor, {
        prompt: args.prompt,
        location: args.location ?? null,
        language: 'en',
        limit,
      });
      const results = answer.results.slice(0, limit).map(compactResult);
      const lines = results.map(
        (r, i) =>
          `${i + 1}. ${r.name} [${r.activity_id ?? 'no id'}]${r.next_datetime ? ` next ${r.next_datetime}` : ''}${r.why ? ` — ${r.why}` : ''}`,
      );
      const structured: z.output<typeof SearchOutput> = { message: answer.message, results };
      return ok([answer.message, ...lines].join('\n'), structured);
    }),
  );
};
