import { HTTPError } from 'ky';
import { apiUrl, api } from '../../../lib/api-client';

export type ScheduledPost = { id: number; title: string; publishAt: string };

// The admin list of scheduled posts, soonest first. null when the API does not offer it (404): the
// dashboard then has no panel for it.
export async function getScheduledPosts(limit: number): Promise<ScheduledPost[] | null> {
  try {
    const reply = await api
      .get(apiUrl('/api/admin/blogs'), { searchParams: { state: 'scheduled', limit }, cache: 'no-store' })
      .json<{ data: { items: ScheduledPost[] } }>();
    return reply.data.items;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}
