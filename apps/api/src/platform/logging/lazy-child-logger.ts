import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes pino's child of `parent` only when something is written at a
 * level `parent` writes (or a child, or a level of its own, is asked for). Fastify makes a child
 * logger for every request; making one stringifies and redacts its bindings, which cost about a
 * fifth of an anonymous GET /v1/init's JavaScript when nothing was written with it (request lines
 * off: LOG_LEVEL above info). What is written is what the child would have written.
 */
export class LazyChildLogger implements FastifyBaseLogger {
  private real: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private materialize(): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings, this.options);
    return this.real;
  }

  private writes(level: LevelName): boolean {
    if (this.real || this.options?.level !== undefined) return true;
    const parent = this.parent as FastifyBaseLogger & {
      isLevelEnabled?: (level: string) => boolean;
    };
    return typeof parent.isLevelEnabled === 'function' ? parent.isLevelEnabled(level) : true;
  }

  get level(): FastifyBaseLogger['level'] {
    return this.real?.level ?? this.options?.level ?? this.parent.level;
  }

  set level(level: FastifyBaseLogger['level']) {
    this.materialize().level = level;
  }

  // Methods on the prototype, not arrow fields: a logger is made for every request.
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.materialize().child(bindings, options);
  }

  private write(level: LevelName, args: unknown[]): void {
    if (!this.writes(level)) return;
    const logger = this.materialize() as unknown as Record<
      LevelName,
      (...values: unknown[]) => void
    >;
    logger[level](...args);
  }
}
