// Before each component test file (jest's `component` project): Testing Library unmounts what a test
// rendered after it (its own afterEach), and the toasts of one test do not linger into the next.
import { afterEach } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';

afterEach(() => {
  cleanup();
  toast.remove();
});
