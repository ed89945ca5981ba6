// class-transformer's implicit conversion reads design types that reflect-metadata records.
import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Turns process.env into a typed, validated settings object. A missing or malformed variable
// stops the process with a message that names it.
export function validateEnv<T extends object>(schema: new () => T, env: Record<string, unknown> = process.env): T {
  const settings = plainToInstance(schema, env, { enableImplicitConversion: true, exposeDefaultValues: true });
  const errors = validateSync(settings, { skipMissingProperties: false, whitelist: false });
  if (errors.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${errors.map(describe).join('\n')}`);
  }
  return settings;
}

function describe(error: ValidationError): string {
  const reasons = Object.values(error.constraints ?? {}).join('; ');
  return `  - ${error.property}: ${reasons}`;
}
