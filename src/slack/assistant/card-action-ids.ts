/** Action ids of the assistant's own card controls (the panel's cards know their thread). */
export const ASSISTANT_ACTION = {
  book: 'assistant_book',
  share: 'assistant_share',
  cardMore: 'assistant_more',
} as const;
