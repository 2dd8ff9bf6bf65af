/**
 * Every id Slack sends back to us: the command, shortcut callback ids, action ids, view callback
 * ids and input block ids. The app manifests must list the command and the shortcut (a test checks).
 */
export const COMMAND = '/activities';
export const SHORTCUT_FIND_FROM_MESSAGE = 'find_activities_from_message';

export const ACTION = {
  details: 'activity_details',
  book: 'activity_book',
  share: 'activity_share',
  /** A card's "⋯" menu (Details, Share) beside Book. */
  cardMore: 'activity_more',
  shelfMore: 'shelf_more',
  shelvesBack: 'shelves_back',
  searchMore: 'search_more',
  setLocation: 'set_location',
  connect: 'connect_jaunt',
  /** App Home, admins: forget the workspace's Jaunt account (with a confirm dialog). */
  disconnect: 'disconnect_jaunt',
  /** A receipt's or App Home's "Get tickets": fresh signed ticket links, answered privately. */
  getTickets: 'get_tickets',
  planVote: 'plan_vote',
  planBook: 'plan_book',
  /** Inputs of the booking modal that re-quote the total when changed. */
  bookSession: 'book_session',
  bookTicket: 'book_ticket',
  bookQuantity: 'book_quantity',
  bookMode: 'book_mode',
  bookShare: 'book_share',
  locationInput: 'location_input',
  connectKey: 'connect_key',
} as const;

export const VIEW = {
  detail: 'activity_detail',
  book: 'activity_book',
  loading: 'loading',
  location: 'set_location',
  bookAccepted: 'book_accepted',
  connect: 'connect_jaunt',
} as const;

export const BLOCK = {
  session: 'session',
  ticket: 'ticket',
  quantity: 'quantity',
  mode: 'payment_mode',
  share: 'share',
  total: 'total',
  location: 'location',
  connectKey: 'api_key',
} as const;
