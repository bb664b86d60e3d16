import type { Command } from '../lib/commands.ts';
import { adminAccounts } from './admin-accounts/feature.ts';
import { adminStatsFeatures } from './admin-stats/feature.ts';
import { authFeature } from './auth/feature.ts';
import { anchorRank } from './anchor-rank/feature.ts';
import { brandRank } from './brand-rank/feature.ts';
import { categoryRank } from './category-rank/feature.ts';
import { entityDetailFeature } from './entity-detail/feature.ts';
import { homeFeature } from './home/feature.ts';
import { legalFeature } from './legal/feature.ts';
import type { FeatureManifest, NavEntry } from '../lib/manifest.ts';
import { notFoundFeature } from './not-found/feature.ts';
import { shopRank } from './shop-rank/feature.ts';
import { spuRank } from './spu-rank/feature.ts';

/**
 * The one registry of features. The router, the sidebar and the command palette are built from this list:
 * adding a screen is its folder plus one line here.
 */
export const features: readonly FeatureManifest[] = [
  homeFeature,
  authFeature,
  legalFeature,
  categoryRank.feature,
  brandRank.feature,
  shopRank.feature,
  spuRank.feature,
  anchorRank.feature,
  entityDetailFeature,
  adminAccounts.feature,
  ...adminStatsFeatures,
  notFoundFeature,
];

export const navEntries = (): NavEntry[] => features.flatMap((feature) => feature.nav);

/** Every feature's commands, for the palette and the shortcut layer. */
export const featureCommands = (): Command[] => features.flatMap((feature) => feature.commands);

export { loginUrl, registerUrl } from './auth/feature.ts';
export { aboutUrl, personalInfoUrl, userAgreementUrl } from './legal/feature.ts';
export { homeUrl } from './home/feature.ts';
export { notFoundUrl } from './not-found/feature.ts';
