// Placeholder: the contact form is being built (issue 4).
export function ContactFormSection() {
  return null;
}
