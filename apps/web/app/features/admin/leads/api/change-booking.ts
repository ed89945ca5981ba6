import type { BookingView, SuccessData } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export type BookingAction = { kind: 'move'; windowId: string } | { kind: 'cancel' } | { kind: 'done' };

// Moves, cancels (the customer is mailed) or marks done a booking; answers the server's message.
export async function changeBooking(id: number, action: BookingAction): Promise<string> {
  const path = { path: { id } };
  const request =
    action.kind === 'move'
      ? adminApi.response.post('/api/admin/bookings/{id}/move', { ...path, json: { windowId: action.windowId } })
      : adminApi.response.post(action.kind === 'cancel' ? '/api/admin/bookings/{id}/cancel' : '/api/admin/bookings/{id}/done', path);
  return (await request.json<SuccessData<BookingView>>()).message ?? 'Saved';
}
