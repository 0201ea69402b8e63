/** The few parts of `@20minutes/s3rver` 4.x (plain JavaScript, no types) the test harness uses. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string }[];
  };

  /** The parts of Koa's context the harness's fixes read and write. */
  type S3rverContext = {
    path: string;
    method: string;
    query: Record<string, string | string[] | undefined>;
    mountPath?: string;
    state: { vhost?: boolean };
    status: number;
    body: unknown;
    type: string;
  };

  class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware list; the router is last. */
    middleware: ((context: S3rverContext, next: () => Promise<void>) => Promise<void> | void)[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }

  export = S3rver;
}
