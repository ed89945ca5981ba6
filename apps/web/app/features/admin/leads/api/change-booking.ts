import { adminApi } from '../../../../lib/admin-api';

export type BookingAction = { kind: 'move'; windowId: string } | { kind: 'cancel' } | { kind: 'done' };

// Moves, cancels (the customer is mailed) or marks done a booking; answers the server's message.
export async function changeBooking(id: number, action: BookingAction): Promise<string> {
  const path = { path: { id } };
  const reply =
    action.kind === 'move'
      ? await adminApi.post('/api/admin/bookings/{id}/move', { ...path, json: { windowId: action.windowId } })
      : await adminApi.post(action.kind === 'cancel' ? '/api/admin/bookings/{id}/cancel' : '/api/admin/bookings/{id}/done', path);
  return reply.message ?? 'Saved';
}
