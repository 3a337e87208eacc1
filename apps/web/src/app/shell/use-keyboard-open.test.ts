import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isKeyboardOpen, useIsKeyboardOpen } from './use-keyboard-open';

/** A visual viewport whose height the test sets, as a phone's browser changes it when the keyboard opens. */
class FakeViewport extends EventTarget {
  constructor(public height: number) {
    super();
  }

  resize(height: number) {
    this.height = height;
    this.dispatchEvent(new Event('resize'));
  }
}

describe('keyboard-open detection (spec 01 §2)', () => {
  const screenHeight = Object.getOwnPropertyDescriptor(window.screen, 'height');
  beforeEach(() => {
    Object.defineProperty(window.screen, 'height', { configurable: true, value: 844 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    if (screenHeight) Object.defineProperty(window.screen, 'height', screenHeight);
    else Reflect.deleteProperty(window.screen, 'height');
  });

  it('calls the keyboard open below the screen height minus 200 px', () => {
    expect(isKeyboardOpen(643, 844)).toBe(true);
    expect(isKeyboardOpen(644, 844)).toBe(false);
    expect(isKeyboardOpen(844, 844)).toBe(false);
  });

  it('follows the visual viewport as it resizes', () => {
    const viewport = new FakeViewport(844);
    vi.stubGlobal('visualViewport', viewport);
    const { result, unmount } = renderHook(() => useIsKeyboardOpen());
    expect(result.current).toBe(false);

    act(() => viewport.resize(420));
    expect(result.current).toBe(true);

    act(() => viewport.resize(800));
    expect(result.current).toBe(false);
    unmount();
  });

  it('reports a closed keyboard where the browser has no visual viewport', () => {
    vi.stubGlobal('visualViewport', undefined);
    const { result } = renderHook(() => useIsKeyboardOpen());
    expect(result.current).toBe(false);
  });
});
