export * from './alerts.ts';
export * from './rate-limit-hits.ts';
export * from './seed-runs.ts';
