import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { TransferProgress } from '@aisle/contract';
import { isCancelled, saveFile } from '../api/client.ts';
import { useT } from '../i18n/i18n.ts';
import { globalState } from '../stores/global-store.ts';
import { showToast } from '../stores/toast-store.ts';
import { Button } from './button.tsx';
import { CloseIcon, DownloadIcon } from './icons.tsx';
import { Tooltip } from './tooltip.tsx';
import { recordExport } from '../lib/usage.ts';

export type Downloader = (options: {
  onProgress: (progress: TransferProgress) => void;
  signal: AbortSignal;
}) => Promise<Blob>;

const kib = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** "42%" when the server says how big the file is, else the bytes so far. */
export const progressText = (progress: TransferProgress | null) =>
  !progress || progress.loaded === 0
    ? ''
    : progress.total
      ? `${Math.min(100, Math.round((progress.loaded / progress.total) * 100))}%`
      : kib(progress.loaded);

/**
 * Fetches the xlsx that matches the table and saves it under the server's file name, with progress and a way
 * to cancel. Without downloadPermission it is disabled and says why (the server would answer 403, and a 403
 * logs the user out).
 */
export const DownloadButton = ({
  download,
  disabled = false,
  trigger = 0,
}: {
  download: Downloader;
  disabled?: boolean;
  /** A change of this value starts a download (the "export" command); the value at mount does not. */
  trigger?: number;
}) => {
  const t = useT();
  const { downloadPermission } = useSnapshot(globalState);
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    controller.current = new AbortController();
    setBusy(true);
    setProgress({ loaded: 0 });
    try {
      const file = await download({ onProgress: setProgress, signal: controller.current.signal });
      const name = saveFile(file);
      recordExport(name);
      showToast('success', t('report.downloaded', { name }));
    } catch (error) {
      // the client has toasted real failures; a cancel is the user's own doing
      if (!isCancelled(error)) setProgress(null);
    } finally {
      setBusy(false);
      setProgress(null);
      controller.current = null;
    }
  };

  const startRef = useRef(start);
  startRef.current = start;
  const lastTrigger = useRef(trigger);
  useEffect(() => {
    if (trigger === lastTrigger.current) return;
    lastTrigger.current = trigger;
    if (downloadPermission && !disabled && !controller.current) void startRef.current();
  }, [trigger, downloadPermission, disabled]);

  if (!downloadPermission)
    return (
      <Tooltip content={t('report.downloadDenied')} placement="bottom">
        {(describedBy) => (
          <Button
            aria-disabled="true"
            aria-describedby={describedBy}
            data-testid="download"
            className="cursor-not-allowed opacity-60"
          >
            <DownloadIcon />
            {t('report.download')}
          </Button>
        )}
      </Tooltip>
    );

  if (busy)
    return (
      <div className="flex items-center gap-2" data-testid="download-progress">
        <div
          role="progressbar"
          aria-label={t('report.downloading', { progress: progressText(progress) }).trim()}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress?.total ? Math.round((progress.loaded / progress.total) * 100) : undefined}
          className="flex h-8 w-48 items-center overflow-hidden rounded-md border border-slate-300 bg-white text-xs dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="relative h-full flex-1">
            <div
              className={`absolute inset-y-0 left-0 bg-blue-100 transition-[width] dark:bg-blue-900/60 ${progress?.total ? '' : 'w-full animate-pulse'}`}
              style={progress?.total ? { width: `${(progress.loaded / progress.total) * 100}%` } : undefined}
            />
            <span className="relative flex h-full items-center px-2 text-slate-700 dark:text-slate-200">
              {t('report.downloading', { progress: progressText(progress) }).trim()}
            </span>
          </div>
        </div>
        <Button variant="ghost" aria-label={t('report.cancel')} onClick={() => controller.current?.abort()}>
          <CloseIcon />
        </Button>
      </div>
    );

  return (
    <Button onClick={start} disabled={disabled} data-testid="download">
      <DownloadIcon />
      {t('report.download')}
    </Button>
  );
};
