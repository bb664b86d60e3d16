import type { ApiClient } from '@aisle/contract';
import type { ComponentType } from 'react';
import type { Command, LocalizedText } from './commands.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { ParamsCodec } from './report-params.ts';

/**
 * What a feature declares about itself (one `feature.ts` per feature folder). The router, the sidebar and the
 * command palette are all built from these manifests, listed once in `features/index.ts`.
 */
export type RouteAccess = 'public' | 'user' | 'manager';

/** The report filters of the top bar a screen uses; the shell shows only those. */
export type ShellFilter = 'platform' | 'category' | 'period' | 'shopTypes';

export interface FeatureRoute {
  /** React Router path, e.g. "/brand/rank" or "/monitor/brand/:entityId". */
  path: string;
  /** public: no session, no shell; user: session + shell; manager: session + shell + manager. */
  access: RouteAccess;
  /** The screen, loaded on first visit so its code (and AG Grid, Tremor) stays out of the entry chunk. */
  load: () => Promise<ComponentType>;
  /** Browser tab title. */
  title: MessageKey;
  filters?: readonly ShellFilter[];
  /** The screen's own URL parameters (level, metrics...): the shell drops unusable ones with a notice. */
  params?: ParamsCodec;
  /** The screen reads the category tree or the months itself: its requests wait for them even on defaults. */
  waitsForCategoryInfo?: boolean;
  /**
   * Asks for the screen's first answers through `client` (the early API), given the URL's query string: on a cold
   * load they go out while the screen's code is still on its way (app/early-loads.ts).
   */
  early?: (search: string, client: ApiClient) => void;
}

export type NavGroup = 'market' | 'monitor' | 'operator' | 'admin';

export interface NavEntry {
  id: string;
  title: LocalizedText;
  group: NavGroup;
  /** The link, given the current location (reports carry the platform, category, period and shop types along). */
  href: (location: string) => string;
  /** Path prefix that marks the entry active. */
  match: string;
  /** Manager entries are hidden from everyone else. */
  access: 'user' | 'manager';
  /** Position inside its group. */
  order: number;
  /** Short mnemonic shown in the sidebar (the palette shows the command's shortcut). */
  shortcut?: string;
}

export interface FeatureManifest {
  id: string;
  routes: readonly FeatureRoute[];
  nav: readonly NavEntry[];
  commands: readonly Command[];
}

export const defineFeature = (manifest: FeatureManifest): FeatureManifest => manifest;

/** Route metadata the shell reads through React Router's `useMatches()`. */
export interface RouteHandle {
  title: MessageKey;
  filters: readonly ShellFilter[];
  access: RouteAccess;
  params?: ParamsCodec;
  waitsForCategoryInfo?: boolean;
}
