import '@testing-library/jest-dom';
import { act } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { clearToasts } from '../hooks/use-toast';

// react-router reads TextEncoder when it loads; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The toast store lives in the module, so one test's toast would otherwise show in the next.
afterEach(() => act(() => clearToasts()));
