import { chromiumPath, missingChromiumMessage } from './chromium.ts';
import { startMockServer } from './mock-process.ts';

export default async function globalSetup() {
  if (!chromiumPath()) throw new Error(missingChromiumMessage());
  const server = await startMockServer();
  // workers inherit the environment set here
  process.env.AISLE_BASE_URL = server.url;
  return () => server.stop();
}
