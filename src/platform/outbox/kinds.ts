/**
 * The outbox vocabulary shared by the store (which keeps jobs), services (which enqueue them), the
 * worker (which runs them) and adapters that register handlers (Slack): the one home of the job
 * kinds and their payload shapes. Types and constants only. (It lives in domain, not src/jobs/,
 * because services enqueue these kinds and services may not import jobs/.)
 */

/** Every kind of job, by name. Handlers register under these; services enqueue them. */
export const JOB_KINDS = {
  /** Place a booking with the venue. Payload: BookingJobPayload. */
  fulfil: 'booking.fulfil',
  /** A delayed venue's ticket files arrive. Payload: BookingJobPayload. */
  deliverTickets: 'booking.deliver_tickets',
  /** Ask the supplier again about a booking it left PENDING, until its deadline. Payload: BookingJobPayload. */
  awaitSupplier: 'booking.await_supplier',
  /** Fetch and keep a confirmed booking's supplier ticket files. Payload: SupplierFilesJobPayload. */
  supplierFiles: 'booking.supplier_files',
  /** The partner's signed callback for one booking event. Payload: WebhookJobPayload. */
  webhook: 'webhook.deliver',
  /** Tell a Slack-originated booking's result in Slack. Payload: BookingJobPayload. */
  slackNotify: 'slack.notify',
  /** Close a Slack plan at its deadline and announce the winner. Payload: PlanCloseJobPayload. */
  planClose: 'slack.plan_close',
  /**
   * Sync one supplier's catalogue, then run again after JAUNT_SUPPLIER_SYNC_MINUTES: one recurring
   * job per supplier (dedupe key `supplierSyncKey`). Payload: SupplierSyncJobPayload.
   */
  supplierSync: 'supplier.sync',
  /** Plan the reminders of a confirmed Slack booking (24 h and 2 h before). Payload: BookingJobPayload. */
  reminderSchedule: 'reminder.schedule',
  /** Cancel the pending reminders of a cancelled Slack booking. Payload: BookingJobPayload. */
  reminderCancel: 'reminder.cancel',
  /** Send one reminder when it is due, with ticket links minted then. Payload: ReminderJobPayload. */
  reminderSend: 'reminder.send',
} as const;
export type JobKind = (typeof JOB_KINDS)[keyof typeof JOB_KINDS];

export interface BookingJobPayload {
  booking_id: string;
}

export interface SupplierFilesJobPayload {
  booking_id: string;
  /** The supplier's file links, read from its booking at confirmation (ticket: index in our tickets). */
  files: { url: string; format: 'PDF_URL' | 'PKPASS_URL'; ticket: number | null }[];
}

export interface WebhookJobPayload {
  booking_id: string;
  webhook_id: string;
  url: string;
  /** Dry-run bookings may call loopback receivers in development. */
  dry_run: boolean;
  /** The exact JSON sent (and signed) on every attempt. */
  body: string;
}

export interface PlanCloseJobPayload {
  plan_id: string;
}

export interface ReminderJobPayload {
  reminder_id: string;
}

export interface SupplierSyncJobPayload {
  supplier_id: string;
}

/** The one sync job of a supplier: its dedupe key, so every instance schedules the same row. */
export const supplierSyncKey = (supplierId: string): string => `supplier.sync:${supplierId}`;
/** The partition of every sync job: together they hold at most the per-partition cap of worker slots. */
export const SUPPLIER_SYNC_PARTITION = 'suppliers';

export interface Job {
  id: number;
  kind: string;
  payload: unknown;
  /** 1 on the first run of this job. */
  attempt: number;
  /** Whose work it is (the API key of the booking), null for work of no key. */
  partitionKey: string | null;
}

/**
 * What a handler asks for; returning nothing means done. Throwing means "retry by the default backoff".
 * `nextRunInMs`: the work succeeded and recurs (a schedule): the same job runs again then.
 */
export type JobOutcome =
  | undefined
  | { retryInMs: number; error?: string }
  | { giveUp: string }
  | { nextRunInMs: number };

export type JobHandler = (job: Job) => Promise<JobOutcome | undefined>;

export interface NewJob {
  kind: string;
  payload: unknown;
  /** Epoch ms; defaults to now. */
  runAt?: number;
  /** When set, a second job with the same key is not enqueued (events enqueued twice stay one job). */
  dedupeKey?: string;
  /**
   * Whose work it is: the API key the booking was made with. Jobs of one partition and kind hold at
   * most a few worker slots at once (across instances), so one partner's hung receiver cannot delay
   * anyone else's callbacks or fulfilments.
   */
  partitionKey?: string | null;
}

export interface ClaimOptions {
  /** Claim up to this many due jobs. */
  limit: number;
  /**
   * At most this many jobs of one (partition, kind) leased at once, counting every instance's
   * leases; jobs without a partition are not capped.
   */
  perPartition: number;
}

/** The queue the worker drains (implemented in store/jobs.ts). */
export interface JobQueue {
  /**
   * Claim due jobs for `owner` until `leaseUntil` (epoch ms), fairly: round-robin across
   * (partition, kind), each capped by `perPartition`.
   */
  claim(owner: string, nowMs: number, leaseUntil: number, o: ClaimOptions): Promise<Job[]>;
  /** Extend the lease of jobs still running (only those `owner` still holds). */
  renew(owner: string, ids: number[], leaseUntil: number): Promise<void>;
  /** The outcome is recorded only while `owner` holds the lease: false when it was lost. */
  complete(owner: string, id: number): Promise<boolean>;
  /** Run again at `runAt`; `error` null for a recurring job that succeeded. */
  retry(owner: string, id: number, runAt: number, error: string | null): Promise<boolean>;
  bury(owner: string, id: number, error: string): Promise<boolean>;
  /** Earliest run_at among queued, unleased jobs, for sleeping until then. */
  nextDueAt(): Promise<number | null>;
  /** Called after a commit that enqueued jobs, so an idle worker wakes at once. */
  onEnqueued(listener: () => void): () => void;
}
