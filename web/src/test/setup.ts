// jsdom lacks these; cmdk and AG Grid call them
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// vitest runs without globals, so Testing Library cannot register its own cleanup
afterEach(() => cleanup());
