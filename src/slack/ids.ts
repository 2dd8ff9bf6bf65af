/**
 * Every id Slack sends back to us: the command, shortcut callback ids, action ids, view callback
 * ids and input block ids. app-manifest.yml must list the command and the shortcut (a test checks).
 */
export const COMMAND = '/activities';
export const SHORTCUT_FIND_FROM_MESSAGE = 'find_activities_from_message';

export const ACTION = {
  details: 'activity_details',
  book: 'activity_book',
  shelfMore: 'shelf_more',
  setLocation: 'set_location',
  /** Inputs of the booking modal that re-quote the total when changed. */
  bookSession: 'book_session',
  bookTicket: 'book_ticket',
  bookQuantity: 'book_quantity',
  bookMode: 'book_mode',
  locationInput: 'location_input',
} as const;

export const VIEW = {
  detail: 'activity_detail',
  book: 'activity_book',
  loading: 'loading',
  location: 'set_location',
  bookAccepted: 'book_accepted',
} as const;

export const BLOCK = {
  session: 'session',
  ticket: 'ticket',
  quantity: 'quantity',
  mode: 'payment_mode',
  total: 'total',
  location: 'location',
} as const;
