import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReporter } from '../lib/error-reporting.ts';
import { RouteError } from './route-error.tsx';

afterEach(() => vi.restoreAllMocks());

const Broken = () => {
  throw new Error('render failed');
};

const renderRoute = (path: string) => {
  const router = createMemoryRouter([{ path: '/broken', element: <Broken />, errorElement: <RouteError /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
};

describe('the route error boundary', () => {
  it('reports the error it caught', async () => {
    const report = vi.spyOn(errorReporter, 'report').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/broken');
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }), 'route');
  });

  it('does not report a path that does not exist (a 404 answer)', async () => {
    const report = vi.spyOn(errorReporter, 'report').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', errorElement: <RouteError /> }], { initialEntries: ['/nowhere'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    expect(report).not.toHaveBeenCalled();
  });
});
