import { isIP } from 'node:net';
import { IsIn, IsOptional, ValidateBy, type ValidationArguments } from 'class-validator';
import { nodeEnvs, type NodeEnv } from '../config/common-env';
import { type ConfigRule, validateEnv } from '../config/validate-env';

// An address or a CIDR block, IPv4 or IPv6.
export function isAddressOrBlock(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

const IsAddressList = () =>
  ValidateBy({
    name: 'isAddressList',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.split(',').every((entry) => isAddressOrBlock(entry.trim())),
      defaultMessage: (args?: ValidationArguments) => `${args?.property} must be a comma-separated list of IP addresses or CIDR blocks`,
    },
  });

// How a service meets the network in front of it, read by every HTTP service before Nest starts.
export class HttpEdgeEnv {
  @IsIn(nodeEnvs)
  NODE_ENV: NodeEnv = 'development';

  // The proxies whose X-Forwarded-For names the client: the gateway (which overwrites it with the one
  // address it decided) and web (which passes that address on with a form it posts). Outside
  // production they default to loopback, where they run for `npm start` and the tests; production has
  // no default (compose and Kubernetes list the gateway's and web's addresses), since trusting a range
  // that holds anything else lets it choose the client every limit counts.
  @IsOptional()
  @IsAddressList()
  TRUSTED_PROXIES?: string;

  // The Swagger UI and OpenAPI document under the service's docs path; off in production unless asked for.
  @IsOptional()
  @IsIn(['on', 'off'])
  API_DOCS?: 'on' | 'off';
}

export type HttpEdge = { trustedProxies: string[]; apiDocs: boolean };

const localProxies = '127.0.0.0/8,::1/128';

const proxiesNamedInProduction: ConfigRule<HttpEdgeEnv> = (settings) =>
  settings.NODE_ENV === 'production' && settings.TRUSTED_PROXIES === undefined
    ? { variable: 'TRUSTED_PROXIES', reason: 'must be set in production: the addresses of the gateway and web, the only hops that may name the client (see deploy/README.md)' }
    : undefined;

export function loadHttpEdge(env: Record<string, unknown> = process.env): HttpEdge {
  const settings = validateEnv(HttpEdgeEnv, env, [proxiesNamedInProduction]);
  return {
    trustedProxies: (settings.TRUSTED_PROXIES ?? localProxies).split(',').map((entry) => entry.trim()),
    apiDocs: (settings.API_DOCS ?? (settings.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
  };
}
