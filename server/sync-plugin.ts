/**
 * The promise of a Fastify plugin whose registration is synchronous (routes and hooks, nothing to await).
 * avvio treats a plugin that returns a promise as async: an error thrown while registering (a duplicate route)
 * then fails the registration, as it would from an `async` plugin, instead of escaping as an uncaught exception.
 */
export function registered(register: () => void): Promise<void> {
  return new Promise((resolve) => {
    register();
    resolve();
  });
}
