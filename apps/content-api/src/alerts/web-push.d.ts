// web-push ships no types and @types/web-push is not a dependency here: the part this module uses.
declare module 'web-push' {
  export type PushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };
  export type RequestOptions = {
    vapidDetails?: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    timeout?: number;
  };
  export class WebPushError extends Error {
    statusCode: number;
    body: string;
    endpoint: string;
  }
  export function generateVAPIDKeys(): { publicKey: string; privateKey: string };
  export function sendNotification(subscription: PushSubscription, payload?: string | Buffer | null, options?: RequestOptions): Promise<{ statusCode: number; body: string }>;
  const webpush: { generateVAPIDKeys: typeof generateVAPIDKeys; sendNotification: typeof sendNotification; WebPushError: typeof WebPushError };
  export default webpush;
}
