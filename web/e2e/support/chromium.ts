import { existsSync } from 'node:fs';

/** The system Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium. Undefined when neither exists. */
export const chromiumPath = (): string | undefined => {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (path): path is string => Boolean(path),
  );
  return candidates.find((path) => existsSync(path));
};

export const missingChromiumMessage = () =>
  [
    'No Chromium found for the browser tests.',
    `Looked at: ${process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH}, ` : ''}/usr/bin/chromium, /usr/bin/chromium-browser.`,
    'Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.',
  ].join('\n');
