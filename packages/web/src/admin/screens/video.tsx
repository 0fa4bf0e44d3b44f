import { faFilm } from '@fortawesome/free-solid-svg-icons/faFilm';
import { videoSections } from '@grain/contract/content-types';
import { col } from '../resources/columns.tsx';
import { textsFor } from '../resources/config-helpers.tsx';
import { fileName } from '../resources/display.ts';
import styles from '../resources/resource.module.css';
import type { ListScreen } from '../screen-types.ts';

export const videoScreen: ListScreen = {
  path: '/admin/video',
  label: 'Video',
  icon: faFilm,
  blurb: 'The showcase video',
  title: 'Video Section Management',
  resource: {
    type: videoSections,
    addLabel: 'Add Video Section',
    create: 'when-empty',
    canDelete: false,
    columns: [
      col.id(),
      col.text('title', 'Title', { truncate: 40 }),
      col.text('description', 'Description', { truncate: 50 }),
      col.custom(
        'Video',
        (record) =>
          record.video_file_url ? (
            // biome-ignore lint/a11y/useMediaCaption: an uploaded clip has no caption track
            <video
              src={String(record.video_file_url)}
              controls
              preload="metadata"
              className={styles.tableVideo}
              aria-label={`Video: ${fileName(record.video_file)}`}
            />
          ) : (
            <span className={styles.muted}>None</span>
          ),
        { fields: ['video_file'] },
      ),
      col.status(),
    ],
    form: {
      hints: { video_file: 'Video files only (MP4, WebM, MOV or OGG). Leave empty to keep the current video.' },
    },
    texts: textsFor('video section', 'video sections', {
      loadError: 'Failed to load video sections',
      updateError: 'Failed to update video section',
      editSubmit: 'Save Changes',
      createSubmit: 'Save Changes',
    }),
  },
};
