// Guards shared by the resolvers.
import type { GraphQLContext } from '../graphql/context.ts';
import { LobbyError } from '../errors.ts';
import { authenticationFailure } from './errors.ts';

export type PlayerViewer = Extract<GraphQLContext['viewer'], { kind: 'player' }>;

/** The player behind the bearer token, or AuthenticationFailure. */
export function requirePlayer(context: GraphQLContext): PlayerViewer {
  if (context.viewer.kind !== 'player') throw authenticationFailure();
  return context.viewer;
}

/** The request's origin (token issuers); a request without a usable Host is refused. */
export function requireOrigin(context: GraphQLContext): string {
  if (!context.origin) throw new LobbyError('BadRequest', 'The request has no usable Host header.');
  return context.origin;
}
