import { LogoMark } from '../ui/icons.tsx';

/** What the first paint shows while the first screen's code arrives: the logo, nothing that jumps. */
export const StartupSplash = () => (
  <div className="flex h-full items-center justify-center" aria-busy="true">
    <div className="animate-pulse">
      <LogoMark size={40} />
    </div>
  </div>
);
