import { LIMITS } from '#sdk/schemas/constants';
import { useState } from 'react';

/** The logo rules of spec part 1, 5: an image under 5 MB (the server checks the bytes again). */
export function logoProblem(file: File): string | undefined {
  if (file.size >= LIMITS.logoMaxBytes) return 'Logo file must be smaller than 5MB';
  if (!file.type.startsWith('image/')) return 'Please select an image file';
  return undefined;
}

/** The logo picked for upload, and why it cannot be sent if it breaks the rules. */
export function useLogoPick() {
  const [logo, setLogo] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const pick = (file: File | undefined) => {
    setLogo(file);
    setProblem(file && logoProblem(file));
  };
  return { logo, problem, pick };
}
