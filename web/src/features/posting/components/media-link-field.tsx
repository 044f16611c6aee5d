import { bookIdFromLink, videoIdFromLink } from '@contracts/media-links';
import { CircleHelp } from 'lucide-react';
import { Field } from '../../../components/field';
import { notify } from '../../../lib/notify';
import { MediaFrame } from '../../content';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { LINK_HELP } from '../posting-kinds';
import { LinkInput } from './post-text-fields';
import styles from './posting.module.css';

interface MediaLinkFieldProps {
  kind: 'books' | 'videos';
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** The post's title so far, naming the preview frame. */
  title: string;
}

const PREVIEW_DELAY_MS = 400;
const HELP_NAMES = { books: 'Help with the bookstore link', videos: 'Help with the video or audio link' } as const;

/** The pasted bookstore or video link, a help button, and the live preview the post will show. */
export function MediaLinkField({ kind, label, value, onChange, error, title }: MediaLinkFieldProps) {
  const settled = useDebouncedValue(value.trim(), PREVIEW_DELAY_MS);
  // The same reading of the link as the server's, so the preview is what the post will show.
  const media = kind === 'books' ? bookIdFromLink(settled) : videoIdFromLink(settled);
  const help = LINK_HELP[kind];

  return (
    <>
      <Field label={label} error={error}>
        {(control) => (
          <div className={styles.withHelp}>
            <LinkInput {...control} value={value} onChange={onChange} />
            <button
              type="button"
              className={styles.helpButton}
              aria-label={HELP_NAMES[kind]}
              onClick={() =>
                notify.info(help.text, {
                  id: `${kind}-link-help`,
                  ...('durationMs' in help ? { duration: help.durationMs } : {}),
                })
              }
            >
              <CircleHelp size={22} aria-hidden />
            </button>
          </div>
        )}
      </Field>
      {media !== '' && (
        <section className={styles.preview} aria-label="Preview">
          <p className={styles.previewLabel} aria-hidden>
            Preview
          </p>
          <MediaFrame kind={kind} media={media} title={title.trim() || 'your post'} />
        </section>
      )}
    </>
  );
}
