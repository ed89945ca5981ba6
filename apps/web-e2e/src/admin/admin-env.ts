// What the admin browser tests need from the environment: the running stack and its admin account.
// The test runner passes them; `npm start` prints them (the password is also in .data/admin-password).
import fs from 'node:fs';
import path from 'node:path';

function readLocalAdminPassword(): string | undefined {
  const file = path.resolve(__dirname, '../../../../.data/admin-password');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
}

export { baseUrl } from '../support/stack';

export const admin = {
  email: process.env['ADMIN_EMAIL'] ?? 'admin@example.com',
  password: process.env['ADMIN_PASSWORD'] ?? readLocalAdminPassword() ?? '',
};

if (!admin.password) {
  throw new Error('ADMIN_PASSWORD is not set (and .data/admin-password does not exist): the admin browser tests need the admin sign-in.');
}

// Names no other run (or helper) uses, so tests can share one stack.
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}
