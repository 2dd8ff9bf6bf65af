/**
 * What the front doors (the Partner API, Slack, MCP and the CLI) are given: each feature's use
 * cases, under the names the front doors call them by, and the platform pieces they touch.
 * Only src/main.ts builds it; features reach each other through the ports main passes them, never
 * through this.
 */
import type { AccessFeature } from './access/index.js';
import type { BookingFeature } from './booking/index.js';
import type { CatalogueFeature } from './catalogue/index.js';
import type { ConversationsFeature } from './conversations/index.js';
import type { DiscoveryFeature } from './discovery/index.js';
import type { MailFeature } from './mail/index.js';
import type { CpuTurns } from './platform/cpu-turns.js';
import type { OutboundHttp } from './platform/http/outbound.js';
import type { JobStore } from './platform/outbox/store.js';
import type { RemindersFeature } from './reminders/index.js';
import type { SuppliersFeature } from './suppliers/index.js';
import type { WorkspacesFeature } from './workspaces/index.js';

export interface Services
  extends AccessFeature,
    Pick<CatalogueFeature, 'catalogue' | 'prices' | 'demoPictures'>,
    Pick<DiscoveryFeature, 'discovery' | 'search' | 'discoveryIndex'>,
    Pick<BookingFeature, 'bookings'>,
    Pick<MailFeature, 'mail' | 'orders'>,
    Pick<SuppliersFeature, 'suppliers' | 'sellsLive'>,
    Pick<RemindersFeature, 'reminders'>,
    WorkspacesFeature,
    ConversationsFeature {
  /** The job outbox (the worker's queue; tests nudge it). */
  jobs: JobStore;
  /** The one guarded outbound client (Slack's response_url posts go through it too). */
  http: OutboundHttp;
  /** CPU turns: every front door's requests start in one (src/api/app.ts), as do ranking stretches. */
  cpu: CpuTurns;
}
