// The validated settings as one injectable value.
export const WORKER_ENV = Symbol('WORKER_ENV');
