import { faEnvelope } from '@fortawesome/free-solid-svg-icons/faEnvelope';
import { type CustomScreen, lazyScreen } from '../screen-types.ts';

export const messagesScreen: CustomScreen = {
  path: '/admin/messages',
  label: 'Messages',
  icon: faEnvelope,
  blurb: 'Messages from the contact form',
  title: 'Messages',
  role: 'editor',
  showsUnread: true,
  component: lazyScreen(async () => (await import('../messages/messages-page.tsx')).MessagesPage),
};
