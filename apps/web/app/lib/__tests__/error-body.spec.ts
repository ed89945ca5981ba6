import { messageFromBody } from '../error-body';

describe('messageFromBody', () => {
  it('joins a list of validation messages', () => {
    expect(messageFromBody({ message: ['title is required', 'category must be a category id'] })).toBe('title is required. category must be a category id');
    expect(messageFromBody({ message: '' })).toBeNull();
  });

  it('reads a body given as JSON text, and finds no message in other text', () => {
    expect(messageFromBody('{"status":"fail","message":"Too many requests"}')).toBe('Too many requests');
    expect(messageFromBody('<!doctype html><title>Unavailable</title>')).toBeNull();
    expect(messageFromBody('"just a string"')).toBeNull();
  });
});
