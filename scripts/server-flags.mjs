// Node's settings for the server process: `npm start` runs it with these, and so does
// `npm run bench`, which measures it.
export const SERVER_NODE_FLAGS = [
  // Stack traces name the TypeScript sources (the server's bundle keeps its source maps).
  '--enable-source-maps',
  // A young generation of 4 MB semi-spaces, where V8 would grow them to 32 MB on a large
  // machine: a request allocates little, and the server idles at some 115 MB instead of 140,
  // for a few per cent of uncached throughput (README, "Operations").
  '--max-semi-space-size=4',
];
