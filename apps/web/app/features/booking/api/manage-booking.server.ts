import { bookingManagePaths, type BookingView, type ManageBookingView, type SuccessData } from '@hvac/contracts';
import { type ApiResult, postToContentApi, readFromContentApi } from '../../../lib/content-api.server';

// The manage link's calls, made by the web server only (the gateway does not route them). The read is
// personal and must show a change at once, so it is never shared between renders.
export function getManagedBooking(token: string): Promise<ApiResult<SuccessData<ManageBookingView>>> {
  return readFromContentApi<SuccessData<ManageBookingView>>(bookingManagePaths.view(token));
}

export function rescheduleBooking(token: string, windowId: string, from: Request): Promise<ApiResult<SuccessData<BookingView>>> {
  return postToContentApi<SuccessData<BookingView>>(bookingManagePaths.reschedule(token), { windowId }, from);
}

export function cancelBooking(token: string, from: Request): Promise<ApiResult<SuccessData<BookingView>>> {
  return postToContentApi<SuccessData<BookingView>>(bookingManagePaths.cancel(token), {}, from);
}
