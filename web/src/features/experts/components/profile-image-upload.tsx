import { EXPERT_MESSAGES, PROFILE_IMAGE_MAX_BYTES } from '@contracts/experts';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { notify } from '../../../lib/notify';
import { useServerWrite } from '../../../lib/server-data/use-server-write';
import { uploadProfileImage } from '../api/upload-profile-image';
import { ExpertAvatar } from './expert-avatar';
import styles from './expert-area.module.css';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

interface ProfileImageUploadProps {
  name: string;
  img: string | null;
  onUploaded: (img: string) => void;
}

/** Select File shows a preview; Save Image uploads it (the server checks it again and re-encodes it). */
export function ProfileImageUpload({ name, img, onUploaded }: ProfileImageUploadProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useServerWrite({
    run: uploadProfileImage,
    // The new image is the answer, which the editor shows (onUploaded).
    invalidates: [],
    toast: 'warning',
    onSuccess: (reply) => {
      notify.success(reply.message);
      setFile(null);
      onUploaded(reply.img);
    },
  });

  // A data URL: the site's content security policy lets images come from the site and data: only.
  useEffect(() => {
    setPreview(null);
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    if (!ACCEPTED.includes(chosen.type)) return void notify.warning(EXPERT_MESSAGES.imageType);
    if (chosen.size > PROFILE_IMAGE_MAX_BYTES) return void notify.warning(EXPERT_MESSAGES.imageTooLarge);
    setFile(chosen);
  }

  async function save() {
    if (!file) return;
    await upload.submit(file);
  }

  return (
    <section className={styles.image} aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`} className={styles.subheading}>
        Profile image
      </h3>
      <div className={styles.imageRow}>
        {preview ? (
          <img className={styles.preview} src={preview} alt="Preview of the selected image" width={120} height={120} />
        ) : (
          <ExpertAvatar name={name} img={img} size={120} />
        )}
        <div className={styles.imageActions}>
          <input
            id={inputId}
            className={styles.fileInput}
            type="file"
            accept={ACCEPTED.join(',')}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <label htmlFor={inputId} className={styles.selectFile}>
            Select File
          </label>
          <Button onClick={() => void save()} disabled={!file} busy={upload.pending}>
            Save Image
          </Button>
          <p className={styles.hint}>JPEG, PNG or WebP, up to 5 MB. It is cropped to a square.</p>
        </div>
      </div>
    </section>
  );
}
