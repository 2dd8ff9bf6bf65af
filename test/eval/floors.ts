/** Floors under which relevance regressions fail CI (issue 9). The lead sets the final values. */
export const KEYWORD_SET_NDCG_FLOOR = 0.9;
export const KEYWORD_SET_MRR_FLOOR = 0.9;
export const CHAT_SET_NDCG_FLOOR = 0.75;
