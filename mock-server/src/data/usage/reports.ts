/**
 * The statistics tables, one file per table family: users and visits (user-reports.ts), single requests
 * (request-list.ts) and their counts (request-counts.ts), events (event-reports.ts), pages (page-reports.ts);
 * how each result is cached and kept up to date is in answers.ts.
 */
export * from './user-reports.ts';
export * from './request-list.ts';
export * from './request-counts.ts';
export * from './event-reports.ts';
export * from './page-reports.ts';
