import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoplay } from './use-autoplay.ts';

const INTERVAL = 1000;

/** A carousel box that counts its renders and its autoplay's moves. */
function Box({ onAdvance, onRender }: { onAdvance: () => void; onRender: () => void }) {
  onRender();
  const pausing = useAutoplay(onAdvance, INTERVAL, true);
  return (
    <section aria-label="Box" {...pausing}>
      <a href="#one">One</a>
      <a href="#two">Two</a>
    </section>
  );
}

function renderBox() {
  const advance = vi.fn();
  const renders = vi.fn();
  render(
    <>
      <Box onAdvance={advance} onRender={renders} />
      <a href="#outside">Outside</a>
    </>,
  );
  return { advance, renders };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const box = () => screen.getByRole('region', { name: 'Box' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useAutoplay', () => {
  it('advances every interval', () => {
    const { advance } = renderBox();
    wait(INTERVAL * 3);
    expect(advance).toHaveBeenCalledTimes(3);
  });

  it('pauses under the pointer without re-rendering, and starts a fresh interval on leaving', () => {
    const { advance, renders } = renderBox();
    wait(INTERVAL - 100);
    const rendered = renders.mock.calls.length;
    fireEvent.pointerEnter(box());
    wait(INTERVAL * 3);
    expect(advance).not.toHaveBeenCalled();
    fireEvent.pointerLeave(box());
    wait(INTERVAL - 1);
    expect(advance).not.toHaveBeenCalled();
    wait(1);
    expect(advance).toHaveBeenCalledTimes(1);
    expect(renders.mock.calls.length).toBe(rendered);
  });

  it('pauses while focus is inside, across its own links, and resumes when focus leaves', () => {
    const { advance, renders } = renderBox();
    const rendered = renders.mock.calls.length;
    fireEvent.focus(screen.getByRole('link', { name: 'One' }));
    fireEvent.blur(screen.getByRole('link', { name: 'One' }), {
      relatedTarget: screen.getByRole('link', { name: 'Two' }),
    });
    wait(INTERVAL * 2);
    expect(advance).not.toHaveBeenCalled();
    fireEvent.blur(screen.getByRole('link', { name: 'Two' }), {
      relatedTarget: screen.getByRole('link', { name: 'Outside' }),
    });
    wait(INTERVAL);
    expect(advance).toHaveBeenCalledTimes(1);
    expect(renders.mock.calls.length).toBe(rendered);
  });

  it('waits while the box is out of view, and starts a fresh interval when it comes back', () => {
    // jsdom lays nothing out: the browser's observer is stood in for by one the test drives.
    const observed: Array<{ callback: IntersectionObserverCallback; target: Element }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly callback: IntersectionObserverCallback;
        constructor(callback: IntersectionObserverCallback) {
          this.callback = callback;
        }
        observe(target: Element) {
          observed.push({ callback: this.callback, target });
        }
        disconnect() {}
      },
    );
    const scroll = (isIntersecting: boolean) =>
      act(() => {
        const { callback, target } = observed.at(-1)!;
        callback([{ isIntersecting, target } as IntersectionObserverEntry], {} as IntersectionObserver);
      });
    try {
      const { advance, renders } = renderBox();
      expect(observed.at(-1)?.target).toBe(box());
      const rendered = renders.mock.calls.length;
      scroll(false);
      wait(INTERVAL * 3);
      expect(advance).not.toHaveBeenCalled();
      scroll(true);
      wait(INTERVAL - 1);
      expect(advance).not.toHaveBeenCalled();
      wait(1);
      expect(advance).toHaveBeenCalledTimes(1);
      expect(renders.mock.calls.length).toBe(rendered);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('waits while the tab is hidden', () => {
    const { advance } = renderBox();
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };
    try {
      setVisibility('hidden');
      wait(INTERVAL * 3);
      expect(advance).not.toHaveBeenCalled();
      setVisibility('visible');
      wait(INTERVAL);
      expect(advance).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });
});
