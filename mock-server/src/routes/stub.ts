import type { Group } from '@aisle/contract';
import type { Handlers } from '../implement.ts';
import { ApiFailure } from '../lib/api-failure.ts';

/** Answers 501 for every endpoint of a group, until its real handlers exist. */
export const notImplemented = <G extends Group>(group: G): Handlers<G> =>
  Object.fromEntries(
    Object.keys(group).map((name) => [
      name,
      () => {
        throw new ApiFailure(501, 'not implemented');
      },
    ]),
  ) as unknown as Handlers<G>;
