import { imageVariantUrl, type MediaItem, mediaTextMax } from '@hvac/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { acceptedImageTypes, type ImageDescription, uploadImage, UploadError } from '../../kit/api/upload-image';
import { descriptionOf, type FigureAttrs, figureAttrsFor, inlineImageErrors, redescribed } from '../utils/inline-image';
import { AdminDialog } from '../../kit/components/admin-dialog';
import { TextField } from '../../kit/components/form-fields';
import { MediaPicker } from '../../kit/components/media-picker';

// placed: the image selected in the text, opened to change its description (or to replace it).
type InsertImageDialogProps = { open: boolean; placed: FigureAttrs | null; onInsert: (attrs: FigureAttrs) => void; onClose: () => void };

type Chosen = { kind: 'placed'; attrs: FigureAttrs } | { kind: 'library'; item: MediaItem } | { kind: 'file'; file: File; previewUrl: string };
type Errors = { image?: string; alt?: string; upload?: string };

const emptyDescription: ImageDescription = { alt: '', decorative: false, caption: '' };

// The size of a chosen file as the browser shows it (orientation applied, as the server stores it).
async function naturalSize(url: string): Promise<{ width: number; height: number }> {
  const img = new Image();
  img.src = url;
  await img.decode().catch(() => {
    throw new UploadError('This file cannot be shown as an image. Choose another one.');
  });
  return { width: img.naturalWidth, height: img.naturalHeight };
}

// "Insert image" of the rich-text editor: an image from the media library or a new upload, with alt
// text (or decorative on purpose) and an optional caption, placed as <figure><img><figcaption>; on an
// image selected in the text, "Edit image" with its description.
export function InsertImageDialog({ open, placed, onInsert, onClose }: InsertImageDialogProps) {
  const id = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [description, setDescription] = useState<ImageDescription>(emptyDescription);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const describe = (change: Partial<ImageDescription>) => setDescription((d) => ({ ...d, ...change }));

  useEffect(() => {
    if (!open) return;
    setChosen(placed ? { kind: 'placed', attrs: placed } : null);
    setDescription(placed ? descriptionOf(placed) : emptyDescription);
    setErrors({});
    setProgress(null);
  }, [open, placed]);
  useEffect(() => {
    if (chosen?.kind !== 'file') return;
    return () => URL.revokeObjectURL(chosen.previewUrl);
  }, [chosen]);
  useEffect(() => () => abortRef.current?.abort(), []);

  const insert = async () => {
    if (progress !== null) return;
    const found = inlineImageErrors(chosen !== null, description);
    setErrors(found);
    if (!chosen || Object.keys(found).length > 0) return;
    if (chosen.kind === 'placed') {
      onInsert(redescribed(chosen.attrs, description));
      return;
    }
    if (chosen.kind === 'library') {
      onInsert(figureAttrsFor(chosen.item, description));
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    try {
      const [url, size] = await Promise.all([uploadImage(chosen.file, description, setProgress, controller.signal), naturalSize(chosen.previewUrl)]);
      onInsert(figureAttrsFor({ url, ...size }, description));
    } catch (error) {
      if (!controller.signal.aborted) setErrors({ upload: error instanceof UploadError ? error.message : 'The upload failed. Please try again.' });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setProgress(null);
    }
  };

  const close = () => {
    abortRef.current?.abort();
    onClose();
  };

  // Enter in a field inserts the image rather than submitting the post's form around the editor.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') {
      event.preventDefault();
      void insert();
    }
  };

  const preview = chosen?.kind === 'placed' ? chosen.attrs.src : chosen?.kind === 'library' ? imageVariantUrl(chosen.item.url, 480) : chosen?.previewUrl;
  const imageError = errors.image ?? errors.upload;
  const action = placed ? 'Update image' : 'Insert image';

  return (
    <AdminDialog open={open} title={placed ? 'Edit image' : 'Insert image'} onRequestClose={close}>
      <div className="admin-dialog__body admin-insert-image" onKeyDown={onKeyDown}>
        <div className="admin-upload__row">
          <div className="admin-upload__preview">{preview ? <img src={preview} alt="Preview of the chosen image" width={240} height={135} /> : <span>No image chosen</span>}</div>
          <div className="admin-upload__controls">
            <Button variant="outline" className="btn--sm" onClick={() => setPickerOpen(true)} disabled={progress !== null} data-autofocus>
              Choose from library
            </Button>
            <label htmlFor={`${id}-file`}>Or upload a new image</label>
            <input
              id={`${id}-file`}
              type="file"
              accept={acceptedImageTypes.join(',')}
              disabled={progress !== null}
              aria-invalid={imageError ? true : undefined}
              aria-describedby={imageError ? `${id}-image-error` : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) setChosen({ kind: 'file', file, previewUrl: URL.createObjectURL(file) });
              }}
            />
            {progress !== null ? <progress max={100} value={Math.round(progress * 100)} aria-label="Uploading the image" /> : null}
          </div>
        </div>
        {imageError ? (
          <p className="field__error" id={`${id}-image-error`} role="alert">
            {imageError}
          </p>
        ) : null}
        <div className="admin-upload__describe">
          <TextField
            label="Alt text (what the image shows)"
            required={!description.decorative}
            value={description.decorative ? '' : description.alt}
            onChange={(alt) => describe({ alt })}
            maxLength={mediaTextMax}
            error={errors.alt}
            hint="Read aloud by screen readers and shown when the image cannot load."
          />
          <label className="admin-upload__check">
            <input type="checkbox" checked={description.decorative} onChange={(e) => describe({ decorative: e.target.checked })} />
            Decorative: carries no information (alt left empty on purpose)
          </label>
          <TextField label="Caption (optional)" value={description.caption} onChange={(caption) => describe({ caption })} maxLength={mediaTextMax} hint="Shown under the image." />
        </div>
      </div>
      <div className="admin-dialog__foot">
        <Button onClick={() => void insert()} busy={progress !== null} busyLabel="Uploading...">
          {action}
        </Button>
        <Button variant="outline" onClick={close}>
          Cancel
        </Button>
      </div>
      <MediaPicker
        open={pickerOpen}
        title="Media library"
        onClose={() => setPickerOpen(false)}
        onPick={(item) => {
          setChosen({ kind: 'library', item });
          // The library's description is a good start; what the owner already typed stays.
          setDescription((d) => (d.alt.trim() || d.caption.trim() || d.decorative ? d : { alt: item.alt, decorative: item.decorative, caption: item.caption }));
          setErrors({});
          setPickerOpen(false);
        }}
      />
    </AdminDialog>
  );
}
