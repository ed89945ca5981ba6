import { type PublishState, publishStates } from '@hvac/contracts';
import { type ListQuery, listQueryFromSearch, listSearchParams } from '../../kit/utils/pagination';
import { searchChoice } from './search-choice';

// What the posts' and location pages' screens read from their address (?state=, ?page=, ?q=), and the
// API query for it.
export function contentListQuery(url: string): { state: PublishState | null; list: ListQuery; apiQuery: URLSearchParams } {
  const search = new URL(url).searchParams;
  const state = search.has('state') ? searchChoice(search, 'state', publishStates, 'published') : null;
  const list = listQueryFromSearch(search);
  return { state, list, apiQuery: listSearchParams(list, { state }) };
}
