import { faEnvelope } from '@fortawesome/free-solid-svg-icons/faEnvelope';
import { type CustomScreen, lazyScreen } from '../screen-types.ts';

/** The inbox: the messages at /admin/messages, one with its notes at /admin/messages/{id} (issue 48). */
export const messagesScreen: CustomScreen = {
  path: '/admin/messages',
  label: 'Messages',
  icon: faEnvelope,
  blurb: 'Messages from the contact form',
  title: 'Messages',
  role: 'editor',
  showsUnread: true,
  nested: true,
  component: lazyScreen(async () => (await import('../messages/messages-page.tsx')).MessagesPage),
};
