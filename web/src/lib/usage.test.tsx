import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const action = vi.fn((_input: unknown) => Promise.resolve(null));
vi.mock('../api/client.ts', () => ({ api: { common: { action: (input: unknown) => action(input) } } }));

const { recordExport, useRecordVisits } = await import('./usage.ts');

const Probe = () => {
  useRecordVisits();
  return null;
};

describe('usage recording', () => {
  beforeEach(() => action.mockClear());

  it('records a visit per screen entered, not per filter change', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
      initialEntries: ['/brand/rank?platform=2'],
    });
    render(<RouterProvider router={router} />);
    expect(action).toHaveBeenCalledWith({ type: 'page.visit', page: '/brand/rank', platform: 2 });
    await act(() => router.navigate('/brand/rank?platform=4&page=2'));
    expect(action).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/admin/stats/users'));
    expect(action).toHaveBeenLastCalledWith({ type: 'page.visit', page: '/admin/stats/users', platform: 1 });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('records an export with its file name, and never lets a failure through', async () => {
    action.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    expect(() => recordExport('品牌排行_2026-10.xlsx')).not.toThrow();
    expect(action).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'report.export', target: '品牌排行_2026-10.xlsx' }),
    );
    await Promise.resolve();
  });
});
