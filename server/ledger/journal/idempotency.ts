// Idempotency keys from clients: optional on the API (a missing one makes the request unique),
// at most 100 characters of a safe alphabet.
import { randomUUID } from 'node:crypto';
import { walletError } from '../errors.ts';

const KEY = /^[A-Za-z0-9._:-]{1,100}$/;

export function clientKey(value: string | null | undefined): string {
  if (value === null || value === undefined) return `auto:${randomUUID()}`;
  if (!KEY.test(value)) {
    throw walletError('InvalidArgument', 'idempotencyKey must be 1–100 of A-Z a-z 0-9 . _ : -.');
  }
  return `client:${value}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
