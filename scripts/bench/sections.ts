export interface BenchSection {
  name: string;
  run(): Promise<unknown>;
}

/** Benchmark sections, in the order they run. Later issues add the mock-server, web and palette sections. */
export const sections: BenchSection[] = [
  {
    name: 'environment',
    run: async () => {
      const os = await import('node:os');
      return {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      };
    },
  },
  { name: 'mockServer', run: async () => (await import('./mock-server.ts')).mockServerSection.run() },
  { name: 'web', run: async () => (await import('./web.ts')).webSection.run() },
  {
    name: 'screens',
    run: async () => {
      const timing = await import('./screen-timing.ts');
      return timing.measureScreens(await timing.allScreens());
    },
  },
  {
    name: 'palette',
    run: async () => ({
      // as people use it: the real app, the platform-1 tree, Chinese committed by an input method and Latin keys
      inApp: await (await import('./palette-app.ts')).measurePaletteInApp(),
      // the palette alone over 10,000 categories, beside plain cmdk's own filtering
      synthetic: await (await import('./palette.ts')).paletteSection.run(),
    }),
  },
];
