// Every admin list pages on the server: ?limit=&offset= (limit at most adminPageMax) and, where the
// list can grow, ?q= (part of a name, title, address or path, case-insensitive). Each answers a Page.
export const adminPageMax = 100;
export const adminSearchMax = 100;
export type PageQuery = { limit?: number; offset?: number; q?: string };

// An ILIKE pattern that finds the term anywhere; % and _ in what the admin typed are matched literally.
export const likePattern = (term: string): string => `%${term.replace(/[\\%_]/g, '\\$&')}%`;
