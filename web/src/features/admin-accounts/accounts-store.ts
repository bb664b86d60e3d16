import { proxy } from 'valtio';

/**
 * What the account commands ask of the page (commands are data in the manifest; the page does the work): each
 * request bumps a counter the page watches, as the report download does.
 */
export const accountsRequests = proxy({ create: 0, enableSelected: 0, disableSelected: 0, reset: 0 });

export const requestAccountAction = (action: keyof typeof accountsRequests) => {
  accountsRequests[action] += 1;
};
