import type Sharp from 'sharp';

export type SharpFactory = typeof Sharp;

let loading: Promise<SharpFactory> | undefined;

/**
 * sharp, loaded on first use: libvips costs about 23 MB of memory and 60 ms of start-up that a
 * server with no image to process need not pay. It is set up once, for every caller: no cache of
 * decoded files and one thread per image, so that uploads and the variant worker cannot hog the
 * server.
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
