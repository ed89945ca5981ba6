import { mediaTextMax } from '@hvac/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { acceptedImageTypes, type ImageDescription, uploadImage, UploadError } from '../api/upload-image';
import { TextField } from './form-fields';
import { MediaPicker } from './media-picker';

type ImageUploadFieldProps = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
};

type UploadState = { phase: 'idle' } | { phase: 'uploading'; fraction: number; previewUrl: string; name: string } | { phase: 'failed'; message: string };

// Describes an image (alt text, or decorative on purpose, and a caption), uploads it at once with a
// progress bar and shows the stored image as the preview; or picks an earlier upload from the library.
export function ImageUploadField({ label, value, onChange, onBusyChange, error }: ImageUploadFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [description, setDescription] = useState<ImageDescription>({ alt: '', decorative: false, caption: '' });
  const [pickerOpen, setPickerOpen] = useState(false);
  const describe = (change: Partial<ImageDescription>) => setDescription((d) => ({ ...d, ...change }));

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    if (state.phase !== 'uploading') return;
    return () => URL.revokeObjectURL(state.previewUrl);
  }, [state]);

  const start = async (file: File) => {
    if (!description.decorative && !description.alt.trim()) {
      setState({ phase: 'failed', message: 'Describe the image in the alt text field (or tick "Decorative"), then choose the file again.' });
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    const previewUrl = URL.createObjectURL(file);
    setState({ phase: 'uploading', fraction: 0, previewUrl, name: file.name });
    onBusyChange(true);
    try {
      const url = await uploadImage(file, description, (fraction) => setState((s) => (s.phase === 'uploading' ? { ...s, fraction } : s)), controller.signal);
      onChange(url);
      setState({ phase: 'idle' });
    } catch (err) {
      if (controller.signal.aborted) return;
      setState({ phase: 'failed', message: err instanceof UploadError ? err.message : 'The upload failed. Please try again.' });
    } finally {
      if (abortRef.current === controller) onBusyChange(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const cancel = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    setState({ phase: 'idle' });
    onBusyChange(false);
  };

  const previewSrc = state.phase === 'uploading' ? state.previewUrl : value;
  const message = state.phase === 'failed' ? state.message : error;
  const describedBy = [message ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' ');

  return (
    <div className="field admin-field admin-upload">
      <label htmlFor={id}>{label}</label>
      <p className="field__hint" id={`${id}-hint`}>
        JPEG, PNG, WebP, AVIF or GIF, up to 10 MB. Wide photos (at least 1600 pixels across) look best. Describe a new image first, or choose one uploaded before.
      </p>
      <div className="admin-upload__describe">
        <TextField
          label="Alt text (what the image shows)"
          value={description.decorative ? '' : description.alt}
          onChange={(alt) => describe({ alt })}
          maxLength={mediaTextMax}
          hint="Read aloud by screen readers and shown when the image cannot load."
        />
        <label className="admin-upload__check">
          <input type="checkbox" checked={description.decorative} onChange={(e) => describe({ decorative: e.target.checked })} />
          Decorative: carries no information (alt left empty on purpose)
        </label>
        <TextField label="Caption (optional)" value={description.caption} onChange={(caption) => describe({ caption })} maxLength={mediaTextMax} />
      </div>
      <div className="admin-upload__row">
        <div className="admin-upload__preview">
          {previewSrc ? <img src={previewSrc} alt={`Preview of the ${label.toLowerCase()}`} width={240} height={135} /> : <span>No image yet</span>}
        </div>
        <div className="admin-upload__controls">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={acceptedImageTypes.join(',')}
            aria-describedby={describedBy}
            aria-invalid={message ? true : undefined}
            disabled={state.phase === 'uploading'}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void start(file);
            }}
          />
          {state.phase === 'uploading' ? (
            <div className="admin-upload__progress">
              <progress id={`${id}-progress`} max={100} value={Math.round(state.fraction * 100)} aria-label={`Uploading ${state.name}`} />
              <span aria-hidden="true">{Math.round(state.fraction * 100)}%</span>
              <Button variant="outline" className="btn--sm" onClick={cancel}>
                Cancel upload
              </Button>
            </div>
          ) : null}
          {state.phase !== 'uploading' ? (
            <Button variant="outline" className="btn--sm" onClick={() => setPickerOpen(true)}>
              Choose from library
            </Button>
          ) : null}
          {value && state.phase !== 'uploading' ? (
            <Button variant="outline" className="btn--sm" onClick={() => onChange('')}>
              Remove image
            </Button>
          ) : null}
          <div role="status" className="visually-hidden">
            {state.phase === 'uploading' ? 'Uploading image' : value ? 'Image uploaded' : ''}
          </div>
        </div>
      </div>
      {message ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {message}
        </p>
      ) : null}
      <MediaPicker
        open={pickerOpen}
        title="Media library"
        onClose={() => setPickerOpen(false)}
        onPick={(item) => {
          onChange(item.url);
          setDescription({ alt: item.alt, decorative: item.decorative, caption: item.caption });
          setState({ phase: 'idle' });
          setPickerOpen(false);
        }}
      />
    </div>
  );
}
