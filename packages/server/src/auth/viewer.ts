import { ADMIN_ROLE, isStaffRole } from '@grain/contract/roles';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../http/viewer.ts';
import { findTokenOwner, touchToken } from './tokens.ts';

/** The scheme is case-insensitive (RFC 9110 §11.1): `Bearer`, `bearer` and `BEARER` all work. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

const resolved = new WeakMap<FastifyRequest, Viewer | null>();

/**
 * The user behind the request's bearer token, or null. Public routes treat a bad token as
 * no token, so a stale admin_token in the browser never breaks the public site.
 */
export async function viewerFromToken(request: FastifyRequest): Promise<Viewer | null> {
  if (resolved.has(request)) return resolved.get(request) ?? null;
  const token = bearerToken(request);
  let viewer: Viewer | null = null;
  if (token) {
    const db = request.server.grain.db;
    const owner = await findTokenOwner(db, token);
    if (owner) {
      await touchToken(db, owner);
      const { role, ...user } = owner.user;
      const isAdmin = role === ADMIN_ROLE;
      const mustEnrolTwoFactor = isAdmin && request.server.grain.config.requireAdminTwoFactor && !user.twoFactorEnabled;
      viewer = {
        ...user,
        role: { name: role },
        isAdmin,
        isStaff: isStaffRole(role),
        token,
        sessionId: owner.tokenId,
        mustEnrolTwoFactor,
      };
    }
  }
  resolved.set(request, viewer);
  return viewer;
}
