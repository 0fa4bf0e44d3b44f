// Placeholder: the catalogue pages are being built (issue 4).
export function Component() {
  return null;
}
