import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { globalState } from '../stores/global-store.ts';
import { clearToasts, toastState } from '../stores/toast-store.ts';
import { DownloadButton, progressText } from './download-button.tsx';

describe('progressText', () => {
  it('gives a percentage when the size is known, else the bytes so far', () => {
    expect(progressText({ loaded: 512, total: 2048 })).toBe('25%');
    expect(progressText({ loaded: 3 * 1024 })).toBe('3 KB');
  });

  it('says nothing before the first byte', () => {
    expect(progressText(null)).toBe('');
    expect(progressText({ loaded: 0, total: 100 })).toBe('');
  });
});

describe('DownloadButton', () => {
  afterEach(() => {
    globalState.downloadPermission = false;
    clearToasts();
    vi.restoreAllMocks();
  });

  it('is disabled, with the reason, without download permission', () => {
    const download = vi.fn();
    render(<DownloadButton download={download} />);
    const button = screen.getByTestId('download');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.mouseEnter(button);
    expect(screen.getByRole('tooltip').textContent).toBe('当前账号没有下载权限');
    fireEvent.click(button);
    expect(download).not.toHaveBeenCalled();
  });

  it('saves the file under its name and says so', async () => {
    globalState.downloadPermission = true;
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const download = vi.fn(async () => new File(['x'], '品牌排行.xlsx'));
    render(<DownloadButton download={download} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('download'));
    });
    expect(download).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    expect(toastState.toasts.map((t) => t.message)).toEqual(['已下载 品牌排行.xlsx']);
  });

  it('starts when the trigger changes, not when it mounts', async () => {
    globalState.downloadPermission = true;
    const download = vi.fn(() => new Promise<Blob>(() => {}));
    const { rerender } = render(<DownloadButton download={download} trigger={3} />);
    expect(download).not.toHaveBeenCalled();
    await act(async () => {
      rerender(<DownloadButton download={download} trigger={4} />);
    });
    expect(download).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('download-progress')).toBeTruthy();
  });
});
