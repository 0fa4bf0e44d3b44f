// Placeholder: the FAQ accordion is being built (issue 4).
export function FaqAccordion() {
  return null;
}
