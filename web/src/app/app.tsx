import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router.tsx';

/** The application: the router built from the feature registry. */
export const App = () => {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
};
