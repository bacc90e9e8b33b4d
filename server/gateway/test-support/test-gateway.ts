import { startGateway, type RunningGateway, type StartGatewayOptions } from '../start-gateway';

/**
 * A gateway as the tests start one: on loopback, any free port, no static files, a 5 s upstream timeout;
 * `options` name its upstream and key and override the rest.
 */
export function startTestGateway(
  options: Pick<StartGatewayOptions, 'upstream' | 'apiKey'> & Partial<StartGatewayOptions>,
): Promise<RunningGateway> {
  return startGateway({ host: '127.0.0.1', port: 0, staticDir: null, timeoutMs: 5_000, ...options });
}
