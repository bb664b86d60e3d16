import type { Command } from '../lib/commands.ts';
import { adminAccounts } from './admin-accounts/feature.ts';
import { adminStatsFeatures } from './admin-stats/feature.ts';
import { authFeature } from './auth/feature.ts';
import { anchorRank } from './anchor-rank/feature.ts';
import { attribute } from './attribute/feature.ts';
import { brandRank } from './brand-rank/feature.ts';
import { categoryOverview } from './category-overview/feature.ts';
import { categoryRank } from './category-rank/feature.ts';
import { categoryTrend } from './category-trend/feature.ts';
import { homeFeature } from './home/feature.ts';
import { keywordFeature } from './keyword/feature.ts';
import { legalFeature } from './legal/feature.ts';
import { monitorFeature } from './monitor/feature.ts';
import { profileReport } from './monitor-profile/feature.ts';
import type { FeatureManifest, NavEntry } from '../lib/manifest.ts';
import { notFoundFeature } from './not-found/feature.ts';
import { priceZone } from './price-zone/feature.ts';
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
  categoryOverview.feature,
  categoryRank.feature,
  categoryTrend.feature,
  brandRank.feature,
  shopRank.feature,
  spuRank.feature,
  anchorRank.feature,
  priceZone.feature,
  monitorFeature,
  profileReport.feature,
  keywordFeature,
  attribute.feature,
  adminAccounts.feature,
  ...adminStatsFeatures,
  notFoundFeature,
];

export const navEntries = (): NavEntry[] => features.flatMap((feature) => feature.nav);

/** Every feature's commands, for the palette and the shortcut layer. */
export const featureCommands = (): Command[] => features.flatMap((feature) => feature.commands);
