import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The signed-in user behind a request, as routes see it; auth resolves it from the bearer token. */
export interface Viewer {
  id: number;
  fname: string;
  lname: string;
  email: string;
  role: { name: string };
  /** An administrator: users and site settings. */
  isAdmin: boolean;
  /** Any role of the admin area (author, editor, administrator): sees inactive records and drafts. */
  isStaff: boolean;
  token: string;
  /** The id of the session (access token) the request comes with. */
  sessionId: number;
  twoFactorEnabled: boolean;
  /**
   * An administrator who must set up two-factor sign-in first (ADMIN_TWO_FACTOR=required):
   * administrator routes refuse them until they have.
   */
  mustEnrolTwoFactor?: boolean;
}

/** Finds who sends a request: null for visitors and for tokens that name nobody. */
export type ViewerResolver = (request: FastifyRequest) => Promise<Viewer | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once on the root instance; plugin contexts inherit it. */
    viewerResolver?: ViewerResolver;
  }
}

/** Tells the routes of `app` how to find who sends a request (app.ts hands over auth's resolver). */
export function setViewerResolver(app: FastifyInstance, resolver: ViewerResolver): void {
  app.decorate('viewerResolver', resolver);
}

/** Who sends the request; without a resolver every request comes from a visitor. */
export function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<Viewer | null> {
  return app.viewerResolver?.(request) ?? Promise.resolve(null);
}
