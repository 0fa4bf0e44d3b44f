import { faAddressBook } from '@fortawesome/free-solid-svg-icons/faAddressBook';
import { contactSections } from '@grain/contract/content-types';
import { col } from '../resources/columns.tsx';
import { textsFor } from '../resources/config-helpers.tsx';
import type { ListScreen } from '../screen-types.ts';

export const contactScreen: ListScreen = {
  path: '/admin/contact',
  label: 'Contact',
  icon: faAddressBook,
  blurb: 'Phone, email, address, map',
  title: 'Contact Section Management',
  resource: {
    type: contactSections,
    addLabel: 'Add New Contact Info',
    create: 'always',
    canDelete: false,
    summary: (total) => `Total: ${total}`,
    columns: [
      col.id(),
      col.text('phone', 'Phone'),
      col.text('email', 'Email'),
      col.text('location', 'Location', { truncate: 50 }),
      col.custom('Map Embed', (record) => (record.map_embed ? 'Embedded' : 'None'), { fields: ['map_embed'] }),
      col.date('updated_at', 'Updated At'),
    ],
    form: {
      hints: { map_embed: 'Paste the embed code of the map (an <iframe>) or its embed URL.' },
    },
    texts: textsFor('contact information', 'contact information', {
      empty: 'No contact information yet.',
      noMatch: 'No contact information matches your search.',
      createTitle: 'Add New Contact Info',
      editTitle: 'Edit Contact Info',
      loadError: 'Failed to load contact sections',
      createError: 'Failed to add contact information',
      updateError: 'Failed to update contact information',
      created: () => 'Contact information added successfully!',
      updated: () => 'Contact information updated successfully!',
    }),
  },
};
