import { HTTPError } from 'ky';
import { adminActionReply, adminLoadReply, formId, formText } from '../admin-action';

const refused = (message: string) =>
  new HTTPError(new Response(JSON.stringify({ message }), { status: 409, headers: { 'Content-Type': 'application/json' } }), new Request('http://localhost/api/x'), {} as ConstructorParameters<typeof HTTPError>[2]);

describe('admin action replies', () => {
  it('answers a write that worked with its message', async () => {
    await expect(adminActionReply(async () => 'Order saved.', 'The order could not be saved.')).resolves.toEqual({ ok: true, message: 'Order saved.' });
  });

  it("answers a refused write with the server's words, or else the screen's", async () => {
    await expect(adminActionReply(() => Promise.reject(refused('The last owner cannot be deleted')), 'The change failed.')).resolves.toEqual({ ok: false, message: 'The last owner cannot be deleted' });
    await expect(adminActionReply(() => Promise.reject(new Error('boom')), 'The change failed.')).resolves.toEqual({ ok: false, message: 'The change failed.' });
  });

  it('answers a read with the record or why it could not be read', async () => {
    await expect(adminLoadReply(async () => ({ id: 3 }), 'Not loaded.')).resolves.toEqual({ ok: true, data: { id: 3 } });
    await expect(adminLoadReply(() => Promise.reject(refused('Not found')), 'Not loaded.')).resolves.toEqual({ ok: false, message: 'Not found' });
  });

  it('reads form fields as text and ids', () => {
    const form = new FormData();
    form.set('id', '12');
    form.set('name', 'Jordan');
    expect([formId(form), formText(form, 'name'), formText(form, 'missing')]).toEqual([12, 'Jordan', '']);
  });
});

describe('a write that meets a 401', () => {
  it('has no reply: the session is over and the sign-in page takes over', async () => {
    const expired = new HTTPError(new Response('{}', { status: 401 }), new Request('http://localhost/api/x'), {} as ConstructorParameters<typeof HTTPError>[2]);
    await expect(adminActionReply(() => Promise.reject(expired), 'The change failed.')).rejects.toBe(expired);
  });
});
