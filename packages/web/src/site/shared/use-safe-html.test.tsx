import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RichHtml } from './rich-html.tsx';
import { loadSanitizer } from './use-safe-html.ts';

/** Every node the page loses, as "NAME from PARENT". */
function watchRemovals(target: Node): string[] {
  const removed: string[] = [];
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) removed.push(`${node.nodeName} from ${record.target.nodeName}`);
    }
  }).observe(target, { childList: true, subtree: true });
  return removed;
}

/** Lets the sanitiser's import and the state it sets settle. */
async function settle() {
  await loadSanitizer();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

let container: HTMLDivElement;
beforeEach(() => {
  container = document.createElement('div');
});
afterEach(() => {
  container.remove();
});

describe('rich HTML from the database', () => {
  it('keeps the server-rendered article in place through hydration when DOMPurify leaves it as it is', async () => {
    const html = '<h2>Choosing oak</h2><p>Quarter-sawn <strong>white oak</strong> moves least.</p>';
    container.innerHTML = renderToString(<RichHtml html={html} />);
    document.body.append(container);
    const paragraph = container.querySelector('p');
    const removed = watchRemovals(container);

    await act(async () => {
      hydrateRoot(container, <RichHtml html={html} />);
    });
    await settle();

    expect(removed).toEqual([]);
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.querySelector('div')?.innerHTML).toBe(html);
  });

  it("replaces the server's markup with DOMPurify's copy once it is ready, when they differ", async () => {
    const html = '<p>Oak<img src="x.png" onerror="alert(1)"></p>';
    container.innerHTML = renderToString(<RichHtml html={html} />);
    document.body.append(container);

    act(() => {
      hydrateRoot(container, <RichHtml html={html} />);
    });
    expect(container.querySelector('img')?.getAttribute('onerror')).toBe('alert(1)');
    await settle();

    expect(container.querySelector('div')?.innerHTML).toBe('<p>Oak<img src="x.png"></p>');
  });

  it('shows HTML rendered in the browser only once it is sanitised', async () => {
    document.body.append(container);
    const root = createRoot(container);
    act(() => {
      root.render(<RichHtml html={'<p onclick="steal()">New post</p>'} />);
    });
    expect(container.innerHTML).toBe('');
    await settle();

    expect(container.querySelector('div')?.innerHTML).toBe('<p>New post</p>');
    root.unmount();
  });
});
