import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors.js';

/**
 * Owner-only endpoints: `Authorization: Bearer <OWNER_TOKEN>`. A missing token is a 401; a wrong
 * one a 403 with `authorizationFail`, which the data layer shows as a system error.
 */
export function createOwnerCheck(ownerToken: string) {
  const expected = Buffer.from(ownerToken);
  return async function requireOwner(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw new HttpError(401, 'Owner token required: send "Authorization: Bearer <OWNER_TOKEN>".');
    const given = Buffer.from(match[1] as string);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(403, 'The owner token is not valid.', { authorizationFail: true });
    }
  };
}
