import { shareImageSize } from '@hvac/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { type OgImageDraft, ogImageDraftFromMedia } from '../utils/og-image-draft';
import { MediaPicker } from '../../kit/components/media-picker';

type OgImageFieldProps = {
  value: OgImageDraft | null;
  onChange: (value: OgImageDraft | null) => void;
  // What is shared without a choice, in words, and its picture when there is one.
  defaultNote: string;
  defaultPreview: string | null;
};

const previewSize = { width: 240, height: Math.round((240 * shareImageSize.height) / shareImageSize.width) };

// The picture social networks and messengers show when the page is shared: an image of the media
// library, cropped to 1200x630 when it was uploaded, or the default.
export function OgImageField({ value, onChange, defaultNote, defaultPreview }: OgImageFieldProps) {
  const id = useId();
  const [pickerOpen, setPickerOpen] = useState(false);
  const preview = value ? value.url : defaultPreview;
  const status = value ? `Chosen: ${value.alt || 'a decorative image'}` : defaultNote;

  return (
    <div className="field admin-field admin-upload" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint ${id}-status`}>
      <span className="admin-og__label" id={`${id}-label`}>
        Share picture (Open Graph)
      </span>
      <p className="field__hint" id={`${id}-hint`}>
        Shown when the page is shared on social networks or in messages, cropped to {shareImageSize.width}x{shareImageSize.height}.
      </p>
      <div className="admin-upload__row">
        <div className="admin-upload__preview">
          {preview ? <img src={preview} alt={value ? `Share picture: ${value.alt || 'decorative image'}` : 'Default share picture'} {...previewSize} /> : <span>Site picture</span>}
        </div>
        <div className="admin-upload__controls">
          <p id={`${id}-status`} className="admin-og__status">
            {status}
          </p>
          <Button variant="outline" className="btn--sm" onClick={() => setPickerOpen(true)}>
            Choose share picture
          </Button>
          {value ? (
            <Button variant="outline" className="btn--sm" onClick={() => onChange(null)}>
              Use the default
            </Button>
          ) : null}
        </div>
      </div>
      <MediaPicker
        open={pickerOpen}
        title="Choose the share picture"
        onClose={() => setPickerOpen(false)}
        onPick={(item) => {
          onChange(ogImageDraftFromMedia(item));
          setPickerOpen(false);
        }}
      />
    </div>
  );
}
