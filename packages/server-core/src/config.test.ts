import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it.each([
    { value: undefined, trusted: false },
    { value: '', trusted: false },
    { value: 'false', trusted: false },
    { value: '0', trusted: false },
    { value: 'true', trusted: 1 },
    { value: '2', trusted: 2 },
    { value: '10.0.0.0/8, 192.168.1.4', trusted: '10.0.0.0/8, 192.168.1.4' },
  ])('$value → $trusted', ({ value, trusted }) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(trusted);
  });

  it('refuses anything else with a Dutch configuration error', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'ja' })).toThrow(/^Configuratiefout: TRUST_PROXY/);
  });
});

describe('S3 settings', () => {
  const minio = {
    S3_BUCKET: 'koers-bestanden',
    S3_ENDPOINT: 'https://s3.example.nl/',
    S3_ACCESS_KEY_ID: 'sleutel',
    S3_SECRET_ACCESS_KEY: 'geheim',
    S3_FORCE_PATH_STYLE: 'true',
  };

  it('are off without S3_BUCKET: files stay on disk', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: '' }).s3).toBeNull();
  });

  it('name a bucket at another S3-compatible service', () => {
    expect(loadConfig(minio).s3).toEqual({
      bucket: 'koers-bestanden',
      endpoint: 'https://s3.example.nl',
      region: 'us-east-1',
      credentials: { accessKeyId: 'sleutel', secretAccessKey: 'geheim' },
      forcePathStyle: true,
    });
  });

  it('name a bucket at Amazon S3, with the SDK’s own credentials when none are given', () => {
    expect(loadConfig({ S3_BUCKET: 'koers', S3_REGION: 'eu-central-1' }).s3).toEqual({
      bucket: 'koers',
      endpoint: null,
      region: 'eu-central-1',
      credentials: null,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'https://s3.example.nl' }, /^Configuratiefout: S3_ENDPOINT is gezet maar S3_BUCKET niet/],
    [{ ...minio, S3_BUCKET: 'Koers_Bestanden' }, /^Configuratiefout: S3_BUCKET moet de naam van een bucket zijn/],
    [{ ...minio, S3_ENDPOINT: 's3.example.nl' }, /^Configuratiefout: S3_ENDPOINT moet een http\(s\)-adres zijn/],
    [{ S3_BUCKET: 'koers' }, /^Configuratiefout: S3_REGION is nodig/],
    [
      { ...minio, S3_SECRET_ACCESS_KEY: '' },
      /S3_ACCESS_KEY_ID en S3_SECRET_ACCESS_KEY horen bij elkaar; S3_SECRET_ACCESS_KEY ontbreekt/,
    ],
    [{ ...minio, S3_FORCE_PATH_STYLE: 'ja' }, /^Configuratiefout: S3_FORCE_PATH_STYLE moet true of false zijn/],
  ])('refuse %o with a Dutch configuration error', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the services run apart', () => {
  const token = 'een-geheim-van-minstens-tweeendertig-tekens';

  it('name where the main backend reaches the vacancies service, and the token both share', () => {
    expect(loadConfig({}).services).toEqual({ vacanciesServiceUrl: null, serviceToken: null });
    expect(loadConfig({ VACANCIES_SERVICE_URL: 'http://vacatures:3001/', SERVICE_TOKEN: token }).services).toEqual({
      vacanciesServiceUrl: 'http://vacatures:3001',
      serviceToken: token,
    });
    // The vacancies service itself needs only the token.
    expect(loadConfig({ SERVICE_TOKEN: token }).services.serviceToken).toBe(token);
  });

  it.each([
    [{ SERVICE_TOKEN: 'kort' }, /^Configuratiefout: SERVICE_TOKEN moet minstens 32 tekens lang zijn/],
    [
      { VACANCIES_SERVICE_URL: 'http://vacatures:3001' },
      /^Configuratiefout: VACANCIES_SERVICE_URL is gezet maar SERVICE_TOKEN niet/,
    ],
    [
      { VACANCIES_SERVICE_URL: 'vacatures:3001', SERVICE_TOKEN: token },
      /^Configuratiefout: VACANCIES_SERVICE_URL moet een http\(s\)-adres zijn/,
    ],
  ])('refuse %o with a Dutch configuration error', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
