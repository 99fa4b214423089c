import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** pino options for Fastify: JSON in production, readable lines in development. */
export function loggerOptions(config: Pick<Config, 'nodeEnv' | 'logLevel'>): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const redact = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];
  if (config.nodeEnv === 'production') return { level: config.logLevel, redact };
  return {
    level: config.logLevel,
    redact,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  };
}
