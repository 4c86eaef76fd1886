// WebSocket close codes both subprotocols use (graphql-ws's own codes where it has one).
export const CLOSE = {
  normal: 1000,
  goingAway: 1001,
  /** A message that is not JSON, or not a message of the protocol. */
  badRequest: 4400,
  /** An operation before connection_init was acknowledged. */
  unauthorized: 4401,
  /** No connection_init in time. */
  initTimeout: 4408,
  /** A second connection_init. */
  tooManyInits: 4429,
  /** More messages than the flood guard allows. */
  tooManyMessages: 4429,
  internalError: 4500,
} as const;
