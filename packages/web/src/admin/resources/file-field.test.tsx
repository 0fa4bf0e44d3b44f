import { videoSections } from '@grain/contract/content-types';
import { REMOVE_FILE } from '@grain/contract/fields';
import { seoFields } from '@grain/contract/seo';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileField } from './file-field.tsx';
import { fileFieldSchema } from './form-model.ts';

/** A field whose value the test reads back, as a form holds it. */
function Field({ removable, onValue }: { removable: boolean; onValue: (value: File | string | null) => void }) {
  const [value, setValue] = useState<File | string | null>(null);
  return (
    <FileField
      id="share"
      label="Sharing picture"
      kind="image"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      currentUrl="/storage/sharing/oak.jpg"
      currentValue="sharing/oak.jpg"
      removable={removable}
    />
  );
}

describe('a file field with a current picture', () => {
  afterEach(cleanup);

  it('removes an optional picture on request, and keeps it again on second thought', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Field removable onValue={onValue} />);
    expect(screen.getByText('Current')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove picture for Sharing picture' }));
    expect(onValue).toHaveBeenLastCalledWith(REMOVE_FILE);
    expect(screen.getByText('Current (will be removed)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove picture/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Keep the current picture' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Current')).toBeInTheDocument();
  });

  it('offers no removal of a picture the field requires', () => {
    render(<Field removable={false} onValue={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Choose from library for Sharing picture' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove picture/ })).not.toBeInTheDocument();
  });
});

describe('fileFieldSchema', () => {
  it('takes an optional file removed, and refuses a required one removed', () => {
    expect(fileFieldSchema('share_image', seoFields.share_image, false).safeParse(REMOVE_FILE).success).toBe(true);
    const required = fileFieldSchema('video_file', videoSections.fields.video_file, false).safeParse(REMOVE_FILE);
    expect(required.success).toBe(false);
    expect(required.error?.issues[0].message).toBe('The video file field is required.');
    expect(fileFieldSchema('video_file', videoSections.fields.video_file, false).safeParse(null).success).toBe(true);
  });
});
