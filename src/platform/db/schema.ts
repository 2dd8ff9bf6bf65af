/**
 * Kysely row types, one interface per table, mirroring db/migrations. Rows are private to store/:
 * services see domain objects. Modules that own further tables declare them next to this list.
 */
import type { Generated } from 'kysely';

export interface ActivityTable {
  id: Generated<number>;
  activity_id: string;
  ref: string;
  entity_type: 'event' | 'place';
  name: string;
  short_description: string | null;
  description: string | null;
  venue: string | null;
  address: string | null;
  semantic_location: string | null;
  city: string;
  lat: number;
  lng: number;
  timezone: string;
  h3_r5: string;
  h3_r7: string;
  h3_r9: string;
  rating: number | null;
  rating_count: number | null;
  popularity: number | null;
  opening_hours: string | null;
  booking_url: string | null;
  booking_domain: string | null;
  is_bookable: number;
  estimated_fulfillment: 'instant' | 'delayed' | null;
  display_label: string;
  currency: string | null;
  price_label: string | null;
  picture_urls: string;
  highlights: string;
  tips: string;
  dietary: string;
  content_hash: string;
  imported_at: string;
  updated_at: string;
}

export interface ActivityTranslationTable {
  activity_id: number;
  lang: string;
  name: string | null;
  description: string | null;
}

export interface ActivityCategoryTable {
  activity_id: number;
  position: number;
  category: string;
}

export interface ActivityTagTable {
  activity_id: number;
  position: number;
  tag: string;
}

export interface ActivitySessionTable {
  id: Generated<number>;
  activity_id: number;
  position: number;
  date: string | null;
  time: string | null;
  starts_at: number | null;
}

export interface TicketTypeTable {
  id: Generated<number>;
  session_id: number;
  position: number;
  name: string;
  price_minor: number;
  fee_minor: number;
  available: number;
  description: string | null;
  on_sale_status: string | null;
  is_free: number;
  min_quantity: number;
  max_quantity: number | null;
  category: string | null;
}

export interface ServiceUserTable {
  id: string;
  email: string | null;
  email_canonical: string | null;
  phone: string | null;
  phone_canonical: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApiKeyTable {
  id: string;
  kind: 'negotiated' | 'self-serve';
  environment: 'production' | 'staging';
  name: string;
  key_hash: Buffer;
  display_prefix: string;
  scopes: string;
  enabled: number;
  can_charge_stored_card: number;
  webhook_secret: string;
  user_id: string | null;
  created_at: string;
  disabled_at: string | null;
}

export interface PartnerUserTable {
  api_key_id: string;
  external_user_id: string;
  user_id: string;
  /** 1 when this mapping created the user: only it may change the user's identity (email, phone). */
  created_user: number;
  /** The mapping's own profile (migration 005): written and read only through this mapping. */
  email: string | null;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  usual_plans: string;
  dietary_preferences: string;
  city: string | null;
  neighborhood_lat: number | null;
  neighborhood_lng: number | null;
  created_at: string;
  updated_at: string;
}

export interface InteractionTable {
  id: Generated<number>;
  user_id: string;
  /** The credential the interaction happened through (null: before migration 005). */
  api_key_id: string | null;
  activity_id: number;
  kind: 'SEEN';
  at: string;
}

export interface BookingTable {
  id: string;
  api_key_id: string;
  idempotency_key: string;
  fingerprint: string;
  user_id: string;
  external_user_id: string;
  activity_id: string;
  activity_name: string;
  picture_url: string | null;
  venue: string | null;
  timezone: string | null;
  booking_domain: string | null;
  estimated_fulfillment: string | null;
  currency: string;
  tickets: string;
  lines: string;
  payment_mode: 'live_purchase' | 'dry_run_success' | 'dry_run_failure';
  webhook_url: string;
  authorization_amount_cents: number;
  ticket_total_cents: number;
  booking_fee_cents: number;
  purchase_amount_cents: number | null;
  total_charged_cents: number | null;
  status: 'pending' | 'confirmed' | 'failed' | 'cancelled' | 'user_input_required' | 'deliverable_ready';
  ticket_details: string | null;
  error_message: string | null;
  origin: string | null;
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
  /** 010: insertion order (SQLite: the rowid, by trigger; Postgres: a sequence). */
  seq: Generated<number>;
}

export interface BookingDeliverableTable {
  id: string;
  booking_id: string;
  deliverable_type: string;
  filename: string;
  content_type: string;
  file_size_bytes: number | null;
  ticket_type_name: string;
  session_date: string | null;
  session_time: string | null;
  created_at: string;
  /** 010: insertion order. */
  seq: Generated<number>;
  /** 015: a supplier's own file, kept as fetched; null for the tickets we render on demand. */
  content: Uint8Array | null;
  /** 015: the ticket a supplier file belongs to (null for a booking-wide voucher). */
  ticket_code: string | null;
}

export interface BookingEmailTable {
  id: string;
  booking_id: string;
  subject: string | null;
  classification: string | null;
  processing_status: string;
  received_at: string;
}

export interface JobTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  dedupe_key: string | null;
  state: 'queued' | 'done' | 'dead';
  run_at: number;
  attempts: number;
  lease_owner: string | null;
  lease_until: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  /** 010: whose work it is (the booking's API key), for fair claiming; null for work of no key. */
  partition_key: string | null;
}

export interface WebhookAttemptTable {
  id: Generated<number>;
  job_id: number;
  booking_id: string;
  webhook_id: string;
  attempt: number;
  url: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  at: string;
}

export interface AppSecretTable {
  name: string;
  value: string;
  created_at: string;
}

/** 011_search_in_process: the activities each catalogue version changed (search index replay). */
export interface CatalogueChangeTable {
  version: number;
  activity_pk: number;
}

/** 002_discovery: one row; catalogue_version moves on every rebuild. */
export interface DiscoveryStateTable {
  id: number;
  catalogue_version: number;
  indexed_at: string | null;
  /** Activity rows with a higher id are staged by a running import and not visible yet. */
  published_max_pk: number;
  /** Changes of versions up to this one are pruned (011). */
  change_floor: number;
  /** 015: the running import's lease (one import at a time across processes), epoch ms. */
  import_owner: string | null;
  import_until: number | null;
}

export interface SlackInstallationTable {
  install_key: string;
  team_id: string | null;
  enterprise_id: string | null;
  is_enterprise_install: number;
  team_name: string | null;
  installer_user_id: string | null;
  bot_user_id: string | null;
  installation: string;
  installed_at: string;
  updated_at: string;
}

export interface SlackWorkspaceTable {
  team_id: string;
  team_name: string | null;
  installer_user_id: string | null;
  api_key_id: string | null;
  bound_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SlackBindTokenTable {
  token_hash: Buffer;
  team_id: string;
  issued_to_user_id: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by_api_key_id: string | null;
}

export interface SlackUserTable {
  team_id: string;
  user_id: string;
  location_label: string | null;
  lat: number | null;
  lng: number | null;
  h3_cell: string | null;
  tz: string | null;
  locale: string | null;
  updated_at: string;
}

export interface SlackSeenTable {
  key: string;
  seen_at: string;
}

export interface SlackPlanTable {
  id: string;
  team_id: string;
  channel_id: string;
  message_ts: string | null;
  organiser_user_id: string;
  prompt: string;
  options: string;
  closes_at: string;
  closed_at: string | null;
  winner_activity_id: string | null;
  created_at: string;
}

export interface SlackPlanVoteTable {
  plan_id: string;
  user_id: string;
  activity_id: string;
  voted_at: string;
}

export interface SlackNotificationTable {
  booking_id: string;
  status: string;
  channel_id: string;
  message_ts: string | null;
  posted_at: string;
}

/** 014: an OCTO supplier connection (api_key sealed). */
export interface SupplierTable {
  id: string;
  name: string;
  octo_url: string;
  api_key: string;
  capabilities: string;
  created_at: string;
  last_synced_at: string | null;
  last_sync: string | null;
  /** 015: scheduled syncs failed in a row (reset by a success). */
  sync_failures: Generated<number>;
  last_sync_error: string | null;
}

/** 014: what a synced activity (by ref) needs to be booked over OCTO again. */
export interface SupplierProductTable {
  ref: string;
  supplier_id: string;
  product_id: string;
  option_id: string;
  availability_type: string;
  currency: string | null;
  currency_precision: number | null;
  cancellation_cutoff_minutes: number | null;
  units: string;
  synced_at: string;
  /** 015: the public id of the activity synced under this ref. */
  activity_id: string | null;
  /** 015: when the supplier stopped selling it (the activity is gone; bookings made before still reach the supplier). */
  withdrawn_at: string | null;
}

/** 007_agents_limits: per-key overrides of the configured limits; null columns fall back. */
export interface ApiKeyLimitsTable {
  api_key_id: string;
  rate_limits: string | null;
  daily_quota: number | null;
  updated_at: string;
}

/** 007_agents_limits: daily quota counters, keyed "daily:<subject>:<YYYY-MM-DD>"; expire is epoch ms. */
export interface RateLimitTable {
  key: string;
  points: number;
  expire: number | null;
}

/** 007_agents_limits: an HTTP-signature agent (spec 3.2). */
export interface AgentTable {
  id: string;
  scheme: 'hwk' | 'jwt';
  identity: string;
  issuer: string | null;
  subject: string | null;
  thumbprint: string;
  trial_user_id: string;
  user_id: string | null;
  trial_calls: Generated<number>;
  created_at: string;
  bound_at: string | null;
}

/** 007_agents_limits: one interaction requirement (202) and the person's progress on /aauth/connect. */
export interface AgentInteractionTable {
  id: string;
  agent_id: string;
  state_hash: Buffer;
  code: string;
  status: 'pending' | 'approved' | 'denied' | 'failed';
  created_at: string;
  expires_at: string;
  claimed_at: string | null;
  session_hash: Buffer | null;
  email: string | null;
  user_id: string | null;
  otp_hash: Buffer | null;
  otp_expires_at: string | null;
  otp_failures: Generated<number>;
  signed_in_at: string | null;
  decided_at: string | null;
  answered_at: string | null;
}

/** 007_agents_limits: development mail without SMTP (/dev/mailbox). */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  created_at: string;
}

/** 008: conditional GET state and last extraction per booking page URL. */
export interface PricePageTable {
  url: string;
  etag: string | null;
  last_modified: string | null;
  data: string;
  fetched_at: string;
}

/** 008: every refresh that went to the page. */
export interface PriceRefreshTable {
  id: Generated<number>;
  activity_id: string;
  at: string;
  status: 'success' | 'no_prices' | 'error';
  http_status: number | null;
  duration_ms: number;
  offers_count: number;
  url: string | null;
  error: string | null;
}

/** 008: each booking's own inbound address token. */
export interface MailAddressTable {
  token: string;
  booking_id: string;
  created_at: string;
}

/** 008: every received mail, once per (Message-ID, envelope recipient). */
export interface InboundMailTable {
  id: string;
  message_id: string;
  recipient: string;
  booking_id: string | null;
  sender: string | null;
  subject: string | null;
  classification:
    | 'order_confirmation'
    | 'tickets'
    | 'cancellation'
    | 'reminder'
    | 'change'
    | 'marketing'
    | 'other'
    | null;
  rule: string | null;
  processing_status: 'received' | 'processed' | 'unmatched' | 'failed';
  error: string | null;
  size_bytes: number;
  raw: Uint8Array;
  received_at: string;
  /** 010: insertion order. */
  seq: Generated<number>;
  /** 020: the one sealed copy of the message (null: before 020, bytes in `raw`). */
  body_id: string | null;
  /** 020: unmatched mail is deleted after this. */
  expires_at: string | null;
  /** 020: authenticity verdicts and the domain DKIM passed for. */
  spf: string | null;
  dkim: string | null;
  auth_domain: string | null;
  /** 020: 1 when the mail was not acted on for lack of authenticity (operators review it). */
  needs_review: Generated<number>;
}

/** 020: a received message's bytes, once, sealed under a data key sealed with JAUNT_SECRET_KEY. */
export interface MailBodyTable {
  id: string;
  sha256: string;
  sender: string;
  size_bytes: number;
  sealed_key: string;
  /** Pieces in mail_body_chunk; 0 until all are written. */
  chunks: Generated<number>;
  received_at: string;
}

/** 020: a body's sealed bytes in pieces of at most 256 KiB (short writes). */
export interface MailBodyChunkTable {
  body_id: string;
  n: number;
  content: Uint8Array;
}

/** 008: ticket files taken from vendor mail. */
export interface MailDeliverableTable {
  id: string;
  mail_id: string;
  booking_id: string;
  deliverable_type: 'ticket_pdf' | 'wallet_pass' | 'barcode_image';
  filename: string;
  content_type: string;
  file_size_bytes: number;
  sha256: string;
  content: Uint8Array;
  created_at: string;
  /** 010: insertion order. */
  seq: Generated<number>;
  /** 020: data key the content is sealed under (itself sealed); null: stored in clear before 020. */
  sealed_key: string | null;
}

/** 024: a reminder before a Slack booking's session (one per booking and lead time). */
export interface ReminderTable {
  id: string;
  booking_id: string;
  team_id: string;
  user_id: string;
  lead_minutes: number;
  /** When it is due (ISO instant): the session's start less the lead time. */
  due_at: string;
  state: Generated<'pending' | 'sent' | 'cancelled' | 'skipped'>;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** 024: a Slack user who turned reminders off in App Home. */
export interface ReminderOptoutTable {
  team_id: string;
  user_id: string;
  created_at: string;
}

export interface DB {
  activity: ActivityTable;
  activity_translation: ActivityTranslationTable;
  activity_category: ActivityCategoryTable;
  activity_tag: ActivityTagTable;
  activity_session: ActivitySessionTable;
  ticket_type: TicketTypeTable;
  service_user: ServiceUserTable;
  api_key: ApiKeyTable;
  partner_user: PartnerUserTable;
  interaction: InteractionTable;
  booking: BookingTable;
  booking_deliverable: BookingDeliverableTable;
  booking_email: BookingEmailTable;
  job: JobTable;
  webhook_attempt: WebhookAttemptTable;
  app_secret: AppSecretTable;
  catalogue_change: CatalogueChangeTable;
  price_page: PricePageTable;
  price_refresh: PriceRefreshTable;
  mail_address: MailAddressTable;
  inbound_mail: InboundMailTable;
  mail_deliverable: MailDeliverableTable;
  mail_body: MailBodyTable;
  mail_body_chunk: MailBodyChunkTable;
  discovery_state: DiscoveryStateTable;
  slack_installation: SlackInstallationTable;
  slack_workspace: SlackWorkspaceTable;
  slack_bind_token: SlackBindTokenTable;
  slack_user: SlackUserTable;
  slack_seen: SlackSeenTable;
  slack_notification: SlackNotificationTable;
  slack_plan: SlackPlanTable;
  slack_plan_vote: SlackPlanVoteTable;
  supplier: SupplierTable;
  supplier_product: SupplierProductTable;
  api_key_limits: ApiKeyLimitsTable;
  rate_limit: RateLimitTable;
  agent: AgentTable;
  agent_interaction: AgentInteractionTable;
  mail_outbox: MailOutboxTable;
  reminder: ReminderTable;
  reminder_optout: ReminderOptoutTable;
}
