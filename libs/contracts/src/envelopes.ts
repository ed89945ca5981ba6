// Reply envelopes of the content API (spec section 7).
export type SuccessData<T> = { status: 'success'; data: T; message?: string };
export type SuccessMessage = { status: 'success'; message: string };
export type Fail = { status: 'fail'; message: string; error?: string };

// Form endpoints answer with a single flag.
export type FormReply = { msg: 'success' | 'fail'; message?: string };

// One page of an admin list: total counts every match, so a screen can link to the last page.
export type Page<T> = { items: T[]; total: number; limit: number; offset: number };
