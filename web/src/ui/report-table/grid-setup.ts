import {
  CellStyleModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  colorSchemeVariable,
  GridStateModule,
  InfiniteRowModelModule,
  LocaleModule,
  ModuleRegistry,
  PaginationModule,
  RowStyleModule,
  themeQuartz,
  ValidationModule,
} from 'ag-grid-community';

/**
 * AG Grid, registered once and only with the modules the report tables use (far smaller than
 * AllCommunityModule). This module is reached only from lazily loaded report screens, so the grid never
 * lands in the entry chunk. ValidationModule explains misconfigurations in development only.
 */
ModuleRegistry.registerModules([
  InfiniteRowModelModule,
  PaginationModule,
  CellStyleModule,
  RowStyleModule,
  ColumnAutoSizeModule,
  // getColumnState(), which ReportTable reads after a sort to put it in the URL
  ColumnApiModule,
  // initialState.pagination: a shared link to page 5 opens on page 5
  GridStateModule,
  // localeText: the pagination panel in the user's language
  LocaleModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

/** Quartz with the app's fonts and blues; light or dark follows `data-ag-theme-mode` on <body>. */
export const gridTheme = themeQuartz
  .withPart(colorSchemeVariable)
  .withParams({
    fontFamily: 'inherit',
    fontSize: 13,
    headerFontWeight: 600,
    accentColor: '#2563eb',
    rowHeight: 38,
    headerHeight: 40,
    wrapperBorderRadius: 8,
    spacing: 6,
  })
  // the app's slate palette (Tailwind slate-900/800/700), so the grid sits in its card in dark mode
  .withParams(
    {
      backgroundColor: '#0f172a',
      foregroundColor: '#e2e8f0',
      headerBackgroundColor: '#1e293b',
      borderColor: '#334155',
      rowHoverColor: '#1e293b',
      accentColor: '#60a5fa',
      chromeBackgroundColor: '#1e293b',
    },
    'dark',
  );
