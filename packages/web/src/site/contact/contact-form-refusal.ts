import type { ContactFormRefusal } from '@grain/contract/contact-rules';
import { createContext } from 'react';

/**
 * The form the server refused when it was posted without the app (server contact/form-route.ts):
 * the contact page it answered with renders it, and the app hydrates that page from the same
 * state (delivery/page-state.ts). Its own module, so the app's first chunk carries no form.
 */
export const ContactFormRefusalContext = createContext<ContactFormRefusal | null>(null);
