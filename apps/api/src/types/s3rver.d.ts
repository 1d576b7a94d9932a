declare module 's3rver' {
  /** The little of s3rver (a Koa app speaking the S3 API over a folder) that the tests use. */
  interface KoaContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    body: unknown;
    type: string;
  }
  type Middleware = (context: KoaContext, next: () => Promise<void>) => Promise<void> | void;
  interface Options {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: Options);
    /** Koa's middleware list, in the order they run. */
    middleware: Middleware[];
    store: {
      getResourcePath(bucket: string, key: string | undefined, resource: string): string;
    };
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
