/** A setting that is missing or wrong: server.ts prints its message and exits 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
