import { describe, expect, it } from 'vitest';
import { LATIN_RANGE, loadWebFonts, WEB_FACES } from './web-fonts.ts';

interface FakeFace {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
  status: 'unloaded' | 'loading' | 'loaded' | 'error';
  finish(ok: boolean): void;
}

/** A window whose FontFace loads only when told to, and whose document records the faces added. */
function fakeWindow(document: Document) {
  const made: FakeFace[] = [];
  const added: FakeFace[] = [];
  class FontFace {
    status: FakeFace['status'] = 'unloaded';
    private settle: ((ok: boolean) => void) | undefined;
    family: string;
    source: string;
    descriptors: FontFaceDescriptors;
    constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
      this.family = family;
      this.source = source;
      this.descriptors = descriptors;
      made.push(this as unknown as FakeFace);
    }
    load() {
      this.status = 'loading';
      return new Promise<void>((resolve, reject) => {
        this.settle = (ok) => {
          this.status = ok ? 'loaded' : 'error';
          if (ok) resolve();
          else reject(new Error('network'));
        };
      });
    }
    finish(ok: boolean) {
      this.settle?.(ok);
    }
  }
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: FakeFace) => added.push(face) },
  });
  const frames: Array<() => void> = [];
  const page = {
    FontFace,
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => callback(),
  } as unknown as Window & typeof globalThis;
  /** Runs the next frame's callbacks, as the browser does after it has laid out the page. */
  const frame = async () => {
    for (const callback of frames.splice(0)) callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { page, made, added, frame };
}

describe('loadWebFonts', () => {
  it('adds the faces once all have loaded, one family per frame (one layout each), with swap and the Latin range', async () => {
    const document = window.document.implementation.createHTMLDocument('page');
    const { page, made, added, frame } = fakeWindow(document);
    const done = loadWebFonts(page);
    expect(made.map((face) => face.family)).toEqual(WEB_FACES.map((face) => face.family));
    expect(made[0].source).toBe(`url("${WEB_FACES[0].url}") format("woff2")`);
    expect(made[0].descriptors).toMatchObject({ display: 'swap', unicodeRange: LATIN_RANGE, weight: '400 700' });
    made[0].finish(true);
    await Promise.resolve();
    expect(added).toEqual([]);
    made[1].finish(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(added.map((face) => face.family)).toEqual(['Inter']);
    await frame();
    expect(added.map((face) => `${face.family} ${face.descriptors.style} ${face.status}`)).toEqual([
      'Inter normal loaded',
      'Playfair Display normal loaded',
      'Playfair Display italic unloaded',
    ]);
    await frame();
    await done;
    expect(added).toHaveLength(3);
  });

  it('leaves the italic for the browser to fetch if a page sets text in it: it is never loaded up front', async () => {
    const document = window.document.implementation.createHTMLDocument('page');
    const { page, made, added, frame } = fakeWindow(document);
    const done = loadWebFonts(page);
    const italic = made.find((face) => face.descriptors.style === 'italic');
    expect(italic?.source).toBe(`url("${WEB_FACES[2].url}") format("woff2")`);
    made[0].finish(true);
    made[1].finish(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await frame();
    await frame();
    await done;
    expect(italic?.status).toBe('unloaded');
    expect(added).toContain(italic);
  });

  it('leaves out a face that failed to load, and still adds the rest of the faces', async () => {
    const document = window.document.implementation.createHTMLDocument('page');
    const { page, made, added, frame } = fakeWindow(document);
    const done = loadWebFonts(page);
    made[0].finish(false);
    made[1].finish(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await frame();
    await done;
    expect(added.map((face) => `${face.family} ${face.descriptors.style}`)).toEqual([
      'Playfair Display normal',
      'Playfair Display italic',
    ]);
  });

  it('adds the faces to a document once', () => {
    const document = window.document.implementation.createHTMLDocument('page');
    const { page, made } = fakeWindow(document);
    void loadWebFonts(page);
    void loadWebFonts(page);
    expect(made).toHaveLength(WEB_FACES.length);
  });
});
