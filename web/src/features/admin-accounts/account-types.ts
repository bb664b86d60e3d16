import type { ApiClient } from '@aisle/contract';

export type AccountRow = Awaited<ReturnType<ApiClient['user']['listTeamUser']>>['resultData'][number];
export type TeamRow = Awaited<ReturnType<ApiClient['user']['listTeam']>>['resultData'][number];
export type TeamCounts = Awaited<ReturnType<ApiClient['user']['teamUserCount']>>;
export type NewAccount = Parameters<ApiClient['user']['saveUser']>[0];
