// jsdom lacks these; cmdk and AG Grid call them
import 'fake-indexeddb/auto';
