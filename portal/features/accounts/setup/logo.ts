import { LIMITS } from '#sdk/schemas/constants';

/** The logo rules of spec part 1, 5: an image under 5 MB (the server checks the bytes again). */
export function logoProblem(file: File): string | undefined {
  if (file.size >= LIMITS.logoMaxBytes) return 'Logo file must be smaller than 5MB';
  if (!file.type.startsWith('image/')) return 'Please select an image file';
  return undefined;
}
