import type { CounterSection } from '@grain/contract/content-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterQueries } from '../../api/content-queries.ts';
import { COUNTER_VISIBILITY, CountersBlock, DEFAULT_COUNTERS } from './counters-block.tsx';
import { COUNT_DURATION_MS, countAt } from './use-count-up.ts';

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly elements: Element[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  /** Reports the observed element as `ratio` visible. */
  show(ratio: number) {
    const entries = this.elements.map(
      (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const record = {
  id: 1,
  subtitle: 'Our Numbers',
  title: 'Craftsmanship You Can Count On',
  description: 'Numbers from the workshop.',
  materials_available: 200,
  complete_projects: 450,
  total_manpower: 30,
  years_experience: 12,
  is_active: true,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
} as CounterSection;

function renderCounters(data: CounterSection[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(counterQueries.list().queryKey, data);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CountersBlock />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const shown = (label: string) => screen.getByTestId(`counter-${label}`).textContent;
const observer = () => FakeObserver.instances[FakeObserver.instances.length - 1];

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('countAt', () => {
  it('starts at 0, eases towards the target and ends exactly on it', () => {
    expect(countAt(100, 0)).toBe(0);
    expect(countAt(100, COUNT_DURATION_MS / 2)).toBeGreaterThan(50);
    expect(countAt(100, COUNT_DURATION_MS / 2)).toBeLessThan(100);
    expect(countAt(100, COUNT_DURATION_MS)).toBe(100);
  });
});

describe('CountersBlock', () => {
  it('labels the four counters, each followed by +, with a Get A Quote link to /services', () => {
    renderCounters([record]);
    for (const label of ['Materials Available', 'Complete Project', 'Total Manpower', 'Years Experiences']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('200+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get A Quote' })).toHaveAttribute('href', '/services');
  });

  it('observes at half visibility and does not count before', () => {
    renderCounters([record]);
    expect(observer().options.threshold).toBe(COUNTER_VISIBILITY);
    act(() => observer().show(0.3));
    act(() => vi.advanceTimersByTime(COUNT_DURATION_MS));
    expect(shown('Materials Available')).toBe('0');
  });

  it('counts up over 3 seconds once at least half visible', () => {
    renderCounters([record]);
    act(() => observer().show(0.5));
    act(() => vi.advanceTimersByTime(COUNT_DURATION_MS / 2));
    const halfway = Number(shown('Complete Project'));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(450);
    act(() => vi.advanceTimersByTime(COUNT_DURATION_MS / 2 + 100));
    expect(shown('Materials Available')).toBe('200');
    expect(shown('Complete Project')).toBe('450');
    expect(shown('Total Manpower')).toBe('30');
    expect(shown('Years Experiences')).toBe('12');
  });

  it('uses the defaults 125, 97, 137 and 16 when no counter section is active', () => {
    renderCounters([]);
    act(() => observer().show(1));
    act(() => vi.advanceTimersByTime(COUNT_DURATION_MS + 100));
    expect(shown('Materials Available')).toBe(String(DEFAULT_COUNTERS.materials_available));
    expect(shown('Complete Project')).toBe('97');
    expect(shown('Total Manpower')).toBe('137');
    expect(shown('Years Experiences')).toBe('16');
  });
});
