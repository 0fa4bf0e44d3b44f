import { describe, expect, it } from 'vitest';
import { LATIN_RANGE, loadWebFonts, WEB_FACES } from './web-fonts.ts';

interface FakeFace {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
  status: 'unloaded' | 'loaded' | 'error';
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
  it('adds the faces once all have loaded, one per frame (one layout each), with swap and the Latin range', async () => {
    const document = window.document.implementation.createHTMLDocument('page');
    const { page, made, added, frame } = fakeWindow(document);
    const done = loadWebFonts(page);
    expect(made.map((face) => face.family)).toEqual(WEB_FACES.map((face) => face.family));
    expect(made[0].source).toBe(`url("${WEB_FACES[0].url}") format("woff2")`);
    expect(made[0].descriptors).toMatchObject({ display: 'swap', unicodeRange: LATIN_RANGE, weight: '400 700' });
    made[0].finish(true);
    made[1].finish(true);
    await Promise.resolve();
    expect(added).toEqual([]);
    made[2].finish(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(added.map((face) => face.family)).toEqual(['Inter']);
    await frame();
    expect(added.map((face) => `${face.family} ${face.descriptors.style}`)).toEqual([
      'Inter normal',
      'Playfair Display normal',
    ]);
    await frame();
    await done;
    expect(added).toHaveLength(2);
  });

  it('adds the faces to a document once', () => {
    const document = window.document.implementation.createHTMLDocument('page');
    const { page, made } = fakeWindow(document);
    void loadWebFonts(page);
    void loadWebFonts(page);
    expect(made).toHaveLength(WEB_FACES.length);
  });
});
