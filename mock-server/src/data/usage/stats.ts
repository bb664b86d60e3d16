/**
 * The statistics layer's shared parts, in one import: the filters (filter.ts), the passes over the rows
 * (passes.ts), sorting and paging (sorting.ts) and the user directory (directory.ts).
 */
export * from './filter.ts';
export * from './passes.ts';
export * from './sorting.ts';
export { userDirectory } from './directory.ts';
