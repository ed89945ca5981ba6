import { adminBookingPaths, type BookingView, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export type BookingAction = { kind: 'move'; windowId: string } | { kind: 'cancel' } | { kind: 'done' };

// Moves, cancels (the customer is mailed) or marks done a booking; answers the server's message.
export async function changeBooking(id: number, action: BookingAction): Promise<string> {
  const path = action.kind === 'move' ? adminBookingPaths.move(id) : action.kind === 'cancel' ? adminBookingPaths.cancel(id) : adminBookingPaths.done(id);
  const reply = await api.post(apiUrl(path), action.kind === 'move' ? { json: { windowId: action.windowId } } : {}).json<SuccessData<BookingView>>();
  return reply.message ?? 'Saved';
}
