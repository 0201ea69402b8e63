import { isNginxInstalled, nginxBinary, startNginx } from './nginx';
import { startNodeBalancer } from './node-balancer';

/** The balancing proxy in front of the two instances: nginx where it is installed, or a stand-in. */
export type RunningProxy = {
  /** What it is, for the test's output: `nginx` or the Node stand-in. */
  kind: string;
  origin: string;
  /** `host:port` of the instance that answered `response` (the last one the proxy tried). */
  servedBy(response: Response): string | undefined;
  /** The proxy's error log so far, to explain a failure. */
  errorLog(): string;
  stop(): Promise<void>;
};

/**
 * nginx on the configuration docs/deploy-proxy.md shows when it is installed (`.ci/run` installs it), else
 * the Node balancer, so that `npm test` on a machine with only Node and npm runs the two-instance test too.
 * SITEDESK_TEST_NO_NGINX=1 chooses the balancer even where nginx is installed (to try it). CI (`CI` set)
 * insists on nginx: there the test is also the proof of the guide's configuration.
 */
export function chooseProxy(): { kind: 'nginx' | 'node'; why: string } {
  if (process.env.SITEDESK_TEST_NO_NGINX === '1') {
    return { kind: 'node', why: 'SITEDESK_TEST_NO_NGINX=1' };
  }
  if (isNginxInstalled()) return { kind: 'nginx', why: `${nginxBinary} is installed` };
  if (process.env.CI) {
    throw new Error(
      `CI tests the nginx configuration of docs/deploy-proxy.md, but ${nginxBinary} is missing (.ci/run installs it: apt-get install nginx).`,
    );
  }
  return {
    kind: 'node',
    why: `${nginxBinary} is not installed (apt-get install nginx to test its configuration)`,
  };
}

export async function startProxy(options: {
  port: number;
  upstreams: readonly string[];
}): Promise<RunningProxy> {
  const choice = chooseProxy();
  const proxy = choice.kind === 'nginx' ? await startNginx(options) : await startNodeBalancer(options);
  console.log(`Two instances behind ${proxy.kind} (${choice.why}).`);
  return proxy;
}
