import type { Client } from '#sdk/client';
import { postFormWithProgress } from '#sdk/upload-progress';
import type { UniversityClaim } from '#sdk/schemas/university-claim';
import type { University, UniversityProfileUpdate, UniversitySetupPayload } from '#sdk/schemas/university';

/**
 * Claims the signed-in university's catalogue entry (POST /users/university-setup): the claim
 * waits for an admin to verify it; a rejected one may be sent again.
 */
export function setup(client: Client, payload: UniversitySetupPayload): Promise<{ claim: UniversityClaim }> {
  return client.request('POST', '/users/university-setup', { body: payload });
}

/** The account's verification: its claim, or null before the setup. */
export function claim(client: Client): Promise<{ claim: UniversityClaim | null }> {
  return client.request('GET', '/users/university/claim');
}

/** The signed-in university's profile. */
export function retrieve(client: Client): Promise<{ university: University }> {
  return client.request('GET', '/users/university/profile');
}

/** Updates the signed-in university's profile. */
export function update(client: Client, payload: UniversityProfileUpdate): Promise<{ university: University }> {
  return client.request('PUT', '/users/university/profile', { body: payload });
}

const imageForm = (image: Blob, fileName: string) => {
  const form = new FormData();
  form.append('image', image, fileName);
  return form;
};

/** Uploads the university's own image (an image under 5 MB) in the multipart field `image`. */
export function uploadImage(client: Client, image: Blob, fileName = 'image'): Promise<{ imageUrl: string }> {
  return client.request('POST', '/users/university/image', { form: imageForm(image, fileName) });
}

/** Uploads like `uploadImage`, reporting the real progress of the request as a fraction. Browsers only. */
export function uploadImageWithProgress(
  client: Client,
  image: File,
  onProgress: (fraction: number) => void,
): Promise<{ imageUrl: string }> {
  return postFormWithProgress(client, '/users/university/image', imageForm(image, image.name), onProgress);
}
