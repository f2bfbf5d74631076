import { act, renderHook } from '@testing-library/react';
import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  dismissToast,
  toast,
  toastReducer,
  useToast,
  type ToastItem,
} from './use-toast';

const item = (id: string): ToastItem => ({ id, title: `Toast ${id}`, open: true });

describe('toastReducer', () => {
  it('keeps at most one toast, the newest replacing the older', () => {
    expect(TOAST_LIMIT).toBe(1);
    const first = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: item('1') });
    const second = toastReducer(first, { type: 'ADD_TOAST', toast: item('2') });
    expect(second.toasts).toEqual([item('2')]);
  });

  it('closes a dismissed toast without removing it', () => {
    const state = toastReducer({ toasts: [item('1')] }, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([{ ...item('1'), open: false }]);
  });
});

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the newest toast only', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Saved' });
      toast({ title: 'Failed', variant: 'destructive' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Failed', variant: 'destructive' });
  });

  it('gives a toast the default variant', () => {
    const { result } = renderHook(() => useToast());
    act(() => void toast({ title: 'Hello' }));
    expect(result.current.toasts[0]).toMatchObject({ variant: 'default', open: true });
  });

  it('removes a dismissed toast after 1,000,000 ms', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const { result } = renderHook(() => useToast());
    let id = '';
    act(() => void ({ id } = toast({ title: 'Bye' })));
    act(() => dismissToast(id));
    expect(result.current.toasts).toEqual([expect.objectContaining({ id, open: false })]);
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.toasts).toEqual([]);
  });
});
