import { PROFILE_IMAGE_FIELD, type ProfileImageReply } from '@contracts/experts';
import { api } from '../../../lib/api';

export function uploadProfileImage(file: File) {
  const form = new FormData();
  form.append(PROFILE_IMAGE_FIELD, file, file.name);
  return api.upload<ProfileImageReply>('/account/expert/image', form);
}
