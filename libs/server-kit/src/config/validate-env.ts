// class-transformer's implicit conversion reads design types that reflect-metadata records.
import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

// One problem with one variable: its name and why it was refused.
export type ConfigProblem = { variable: string; reason: string };

// Every configuration failure reads the same: a heading, then one line per variable.
export class ConfigError extends Error {
  override name = 'ConfigError';

  static of(problems: ConfigProblem[]): ConfigError {
    return new ConfigError(`Invalid configuration:\n${problems.map((p) => `  - ${p.variable}: ${p.reason}`).join('\n')}`);
  }
}

// Checks that need the validated values, such as rules that only hold in production.
export type ConfigRule<T> = (settings: T) => ConfigProblem | undefined;

// The one configuration loader: turns process.env (or a given object) into a typed settings object
// of a class decorated with class-validator, and stops with a ConfigError naming every missing or
// malformed variable. Rules run once the values themselves are valid, and report together.
export function validateEnv<T extends object>(schema: new () => T, env: Record<string, unknown> = process.env, rules: ConfigRule<T>[] = []): T {
  const settings = plainToInstance(schema, env, { enableImplicitConversion: true, exposeDefaultValues: true });
  const errors = validateSync(settings, { skipMissingProperties: false, whitelist: false });
  const problems = errors.length > 0 ? errors.map(problemOf) : rules.map((rule) => rule(settings)).filter((p) => p !== undefined);
  if (problems.length > 0) throw ConfigError.of(problems);
  return settings;
}

const problemOf = (error: ValidationError): ConfigProblem => ({ variable: error.property, reason: Object.values(error.constraints ?? {}).join('; ') });
