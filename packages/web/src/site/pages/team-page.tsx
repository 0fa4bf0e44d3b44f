// Placeholder: this page is being built (issue 4).
export function Component() {
  return null;
}
